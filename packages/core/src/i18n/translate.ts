/**
 * The one way a text is said (issue 32): `translate(locale, key, values)` formats a catalogue's ICU
 * MessageFormat text (plurals, numbers, dates), each message compiled once and kept.
 *
 * Core's schemas and rules are built from English words (zod takes a string): `msg(key, values)` gives the
 * English text and notes which key and values made it, so `translateText(locale, text)` can say any text
 * core produced in another language (the server's error handler, a form's error under its field).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { CatalogPart, CoreMessageKey, MessageKey, MessageValues } from './catalogue';
import { enMessages } from './en-messages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

export type {
  AdminKey,
  CatalogPart,
  Catalogue,
  CoreMessageKey,
  MainMessageKey,
  MessageKey,
  MessageValues,
  PortalKey,
  ServerKey,
} from './catalogue';

// Core's own English words are always here (the schemas are made of them); the rest loads by language,
// the main catalogue and each part (the portals' words) apart, into one set of texts per language.
const catalogues: Partial<Record<Locale, Partial<Record<MessageKey, string>>>> = { en: enMessages };
const loading = new Map<Locale, Promise<void>>();
const loaded = new Set<Locale>();

/** Loads `locale`'s catalogue (once); translate() can say its words from then on. */
export function loadLocale(locale: Locale): Promise<void> {
  let done = loading.get(locale);
  if (!done) {
    done = LOCALES[locale].load().then((catalogue) => {
      catalogues[locale] = { ...catalogues[locale], ...catalogue };
      loaded.add(locale);
    });
    loading.set(locale, done);
  }
  return done;
}
/** Whether `locale`'s whole catalogue is loaded. */
export const isLocaleLoaded = (locale: Locale) => loaded.has(locale);

/** Every part of the catalogue (catalogue.ts `CatalogParts`): what the server loads at start. */
export const CATALOG_PARTS = [
  'portal',
  'pages',
  'admin',
  'legal',
  'server',
] as const satisfies readonly CatalogPart[];
const partsLoading = new Map<string, Promise<void>>();
const partsLoaded = new Set<string>();

/**
 * Loads `part` of `locale`'s catalogue (once; its own chunk in the web build, so the shop's first load does
 * not carry it); translate() says its words from then on. A failed load (the network) may be tried again.
 */
export function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<void> {
  const id = `${locale}:${part}`;
  let done = partsLoading.get(id);
  if (!done) {
    done = LOCALES[locale].parts[part]().then(
      (texts) => {
        catalogues[locale] = { ...catalogues[locale], ...texts };
        partsLoaded.add(id);
      },
      (error: unknown) => {
        partsLoading.delete(id);
        throw error;
      },
    );
    partsLoading.set(id, done);
  }
  return done;
}
/** Whether `part` of `locale`'s catalogue is loaded. */
export const isCatalogPartLoaded = (locale: Locale, part: CatalogPart) =>
  partsLoaded.has(`${locale}:${part}`);

const compiled = new Map<string, IntlMessageFormat>();
/** A text with no placeholder and no quoted syntax is said as it is: no parser at all. */
const plain = (text: string) => !text.includes('{') && !text.includes("''");

/**
 * A catalogue's text: ICU source, or (in the web build, apps/web/scripts/precompiled-messages-plugin.ts) a
 * text that needs parsing already parsed, which intl-messageformat takes as it is.
 */
type Text = string | ConstructorParameters<typeof IntlMessageFormat>[0];

function format(locale: Locale, key: MessageKey, text: Text, values?: MessageValues): string {
  if (typeof text === 'string' && plain(text)) return text;
  const cacheKey = `${locale}\u0000${key}`;
  let message = compiled.get(cacheKey);
  if (!message) {
    message = new IntlMessageFormat(text, LOCALES[locale].intl);
    compiled.set(cacheKey, message);
  }
  return String(message.format(values && translatedValues(locale, values)));
}

/**
 * A value that is a field's name ('Zip code' in 'Zip code is required.') is said in `locale` too; any other
 * value stays as given: a farm, a product or a person named like one of core's words ('Dairy', 'Pending')
 * keeps the name they wrote.
 */
function translatedValues(locale: Locale, values: MessageValues): MessageValues {
  if (locale === DEFAULT_LOCALE) return values;
  const out: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    const made = typeof value === 'string' ? fixed.get(value) : undefined;
    out[name] = made?.key.startsWith('field.') ? translate(locale, made.key) : value;
  }
  return out;
}

/** `key`'s text in `locale` with its placeholders filled; English when the language lacks it (never: CI checks). */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const own = catalogues[locale]?.[key] as Text | undefined;
  const text = own ?? (catalogues.en?.[key] as Text | undefined);
  if (text === undefined) return key;
  return format(own === undefined ? DEFAULT_LOCALE : locale, key, text, values);
}

interface Made {
  key: MessageKey;
  values?: MessageValues;
}
/** Texts without values (as many as core has keys), and those made while the modules loaded (keepLoadedMessages). */
const fixed = new Map<string, Made>();
/** Texts with values ('Only 3 units left'): the latest few thousand, so the map stays small. */
const recent = new Map<string, Made>();
const RECENT_MAX = 5000;

/**
 * Keeps for good every text remembered so far. Core's schemas make their messages with values when their
 * modules load ('Subscription count is at most 52.'); among the latest few thousand texts of a long-running
 * server's answers they would be forgotten, and then said in English to every reader. The server calls this
 * once its modules are loaded: what they made is a fixed set, as large as their rules.
 */
export function keepLoadedMessages() {
  for (const [text, made] of recent) fixed.set(text, made);
  recent.clear();
}

/** Core's English text for `key` (what zod and the rules carry), remembered so it can be translated later. */
export function msg(key: CoreMessageKey, values?: MessageValues): string {
  const text = translate(DEFAULT_LOCALE, key, values);
  remember(text, { key, values });
  return text;
}

function remember(text: string, made: Made) {
  if (!made.values || fixed.has(text)) fixed.set(text, made);
  else {
    recent.delete(text);
    recent.set(text, made);
    if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  }
}

/**
 * The English text of any key, a part's too (the server's answers: 'User disabled.', an admin's or a farmer's
 * refusal), remembered like msg()'s so the answer goes out in the caller's language (translateText). Said
 * when an answer is made, never at a module's load: the part's words must be loaded by then (the server
 * loads every part at start). The words stay out of the main catalogue, so no page's first load carries them.
 */
export function said(key: MessageKey, values?: MessageValues): string {
  const text = translate(DEFAULT_LOCALE, key, values);
  remember(text, { key, values });
  return text;
}

/** A text core made with msg() or the server with said(), in `locale`; any other text (a farm's name) as it is. */
export function translateText(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text;
  const made = fixed.get(text) ?? recent.get(text);
  return made ? translate(locale, made.key, made.values) : text;
}
