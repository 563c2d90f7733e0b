import { msg } from './i18n/translate';
// SPEC 5/9: zip codes are exactly 5 digits. The one zip rule: every zip and postal code of every call and form.
// Its own module without zod (fields.ts re-exports it), so a page that only checks a zip does not load zod (issue 15).
export const ZIP_PATTERN = /^\d{5}$/;
export const ZIP_MESSAGE = msg('validation.zip');
