import { cookieValue, DEFAULT_LOCALE, isLocale, LANG_COOKIE, type Locale } from '@lfm/core/i18n/locales';
import { saveLanguage } from '../api/set-language';
import { activeLocale, rememberLocale, setLocale } from './i18n';
import { session } from './session';

/**
 * Issue 32.2: the person chose `locale`. The page changes language in place (its catalogue loads first),
 * the choice is kept (the `lang` cookie; a signed-in person's profile too, so emails follow it).
 */
export async function switchLocale(locale: Locale, { save = true }: { save?: boolean } = {}) {
  if (locale !== activeLocale()) await setLocale(locale);
  rememberLocale(locale);
  document.documentElement.lang = locale;
  if (save && session.get().isLoggedIn) await saveLanguage(locale).catch(() => undefined);
}

/**
 * A person just signed in: the language chosen on this device (the cookie) is theirs from now on; without
 * one, the language they saved before is shown. Their emails follow what is saved (English when nothing is),
 * so a page in another language than that is saved too.
 */
export function adoptLocaleOnSignIn(saved: Locale | null) {
  const chosen = cookieValue(document.cookie, LANG_COOKIE);
  if (!isLocale(chosen) && saved) {
    void switchLocale(saved, { save: false });
    return;
  }
  const shown = isLocale(chosen) ? chosen : activeLocale();
  if (shown !== (saved ?? DEFAULT_LOCALE)) void saveLanguage(shown).catch(() => undefined);
}
