/**
 * Issue 15: the session lives in the browser's localStorage, which the server cannot see, so the web
 * app also keeps this cookie, which says only "signed in" (no token, no name). The server uses it to
 * send the prerendered page whose header has the signed-in shape (account menu and cart, no Sign In),
 * so a signed-in person's first paint is not the visitor's header.
 *
 * A hint for the first paint, never a credential: every API call is authorized by the access token
 * alone, and a stale cookie only costs a header that the app corrects when it renders.
 */
export const SIGNED_IN_COOKIE = 'lfm_signed_in';

/** Whether a request's Cookie header carries the hint. */
export const hasSignedInHint = (cookieHeader: string | undefined): boolean =>
  !!cookieHeader && cookieHeader.split(';').some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`);
