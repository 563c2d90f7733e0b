import { languageApi } from '@lfm/core/routes';
import type { Locale } from '@lfm/core/i18n/locales';
import { call } from './client';

/** POST user/setLanguage: the signed-in person's pages and emails follow `language` (issue 32). */
export const saveLanguage = (language: Locale) => call(languageApi.set, { body: { language } });
