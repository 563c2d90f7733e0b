/** The users calls' requests beyond the account forms of ../users.ts. */
import { z } from 'zod';
import { paging } from './params';
import { LOCALE_CODES, type Locale } from '../i18n/locales';
import { msg } from '../i18n/translate';
import { route } from './route';

/** user/getAllFarmer: page and limit as every list takes them. */
export const farmerListQuery = z.object({ ...paging });

/** user/setLanguage: the language the marketplace speaks to this person, on pages and in emails (issue 32). */
export const setLanguageBody = z.object({
  language: z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: msg('user.languageUnknown') }),
});

/** The language calls (issue 32). */
export const languageApi = {
  set: route({
    method: 'POST',
    path: 'user/setLanguage',
    summary: 'Choose the language of your pages and emails',
    description: 'Issue 32: `language` is a language code the marketplace speaks (`en`, `es`).',
    tags: ['users'],
    access: 'user',
    body: setLanguageBody,
    response: z.object({ language: setLanguageBody.shape.language }),
    errors: [400, 403],
  }),
};
