import type { FastifyRequest } from 'fastify';
import { chooseLocale, cookieValue, LANG_COOKIE, LANG_PARAM, type Locale } from '@lfm/core';

/**
 * The address's `?lang=`, read from the address itself: a route's query schema leaves out what it does not
 * take, so a file's link opened from a Spanish page (`admin/reports/csv?...&lang=es`) keeps its language.
 */
function langParam(req: FastifyRequest): string | undefined {
  const url = req.raw.url ?? req.url;
  const q = url.indexOf('?');
  if (q < 0 || !url.includes(`${LANG_PARAM}=`, q)) return undefined;
  return new URLSearchParams(url.slice(q + 1)).get(LANG_PARAM) ?? undefined;
}

/**
 * The language a request is answered in (issue 32.2): the address's `?lang=` (each language's own address),
 * the `lang` cookie (the person's choice), the signed-in user's saved language, then Accept-Language;
 * English otherwise.
 */
export function requestLocale(req: FastifyRequest): Locale {
  return chooseLocale({
    param: langParam(req),
    cookie: cookieValue(req.headers.cookie, LANG_COOKIE),
    saved: req.user?.language,
    acceptLanguage: req.headers['accept-language'],
  });
}

/**
 * The language of a request that may carry an access token not looked up yet (an error answered before the
 * route's preHandler ran, such as a body that failed validation): the user is looked up for their saved
 * language when nothing before it in the order decides.
 */
export async function requestLocaleOfUser(req: FastifyRequest): Promise<Locale> {
  const decided = langParam(req) || cookieValue(req.headers.cookie, LANG_COOKIE);
  if (!decided && !req.user && req.headers.accesstoken && typeof req.server.optionalUser === 'function')
    await req.server.optionalUser(req).catch(() => undefined);
  return requestLocale(req);
}
