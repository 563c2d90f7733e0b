import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANG_PARAM, LOCALE_CODES, LOCALES, type Locale } from '@lfm/core/i18n/locales';
import { useT } from '../../lib/i18n';
import { switchLocale } from '../../lib/switch-locale';
import { cn } from '../../lib/cn';

/** The current address with `?lang=xx`: what the switch's link opens before the app's code is there. */
const withLang = (pathname: string, search: string, locale: Locale) => {
  const params = new URLSearchParams(search);
  params.set(LANG_PARAM, locale);
  return `${pathname}?${params.toString()}`;
};

/**
 * English / Español (issue 32.2), in the header and the footer. Each is a link to this page in that
 * language (it works before the app's code has loaded, and the server then keeps the choice); with the
 * app there, the page changes language in place and the choice is kept (cookie, profile).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const choose = (locale: Locale) => (event: MouseEvent) => {
    event.preventDefault();
    void switchLocale(locale).then(() => {
      // An address naming a language names the one now shown.
      if (new URLSearchParams(search).has(LANG_PARAM))
        void navigate(
          { pathname, search: withLang(pathname, search, locale).split('?')[1], hash },
          { replace: true },
        );
    });
  };
  return (
    <div role="group" aria-label={t('language.label')} className={cn('flex items-center gap-1', className)}>
      {LOCALE_CODES.map((locale, i) => (
        <span key={locale} className="flex items-center gap-1">
          {i > 0 && <span aria-hidden>/</span>}
          <a
            href={withLang(pathname, search, locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === t.locale ? 'true' : undefined}
            onClick={choose(locale)}
            className={cn(
              'inline-flex min-h-6 items-center underline-offset-2 hover:underline',
              locale === t.locale ? 'font-semibold' : 'opacity-85',
            )}
          >
            {LOCALES[locale].name}
          </a>
        </span>
      ))}
    </div>
  );
}
