/**
 * Sign-in limits that stop guessers without locking the owner out (issue 13.9). Only failed
 * sign-ins count, in the database (rate_limits), so every server process shares them:
 *
 * - one address guessing one account: after `pair.failures` failures that address waits;
 * - one account guessed from many addresses: after the higher `account.failures` every address
 *   waits, and each further failure doubles the wait (capped).
 *
 * The owner signing in from their own address is refused only once the account-wide threshold
 * is reached; a success clears the account's failures. Each address is also limited in requests
 * per minute whatever the account (rate-limit.ts).
 *
 * Issue 34.1: a browser presenting the account's device cookie (device-cookie.ts) is the owner's own:
 * it counts and waits on its own counter only (`device.failures`), so nobody else's guessing, from
 * one address or many, locks the owner out; everyone else is throttled as above.
 */
import { tryAgainMessage, ErrorCode } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/errors';
import { clear, hit, peek, type Counter } from '../../http/rate-store';

const MINUTE = 60_000;
export const SIGN_IN_LIMITS = {
  pair: { failures: 5, firstWaitMs: MINUTE, windowMs: 15 * MINUTE },
  account: { failures: 20, firstWaitMs: MINUTE, windowMs: 60 * MINUTE },
  device: { failures: 5, firstWaitMs: MINUTE, windowMs: 15 * MINUTE },
  maxWaitMs: 60 * MINUTE,
} as const;
type Limit = (typeof SIGN_IN_LIMITS)['pair' | 'account' | 'device'];

/** Who is signing in: the address, and the device cookie's nonce when the browser is the owner's. */
export interface SignInClient {
  ip: string;
  device: string | null;
}

const keysOf = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return { pair: `signin:pair:${account}:${ip}`, account: `signin:account:${account}` };
};
const deviceKey = (nonce: string) => `signin:device:${nonce}`;

/** The counters a client is held by, with their limits. */
function countersOf(email: string, client: SignInClient): [string, Limit][] {
  if (client.device) return [[deviceKey(client.device), SIGN_IN_LIMITS.device]];
  const keys = keysOf(email, client.ip);
  return [
    [keys.pair, SIGN_IN_LIMITS.pair],
    [keys.account, SIGN_IN_LIMITS.account],
  ];
}

/** When a counter's holder may try again: the last failure plus a wait doubling past the threshold. */
function lockedUntil(c: Counter | undefined, limit: Limit): number | null {
  if (!c || c.hits < limit.failures) return null;
  const wait = Math.min(limit.firstWaitMs * 2 ** (c.hits - limit.failures), SIGN_IN_LIMITS.maxWaitMs);
  return c.lastHitAt.getTime() + wait;
}

/** Refuses (429, with the wait in the message and in Retry-After) while either limit holds. */
export async function checkSignIn(deps: AppDeps, email: string, client: SignInClient) {
  const held = countersOf(email, client);
  const now = deps.clock.now();
  const counters = await peek(
    deps.database.db,
    held.map(([key]) => key),
    now,
  );
  const until = Math.max(0, ...held.map(([key, limit]) => lockedUntil(counters.get(key), limit) ?? 0));
  if (until > now.getTime()) {
    const seconds = Math.ceil((until - now.getTime()) / 1000);
    throw new AppError(429, ErrorCode.RateLimited, tryAgainMessage(seconds), {
      'retry-after': String(seconds),
    });
  }
}

export async function recordFailedSignIn(deps: AppDeps, email: string, client: SignInClient) {
  const now = deps.clock.now();
  for (const [key, limit] of countersOf(email, client))
    await hit(deps.database.db, key, limit.windowMs, now, { sliding: true });
}

/** A success clears the address's and the account's failures, and the owner's browser's own. */
export async function clearFailedSignIns(deps: AppDeps, email: string, client: SignInClient) {
  const keys = keysOf(email, client.ip);
  await clear(deps.database.db, [
    keys.pair,
    keys.account,
    ...(client.device ? [deviceKey(client.device)] : []),
  ]);
}
