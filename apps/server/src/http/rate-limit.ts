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
