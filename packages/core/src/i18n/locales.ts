/**
 * The marketplace's languages (issue 32). A new language is its catalogue files (`fr.ts`, every key of
 * en.ts; `fr-portal.ts`, every key of en-portal.ts) and one entry here; docs/translating.md says how.
 */
import type { CatalogPart, Catalogue, PartCatalogue } from './catalogue';

export interface LocaleInfo {
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** Dates and numbers as written in the United States in this language (BCP 47). */
  intl: string;
  /** The catalogue, loaded when first needed: a page loads only its own language's. */
  load: () => Promise<Catalogue>;
  /** The catalogue's parts (catalogue.ts `CatalogParts`), each loaded only by the pages that say its words. */
  parts: { [P in CatalogPart]: () => Promise<PartCatalogue<P>> };
}

export const LOCALES = {
  en: {
    name: 'English',
    intl: 'en-US',
    load: () => import('./en').then((m) => m.en),
    parts: {
      portal: () => import('./en-portal').then((m) => m.enPortal),
      pages: () => import('./en-pages').then((m) => m.enPages),
      admin: () => import('./en-admin').then((m) => m.enAdmin),
      legal: () => import('./en-legal').then((m) => m.enLegal),
      server: () => import('./en-server').then((m) => m.enServer),
    },
  },
  es: {
    name: 'Español',
    intl: 'es-US',
    load: () => import('./es').then((m) => m.es),
    parts: {
      portal: () => import('./es-portal').then((m) => m.esPortal),
      pages: () => import('./es-pages').then((m) => m.esPages),
      admin: () => import('./es-admin').then((m) => m.esAdmin),
      legal: () => import('./es-legal').then((m) => m.esLegal),
      server: () => import('./es-server').then((m) => m.esServer),
    },
  },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];
/** The cookie that keeps a visitor's choice (and the `?lang=` of each language's address). */
export const LANG_COOKIE = 'lang';
export const LANG_PARAM = 'lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && Object.hasOwn(LOCALES, value);

/** The language of a tag ('es-MX' -> 'es'), if the marketplace speaks it. */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** The language an Accept-Language header prefers most among ours ('es-MX,es;q=0.9,en;q=0.8' -> 'es'). */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { locale: localeOfTag(tag), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((r) => r.locale && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.locale;
}

/** A cookie's value in a Cookie header ('a=1; lang=es' -> 'es'). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The language of a request (issue 32.2): the address's `?lang=`, the `lang` cookie (the person's choice),
 * the signed-in user's saved language, then the browser's Accept-Language; English otherwise.
 */
export function chooseLocale(from: {
  param?: string | null;
  cookie?: string | null;
  saved?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  for (const candidate of [from.param, from.cookie, from.saved]) if (isLocale(candidate)) return candidate;
  return localeOfAcceptLanguage(from.acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * The address of `url` (path and query) in `locale`, as search engines list it (issue 32.2): English at the
 * plain address, another language with `?lang=xx` ('/farms?page=2' -> '/farms?page=2&lang=es').
 */
export function localeAddress(url: string, locale: Locale): string {
  const [pathname, query = ''] = url.split('#')[0]!.split('?');
  // (core has no URLSearchParams: it runs where the DOM's and Node's globals are not typed)
  const params = query.split('&').filter((p) => p && p.split('=')[0] !== LANG_PARAM);
  if (locale !== DEFAULT_LOCALE) params.push(`${LANG_PARAM}=${locale}`);
  return `${pathname || '/'}${params.length ? `?${params.join('&')}` : ''}`;
}
