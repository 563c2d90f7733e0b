/**
 * OWASP's device cookie ("Slow down online guessing attacks with device cookies"): a successful
 * sign-in gives the browser a signed cookie naming the account. A sign-in that presents a valid one
 * for the same account is the owner's own browser: it is throttled on its own counter, never by
 * the lockout that other addresses' guessing sets on the account (sign-in-limits.ts).
 *
 * Value: base64url(email) "." nonce "." HMAC-SHA256(secret, email "." nonce), base64url.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');
const account = (email: string) => email.trim().toLowerCase();

export const DEVICE_COOKIE_DAYS = 365;

export function issueDeviceCookie(secret: string, email: string) {
  const login = Buffer.from(account(email)).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  return `${login}.${nonce}.${sign(secret, `${login}.${nonce}`)}`;
}

/** The cookie's nonce when it is ours, unaltered and issued to this email; otherwise null. */
export function deviceNonce(secret: string, value: string | undefined, email: string): string | null {
  const [login, nonce, signature, ...rest] = (value ?? '').split('.');
  if (!login || !nonce || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, `${login}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(login, 'base64url').toString() === account(email) ? nonce : null;
}
