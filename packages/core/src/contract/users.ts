/** The users calls' requests beyond the account forms of ../users.ts. */
import { z } from 'zod';
import { paging } from './params';
import { LOCALE_CODES, type Locale } from '../i18n/locales';
import { msg } from '../i18n/translate';

/** user/getAllFarmer: page and limit as every list takes them. */
export const farmerListQuery = z.object({ ...paging });

/** user/setLanguage: the language the marketplace speaks to this person, on pages and in emails (issue 32). */
export const setLanguageBody = z.object({
  language: z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: msg('user.languageUnknown') }),
});
