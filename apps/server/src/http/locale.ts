import type { FastifyRequest } from 'fastify';
import { chooseLocale, cookieValue, LANG_COOKIE, LANG_PARAM, type Locale } from '@lfm/core';

/**
 * The language a request is answered in (issue 32.2): the address's `?lang=` (each language's own address),
 * the `lang` cookie (the person's choice), the signed-in user's saved language, then Accept-Language;
 * English otherwise.
 */
export function requestLocale(req: FastifyRequest): Locale {
  const query = req.query as Record<string, unknown> | undefined;
  const param = query && typeof query[LANG_PARAM] === 'string' ? query[LANG_PARAM] : undefined;
  return chooseLocale({
    param,
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
  const query = req.query as Record<string, unknown> | undefined;
  const decided =
    (query && typeof query[LANG_PARAM] === 'string') || cookieValue(req.headers.cookie, LANG_COOKIE);
  if (!decided && !req.user && req.headers.accesstoken && typeof req.server.optionalUser === 'function')
    await req.server.optionalUser(req).catch(() => undefined);
  return requestLocale(req);
}
