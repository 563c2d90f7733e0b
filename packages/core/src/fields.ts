import { z } from 'zod';
import { ADDRESS_MESSAGES } from './messages';
import { installValidationMessages } from './validation-messages';
import { ZIP_MESSAGE, ZIP_PATTERN } from './zip';
import { LOCALE_CODES, LOCALES, type Locale } from './i18n/locales';
import { msg } from './i18n/translate';

// Every schema (core, server, web) builds on this file: its messages name their field and rule.
installValidationMessages();

/**
 * Control characters no text field takes (issue 13): PostgreSQL refuses NUL in any text column,
 * and the rest of C0 and DEL are never typed by a person. Multi-line text keeps tab, LF and CR;
 * a single-line field refuses those too.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
export const SINGLE_LINE_CONTROL_CHARS = /[\u0000-\u001F\u007F]/;
export const CONTROL_CHAR_MESSAGE = msg('validation.controlChars');
export const SINGLE_LINE_MESSAGE = msg('validation.singleLine');

/** Whether any string inside `value` (nested objects and arrays too) has a control character. */
export function hasControlChars(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARS.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((v) => hasControlChars(v, depth + 1));
}

export interface TextOptions {
  /** Tab, LF and CR allowed (descriptions, notes); otherwise the text is one line. */
  multiline?: boolean;
}

/** Any text: a string without control characters (tab and line breaks only when multi-line). */
export const text = (opts: TextOptions = {}, error?: string) =>
  z
    // `error` answers a missing or wrong-typed value; a length rule without its own words is left to the
    // core's error map, which names the field (messages.ts). zod also hands the string's checks' issues
    // to this function, though its type names only invalid_type.
    .string(
      error
        ? { error: (iss) => ((iss as { code: string }).code === 'too_big' ? undefined : error) }
        : undefined,
    )
    .refine((v) => !(opts.multiline ? CONTROL_CHARS : SINGLE_LINE_CONTROL_CHARS).test(v), {
      error: opts.multiline ? CONTROL_CHAR_MESSAGE : SINGLE_LINE_MESSAGE,
      abort: true,
    });

/** A required text field: missing, non-string or blank all say `message` (SPEC 5 'X is required.'). */
export const requiredText = (
  message: string,
  max?: { length: number; message?: string },
  opts: TextOptions = {},
) => {
  const base = text(opts, message).trim().min(1, { error: message, abort: true });
  return max ? base.max(max.length, max.message) : base;
};

/** An optional text field: absent or blank becomes ''. */
export const optionalText = (max: number, message?: string, opts: TextOptions = {}) =>
  text(opts)
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v ?? '');

// Ids are PostgreSQL `integer` (serial) columns; category and unit codes are `smallint`.
export const INT_MAX = 2_147_483_647;
export const SMALLINT_MAX = 32_767;

/** The marketplace's country (its terms: US only) as a record keeps it, whoever wrote it: its English name. */
export const HOME_COUNTRY = 'United States';
const countryNames = new Map<Locale, string>();
/** The home country's name in `locale` ('Estados Unidos'): what an address form fills in, and shows for it. */
export function homeCountryName(locale: Locale): string {
  let name = countryNames.get(locale);
  if (!name) {
    name = new Intl.DisplayNames([LOCALES[locale].intl], { type: 'region' }).of('US') ?? HOME_COUNTRY;
    countryNames.set(locale, name);
  }
  return name;
}
const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
/** A country as written: the home country's name in any of the marketplace's languages is kept as HOME_COUNTRY. */
export const keptCountry = (written: string) =>
  LOCALE_CODES.some((l) => sameName(homeCountryName(l), written)) ? HOME_COUNTRY : written;
/** A kept country as `locale` names it: the home country in the reader's language, any other as written. */
export const shownCountry = (kept: string, locale: Locale) =>
  kept === HOME_COUNTRY ? homeCountryName(locale) : kept;
/** A required country (an address form's): the form fills in the reader's name for the home country. */
export const countryField = (message: string, max: number) =>
  requiredText(message, { length: max }).transform(keptCountry);

/** A record id: a whole number from 1 to the integer column's maximum; anything else says `message`. */
export const idField = (message: string, max = INT_MAX) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(max, message);

/** A time zone: an IANA name the runtime knows ('America/New_York', 'UTC'), returned in its canonical spelling. */
export const TIME_ZONE_MESSAGE = msg('validation.timeZone');
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;
export function canonicalTimeZone(name: string): string | null {
  if (name.length > 64 || !IANA_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
export const timeZoneField = (fallback: string) =>
  z
    .string({ error: TIME_ZONE_MESSAGE })
    .trim()
    .transform((v, ctx) => {
      const zone = canonicalTimeZone(v);
      if (zone) return zone;
      ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    })
    .default(fallback);

export const emailField = (requiredMessage = msg('user.emailRequired')) =>
  requiredText(requiredMessage).pipe(
    z.email({ error: msg('validation.email') }).max(254, msg('validation.email')),
  );

// SPEC 5/9: passwords must be longer than 4 characters; the 20-character cap is change password's only.
export const PASSWORD_MIN = 5;
/** SPEC 9: 'max 20 on change password' (the new password there). */
export const PASSWORD_MAX = 20;
/** Everywhere else: no SPEC cap, only a bound on what is worth hashing. */
export const PASSWORD_LIMIT = 128;
export const passwordField = (requiredMessage = msg('user.passwordRequired'), max = PASSWORD_LIMIT) =>
  requiredText(requiredMessage)
    .min(PASSWORD_MIN, msg('user.passwordTooShort'))
    .max(max, msg('user.passwordMax', { n: max }));

/**
 * Why sign-up would refuse `password`, or null when it would take it: the one rule for accounts made
 * elsewhere (ADMIN_PASSWORD, admin:create).
 */
export const passwordProblem = (password: string | undefined): string | null => {
  const result = passwordField().safeParse(password ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? msg('user.passwordRequired'));
};

// SPEC 5/9: zip codes are exactly 5 digits (zip.ts, without zod for the pages that only check a zip).
export { ZIP_MESSAGE, ZIP_PATTERN } from './zip';
/** A zip sent as a JSON number: a clear answer rather than a type error (leading zeros would be lost). */
export const ZIP_AS_TEXT = msg('validation.zipAsText');
export const zipField = (requiredMessage: string = ADDRESS_MESSAGES.zip) =>
  z
    .string({ error: (iss) => (iss.input == null ? requiredMessage : ZIP_AS_TEXT) })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(ZIP_PATTERN, ZIP_MESSAGE);

// SPEC 5/9: phone is digits only, max 15.
export const phoneField = (requiredMessage = msg('user.phoneRequired')) =>
  requiredText(requiredMessage).regex(/^\d+$/, msg('user.phoneDigits')).max(15, msg('user.phoneMax'));

/** First message of a failed parse, for API responses and toasts. */
export const INVALID_REQUEST = msg('validation.invalidRequest');
export const firstMessage = (error: z.ZodError): string => error.issues[0]?.message ?? INVALID_REQUEST;
