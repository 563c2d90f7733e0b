import { ErrorCode, GENERAL_ERRORS, tryAgainMessage } from '@lfm/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** For a 429 whose wait is unknown; the limits here say when to try again (core tryAgainMessage). */
export const RATE_LIMIT_MESSAGE = GENERAL_ERRORS.rateLimited;
const WINDOW_MS = 60_000;

export interface AttemptLimits {
  /** Requests per minute from one client IP. */
  perIp: number;
  /** Requests per minute naming one email address (the body's `email`, lowercased). */
  perEmail: number;
}

/**
 * Hooks for calls that guess passwords or send mail to an address: one limit per client IP
 * (onRequest, before the body is read) and one per email address (preHandler, after the body
 * is validated). Nothing is limited when config.RATE_LIMIT is off (the browser tests).
 *
 * The email limit uses createRateLimit rather than a second `api.rateLimit()` hook, because
 * @fastify/rate-limit runs only the first of its hooks on a request and skips the rest.
 */
export function attemptLimits(api: FastifyInstance, name: string, limits: AttemptLimits) {
  if (!api.deps.config.RATE_LIMIT) return {};
  const perIp = perIpLimit(api, name, limits.perIp);
  const perEmail = api.createRateLimit({
    max: limits.perEmail,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `${name}:email:${bodyEmail(req)}`,
  });
  return {
    onRequest: perIp,
    preHandler: async (req: FastifyRequest) => {
      const result = await perEmail(req);
      if (!result.isAllowed && result.isExceeded)
        throw new AppError(429, ErrorCode.RateLimited, tryAgainMessage(result.ttlInSeconds), {
          'retry-after': String(result.ttlInSeconds),
        });
    },
  };
}

/** onRequest hook: `max` requests a minute from one client IP (before the body is read). */
export function perIpLimit(api: FastifyInstance, name: string, max: number) {
  return api.rateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (req) => `${name}:ip:${req.ip}` });
}

function bodyEmail(req: FastifyRequest) {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Route config limiting a signed-in call per session (the access token; the IP for a caller
 * without one): a buyer's card and checkout calls. Off when config.RATE_LIMIT is off.
 */
export function perSessionLimit(api: FastifyInstance, name: string, max: number, timeWindowMs = WINDOW_MS) {
  if (!api.deps.config.RATE_LIMIT) return {};
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      keyGenerator: (req: FastifyRequest) => {
        const token = req.headers.accesstoken;
        return `${name}:${typeof token === 'string' && token ? `token:${token}` : `ip:${req.ip}`}`;
      },
    },
  };
}

/**
 * Issue 34.4: per-address limits of the calls that cost the server most (search, the filtered
 * catalogue) or write and mail for a stranger (sign-up, newsletter, become-a-farmer), counted in the
 * database so every process shares them (become-a-farmer and forgot-password have attemptLimits,
 * per address and per email). Each is far above what a person does: a shopper browsing
 * 60 pages a minute is never stopped (rate-limit-costly.test.ts). Off with config.RATE_LIMIT=false,
 * which the benchmarks set (they call from one address; docs/benchmarks.md).
 */
export const COSTLY_CALL_LIMITS = {
  search: 120,
  catalogue: 120,
  signup: 10,
  newsletter: 10,
} as const;

/** Route options limiting one costly call per client address a minute (none when RATE_LIMIT is off). */
export function costlyCallLimit(api: FastifyInstance, name: keyof typeof COSTLY_CALL_LIMITS) {
  if (!api.deps.config.RATE_LIMIT) return {};
  return { onRequest: perIpLimit(api, name, COSTLY_CALL_LIMITS[name]) };
}
