/**
 * Query and body pieces shared by the API's calls (docs/api-catalog.md), with the words the client
 * shows. Query values arrive as text; a blank optional value counts as absent, so the web app can
 * send a cleared filter (`category=`) as it is.
 */
import { z } from 'zod';
import { CATEGORIES } from '../catalog';
import { INT_MAX, zipField } from '../fields';
import { ADDRESS_MESSAGES, DAY_MESSAGE } from '../messages';
import { msg } from '../i18n/translate';

export const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const SEARCH_MAX = 30;
export const ZIP_REQUIRED = ADDRESS_MESSAGES.zip;

/** A whole number from 1 to `max` (by default an integer column's maximum); anything else is 400 with this message. */
export const wholeNumber = (name: string, max?: number) => {
  const message = max
    ? `${name} must be a whole number from 1 to ${max}.`
    : `${name} must be a whole number of at least 1.`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max ?? INT_MAX, message);
};

/** page (default 1) and limit (default 20, at most 100). */
export const paging = {
  page: wholeNumber('page').default(1),
  limit: wholeNumber('limit', 100).default(20),
};

/** A required id such as farmId: missing says `required`, a non-number says it must be a whole number. */
export const idParam = (name: string, required = `${name} is required.`) =>
  z.preprocess(
    blankAsAbsent,
    z
      .unknown()
      .refine((v): boolean => v !== undefined, required)
      .pipe(wholeNumber(name)),
  );

export const optionalId = (name: string, max?: number) =>
  z.preprocess(blankAsAbsent, wholeNumber(name, max).optional());

/** SPEC 5: farm and market search at most 30 characters. */
export const searchParam = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .trim()
    .max(SEARCH_MAX, msg('search.rule.qMax', { n: SEARCH_MAX }))
    .optional()
    .meta({ description: 'Part of the name, at most 30 characters.' }),
);

const CATEGORY_IDS: readonly number[] = CATEGORIES.map((c) => c.id);
const categoryMessage = `category must be one of ${[...CATEGORY_IDS].sort((a, b) => a - b).join(', ')}.`;
/** SPEC 9: an inventory category (the wholesale list's tabs); blank means all. */
export const categoryParam = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: categoryMessage })
    .refine((v) => CATEGORY_IDS.includes(v), categoryMessage)
    .optional(),
);

/** SPEC 5: exactly 5 digits, else ZIP_MESSAGE. */
export const zipParam = zipField(ZIP_REQUIRED);
export const optionalZip = z.preprocess(blankAsAbsent, zipParam.optional());

/** SPEC 4: test products are shown when the query names showTestProduct, whatever its value. */
export const showTestProductParam = z
  .unknown()
  .optional()
  .transform((v) => v !== undefined)
  .meta({ description: "Present (any value) to include products named 'test product…'." });

/** Accepted for compatibility (SPEC 7 sends it); the role comes from the access token only (SPEC 6). */
export const userTypeParam = z
  .unknown()
  .optional()
  .meta({ description: 'Ignored: prices follow the signed-in user of the accesstoken header.' });

/** Query fields every role-aware catalog call accepts. */
export const viewerQuery = { showTestProduct: showTestProductParam, userType: userTypeParam };

/** A day of the week, 0 (Sunday) to 6 (Saturday); blank is absent. */
export const optionalDay = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number({ error: DAY_MESSAGE }).int(DAY_MESSAGE).min(0, DAY_MESSAGE).max(6, DAY_MESSAGE).optional(),
);
