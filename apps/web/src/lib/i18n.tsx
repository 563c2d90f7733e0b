/**
 * The page's language (issue 32). The server decides it per request (`?lang=`, the `lang` cookie, the
 * saved profile, Accept-Language) and draws the page in it with `<html lang>` saying so; the app reads it
 * there, loads that language's catalogue alone (a lazy chunk, core's i18n/locales.ts) before its first
 * render, and says every word through `useT()`. The switcher (switchLocale) changes it in place: the
 * catalogue, the cookie, the profile of a signed-in person (their emails follow it), `<html lang>`.
 * A part of the catalogue (the portals' words) loads with the pages that say them (`loadPart`, in their
 * route's lazy module), and again in the new language on a switch.
 */
import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, type Locale } from '@lfm/core/i18n/locales';
import {
  isCatalogPartLoaded,
  loadCatalogPart,
  loadLocale,
  translate,
  translateText,
  type CatalogPart,
  type MessageKey,
  type MessageValues,
  type PortalKey,
} from '@lfm/core/i18n/translate';

export type { CatalogPart, Locale, MessageKey, MessageValues, PortalKey };

const listeners = new Set<() => void>();
let active: Locale = DEFAULT_LOCALE;
const get = () => active;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language the server drew the page in (`<html lang>`); English anywhere else. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The language of words said outside a component (a toast from a hook, a request's Accept-Language). */
export const activeLocale = get;

/** The parts of the catalogue a page shown so far has asked for: a switch of language loads them too. */
const wantedParts = new Set<CatalogPart>();

/**
 * Loads `locale`'s catalogue, and the parts the pages asked for, then makes it the app's language (before
 * the first render, and on a switch): no word is drawn before its text is there.
 */
export async function setLocale(locale: Locale) {
  await loadLocale(locale);
  // (a part asked for while this loads is loaded too before the switch: the check and the switch are one step)
  for (;;) {
    const missing = [...wantedParts].filter((part) => !isCatalogPartLoaded(locale, part));
    if (missing.length === 0) break;
    await Promise.all(missing.map((part) => loadCatalogPart(locale, part)));
  }
  active = locale;
  listeners.forEach((l) => l());
}

/** Loads `part` of the catalogue in the app's language (a page's route, before the page draws). */
export async function loadPart(part: CatalogPart) {
  wantedParts.add(part);
  // (a switch of language that finished meanwhile loaded it in the new language: setLocale)
  while (!isCatalogPartLoaded(active, part)) await loadCatalogPart(active, part);
}

const LocaleContext = createContext<Locale | null>(null);

/**
 * The language of everything inside: `locale` when given (a page drawn on the server or at build time),
 * else the app's (which the switcher changes).
 */
export function I18nProvider({ locale, children }: { locale?: Locale; children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, get, get);
  return <LocaleContext value={locale ?? current}>{children}</LocaleContext>;
}

/** The language of the page being drawn. */
export function useLocale(): Locale {
  const given = use(LocaleContext);
  const current = useSyncExternalStore(subscribe, get, get);
  return given ?? current;
}

export type Translate = ((key: MessageKey, values?: MessageValues) => string) & {
  /** A text the server or core made (an API error, a form's message), said in this language if it can be. */
  text: (text: string) => string;
  locale: Locale;
};

/** `t(key, values)`: the catalogue's text in the page's language; `t.text(message)` for a made message. */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(
    () =>
      Object.assign((key: MessageKey, values?: MessageValues) => translate(locale, key, values), {
        text: (text: string) => translateText(locale, text),
        locale,
      }),
    [locale],
  );
}

/** `key` in the app's language, for words said outside a component (a toast from a hook). */
export const tNow = (key: MessageKey, values?: MessageValues) => translate(active, key, values);
/** A made message (an API error) in the app's language, outside a component. */
export const tTextNow = (text: string) => translateText(active, text);

/** Keeps `locale` for this visitor's next pages (the server reads it before Accept-Language). */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
