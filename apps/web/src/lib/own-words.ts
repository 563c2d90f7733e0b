import type { Locale } from './i18n';

/**
 * Issue 32.4: what a farmer wrote (an item's name or description, the farm's story) in the reader's
 * language: the farmer's own Spanish to a Spanish reader when they wrote one, else their English as
 * written. Answers carry both (a kept public answer does not vary by language); the page chooses here.
 */
export const ownWords = (locale: Locale, english: string, spanish: string | undefined): string =>
  locale === 'es' && spanish ? spanish : english;

/** The same for a list the admin wrote (a market's pick-up windows): their Spanish list when they wrote one. */
export const ownList = (locale: Locale, english: string[], spanish: string[] | undefined): string[] =>
  locale === 'es' && spanish?.length ? spanish : english;
