import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales';

/** SPEC 9: address shown as comma-separated present parts. */
export const formatAddress = (a: {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}) =>
  [a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');

/**
 * Money is integer cents everywhere; this is the edge: '$1,234.50', '-$2.50'. Always US dollars; in English
 * and Spanish as written in the United States (en-US and es-US write it alike). Written out, not through
 * Intl: the first Intl.NumberFormat of a page loads the locale's data, about 80 ms of a product page's
 * script time at a phone's CPU speed (measured), inside the page's first long task. A language that writes
 * money otherwise goes through Intl.
 */
export const formatCents = (cents: number, locale: Locale = DEFAULT_LOCALE) => {
  const intl = LOCALES[locale].intl;
  if (intl !== 'en-US' && intl !== 'es-US')
    return new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' }).format(cents / 100);
  const abs = Math.round(Math.abs(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && abs > 0 ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
};

// Made when first used: the first time-zone-aware formatter loads the zone data (~40 ms on a phone, on
// every page that imports this module).
const orderDates = new Map<Locale, Intl.DateTimeFormat>();
const ORDER_DATE = (locale: Locale) => {
  let f = orderDates.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[locale].intl, {
      timeZone: 'America/New_York',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    orderDates.set(locale, f);
  }
  return f;
};
const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};
/**
 * SPEC 2 Orders: dates in America/New_York as 'dddd MMMM Do YYYY, h:mma' ('Wednesday November 18th 2026,
 * 10:00am'); in another language as it writes a date (es-US: 'miércoles, 18 de noviembre de 2026, 10:00 a.m.').
 */
export function formatOrderDate(iso: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (locale !== DEFAULT_LOCALE) return ORDER_DATE(locale).format(date);
  const parts = ORDER_DATE(locale).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('month')} ${ordinal(Number(get('day')))} ${get('year')}, ${get('hour')}:${get('minute')}${get('dayPeriod').toLowerCase()}`;
}

const weekdays = new Map<Locale, Intl.DateTimeFormat>();
/**
 * A day of the week by its number (0 Sunday .. 6 Saturday, SPEC 4) inside a sentence, as the language writes
 * it there: 'Monday' in English, 'lunes' in Spanish ('abren el lunes'), as Intl gives it.
 */
export function weekdayInSentence(day: number, locale: Locale = DEFAULT_LOCALE): string {
  let f = weekdays.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[locale].intl, { weekday: 'long', timeZone: 'UTC' });
    weekdays.set(locale, f);
  }
  // 2023-01-01 was a Sunday.
  return f.format(new Date(Date.UTC(2023, 0, 1 + (((day % 7) + 7) % 7))));
}

/**
 * A day of the week as a label or a line's first word (a button, a column, a list's entry): 'Monday',
 * 'Lunes'. Inside a sentence it is weekdayInSentence ('lunes').
 */
export function weekdayName(day: number, locale: Locale = DEFAULT_LOCALE): string {
  const name = weekdayInSentence(day, locale);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
