import type { ReactNode } from 'react';
import { Page } from '../../components/page';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

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
  return (
    <Page title={title} heading={null}>
      <header className="mb-8 max-w-3xl border-b border-line pb-8">
        <h1 className="mb-2 text-4xl mobile:text-5xl">{title}</h1>
        <p className="mb-5 text-sm font-medium text-soil-muted">{dateLine}</p>
        <div className="text-lg text-soil-muted">{intro}</div>
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-32 lg:self-start">
          <details className="group rounded-xl border border-line bg-white p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold">On this page</summary>
            <Contents sections={sections} />
          </details>
          <div className="hidden lg:block">
            <p className="mb-2 text-sm font-semibold uppercase tracking-[0.12em] text-soil-muted">
              On this page
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
