/**
 * Issue 34.1: the web app's session lives in an HttpOnly cookie its scripts cannot read. The web app
 * asks for it with this header on sign-in, sign-up and reset; the answer then sets the cookie and
 * leaves the token out of its body. API clients send no such header and keep SPEC 7's `accesstoken`.
 */
import { msg } from './i18n/translate';
export const SESSION_MODE_HEADER = 'x-session';
export const SESSION_MODE_COOKIE = 'cookie';

/** A state-changing call authenticated by the cookie that came from another site (errorCode 4). */
export const FOREIGN_ORIGIN = msg('error.foreignOrigin');
