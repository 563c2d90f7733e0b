import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { LazyNewsletterForm } from '../lazy-newsletter-form';
import { Logo } from './logo';
import { LanguageSwitcher } from './language-switcher';
import { useT } from '../../lib/i18n';
import { NAV_LINKS } from './nav-links';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';

/** The marketplace's address and the pictures' licence: names, said the same in every language. */
const CONTACT_EMAIL = 'hello@localfood.example';
const ILLUSTRATIONS_LICENCE = 'CC-BY 4.0';

const SOCIAL = [
  { href: 'https://www.instagram.com/', name: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com/', name: 'Facebook', Icon: FacebookIcon },
  { href: 'https://x.com/', name: null, Icon: XIcon },
];

const noSubscription = () => () => {};
/**
 * The year from the browser's clock. The HTML (the home page prerendered at build time, a page drawn on the
 * server) has none: a year in it would be the build's, and a page hydrated in another year would not match it.
 */
const useCurrentYear = () =>
  useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => null,
  );

/** SPEC 1 footer: newsletter sign-up, contact, social links, terms and privacy, copyright. */
export function Footer() {
  const t = useT();
  const year = useCurrentYear();
  return (
    <footer className="mt-16 bg-leaf-dark text-white">
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.35fr] lg:gap-16">
          <div className="flex flex-col gap-5">
            <Logo tone="light" />
            <p className="max-w-sm text-white/85">{t('footer.about')}</p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="inline-flex w-fit items-center gap-2 font-medium text-white underline-offset-4 hover:underline"
            >
              <Mail className="size-5" strokeWidth={1.75} aria-hidden />
              {CONTACT_EMAIL}
            </a>
            <ul className="flex gap-3" aria-label={t('footer.followUs')}>
              {SOCIAL.map(({ href, name, Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.opensInNewTab', { name: name ?? t('footer.xName') })}
                    className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <section aria-labelledby="footer-newsletter" className="rounded-xl bg-white p-5 text-soil sm:p-6">
            <h2 id="footer-newsletter" className="text-2xl">
              {t('footer.letterTitle')}
            </h2>
            <p className="mb-4 mt-1 text-soil-muted">{t('footer.letterText')}</p>
            <LazyNewsletterForm />
          </section>
        </div>

        <nav aria-label={t('layout.footerNav')} className="mt-12 border-t border-white/15 pt-8">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:flex sm:flex-wrap">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-white/85 hover:text-white hover:underline">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-8 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm text-white/80 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-2">
            {/* SPEC 1 names 2020, the year the marketplace opened; the current year comes from the clock. */}
            <p>{t('footer.copyright', { years: year ? `–${year}` : '' })}</p>
            <p>
              {t('footer.illustrations')}{' '}
              <a
                href="https://creativecommons.org/licenses/by/4.0/"
                target="_blank"
                rel="noopener noreferrer license"
                className="underline underline-offset-2 hover:text-white"
              >
                {ILLUSTRATIONS_LICENCE}
              </a>
            </p>
          </div>
          <ul className="flex gap-6">
            <li>
              <Link to="/termsofuse" className="text-white/90 underline-offset-2 hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacypolicy" className="text-white/90 underline-offset-2 hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
          <LanguageSwitcher className="text-white/90" />
        </div>
      </div>
    </footer>
  );
}
