import { Fragment, type ReactNode } from 'react';
import type { LegalKey } from '@lfm/core/i18n/catalogue';
import { Page } from '../../components/page';
import { useT, type MessageValues, type Translate } from '../../lib/i18n';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Where the n-th node goes in a text said with markers in its placeholders (private-use characters no text has). */
const marker = (n: number) => `\uE000${n}\uE001`;
const MARKERS = /\uE000(\d+)\uE001/;

/**
 * `key`'s text with nodes in its placeholders ('… on your {link}.' with a link): each language puts the link or
 * the bold words where its sentence needs them. Plain values (`values`) are said as in `t`.
 */
export function rich(t: Translate, key: LegalKey, nodes: Record<string, ReactNode>, values?: MessageValues) {
  const names = Object.keys(nodes);
  const text = t(key, { ...values, ...Object.fromEntries(names.map((name, n) => [name, marker(n)])) });
  // split with a capturing group: text, a node's number, text, a node's number, ... text
  return text
    .split(MARKERS)
    .map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{nodes[names[Number(part)]!]}</Fragment>));
}

/** The marketplace's address for questions, as a link (an address, not a text to translate). */
const ADDRESS = 'hello@localfood.example';
export const contactLink = <a href={`mailto:${ADDRESS}`}>{ADDRESS}</a>;

/** Terms and privacy: a dated document with a table of contents, readable at any width. */
export function LegalDocument({
  title,
  dateLine,
  intro,
  sections,
}: {
  title: string;
  dateLine: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const t = useT();
  return (
    <Page title={title} heading={null}>
      <header className="mb-8 max-w-3xl border-b border-line pb-8">
        <h1 className="mb-2 text-4xl mobile:text-5xl">{title}</h1>
        <p className="mb-5 text-sm font-medium text-soil-muted">{dateLine}</p>
        <div className="text-lg text-soil-muted">{intro}</div>
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('legal.onThisPage')} className="lg:sticky lg:top-32 lg:self-start">
          <details className="group rounded-xl border border-line bg-white p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold">{t('legal.onThisPage')}</summary>
            <Contents sections={sections} />
          </details>
          <div className="hidden lg:block">
            <p className="mb-2 text-sm font-semibold uppercase tracking-[0.12em] text-soil-muted">
              {t('legal.onThisPage')}
            </p>
            <Contents sections={sections} />
          </div>
        </nav>
        <div className="max-w-3xl [&_a]:font-medium [&_a]:text-leaf [&_a]:underline [&_a]:underline-offset-2 [&_li]:mb-2 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-32 pb-6">
              <h2 id={`${s.id}-h`} className="mb-3 text-2xl">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </div>
      </div>
    </Page>
  );
}

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="mt-3 flex flex-col gap-1 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="block rounded px-2 py-1 text-soil hover:bg-leaf-tint hover:text-leaf"
          >
            {i + 1}. {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}
