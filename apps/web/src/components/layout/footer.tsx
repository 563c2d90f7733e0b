import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { LazyNewsletterForm } from '../lazy-newsletter-form';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';
import { FacebookIcon, InstagramIcon, XIcon } from './social-icons';

const SOCIAL = [
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://x.com/', label: 'X (formerly Twitter)', Icon: XIcon },
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
  const year = useCurrentYear();
  return (
    <footer className="mt-16 bg-leaf-dark text-white">
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.35fr] lg:gap-16">
          <div className="flex flex-col gap-5">
            <Logo tone="light" />
            <p className="max-w-sm text-white/85">
              An online farmers market for local, sustainable farms and food artisans. Pick up, delivery or
              shipping, straight from the farm.
            </p>
            <a
              href="mailto:hello@localfood.example"
              className="inline-flex w-fit items-center gap-2 font-medium text-white underline-offset-4 hover:underline"
            >
              <Mail className="size-5" strokeWidth={1.75} aria-hidden />
              hello@localfood.example
            </a>
            <ul className="flex gap-3" aria-label="Follow us">
              {SOCIAL.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (opens in a new tab)`}
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
              Get the market letter
            </h2>
            <p className="mb-4 mt-1 text-soil-muted">
              What’s in season, new farms near you and the odd recipe. Once a week, never more.
            </p>
            <LazyNewsletterForm />
          </section>
        </div>

        <nav aria-label="Footer" className="mt-12 border-t border-white/15 pt-8">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:flex sm:flex-wrap">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-white/85 hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-8 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm text-white/80 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-2">
            {/* SPEC 1 names 2020, the year the marketplace opened; the current year comes from the clock. */}
            <p>Copyright © 2020{year && `–${year}`} Local Food Marketplace</p>
            <p>
              Product illustrations: Twemoji by Twitter, Inc. and contributors,{' '}
              <a
                href="https://creativecommons.org/licenses/by/4.0/"
                target="_blank"
                rel="noopener noreferrer license"
                className="underline underline-offset-2 hover:text-white"
              >
                CC-BY 4.0
              </a>
            </p>
          </div>
          <ul className="flex gap-6">
            <li>
              <Link to="/termsofuse" className="text-white/90 underline-offset-2 hover:underline">
                Terms of Use
              </Link>
            </li>
            <li>
              <Link to="/privacypolicy" className="text-white/90 underline-offset-2 hover:underline">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
