import type { Locale } from '@lfm/core/i18n/locales';
import { api } from './client';

/** POST user/setLanguage: the signed-in person's pages and emails follow `language` (issue 32). */
export const saveLanguage = (language: Locale) =>
  api<{ language: Locale }>('POST', 'user/setLanguage', { body: { language } });
