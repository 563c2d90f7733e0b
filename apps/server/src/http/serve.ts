/**
 * Registers a route from its contract entry (packages/core/src/contract, issue 31.1): the entry
 * gives the method, path, request schemas, the answer's schema and the OpenAPI text; the handler
 * returns `responseData` typed by the entry, and the response serializer checks it on the way out
 * (http/answer-serializer.ts).
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  onRequestHookHandler,
  FastifyContextConfig,
} from 'fastify';
import {
  errorResponses,
  fileResponse,
  successEnvelope,
  type AnswerIn,
  type BodyOut,
  type FileRouteDef,
  type QueryOut,
  type RouteAccess,
  type RouteDef,
} from '@lfm/core';
import { DEFAULT_LOCALE, type Locale } from '@lfm/core/i18n/locales';
import { translateText } from '@lfm/core/i18n/translate';
import type { z } from 'zod';
import { signedInSecurity } from './auth-plugin';
import { ok } from './envelope';
import { requestLocale } from './locale';
import { multipartForm } from './multipart';

/** OpenAPI `security` of each kind of route. */
const SECURITY: Record<RouteAccess, Record<string, string[]>[] | undefined> = {
  client: undefined,
  optional: [{ client: [] }, { client: [], accessToken: [] }],
  user: signedInSecurity,
};

/** What a route adds to its entry: role checks after the sign-in check, and route config. */
export interface ServeOptions<D extends RouteDef | FileRouteDef = RouteDef | FileRouteDef> {
  /** Run after the access check (e.g. farmerOnly, adminOnly). */
  guards?: preHandlerHookHandler[];
  /** Route config, e.g. `{ publicCache: true }` or a rate limit. */
  config?: FastifyContextConfig;
  /** The entry's body schema as the server checks it, where a rule needs the server's own (e.g. its clock). */
  body?: z.ZodType<BodyOut<D>>;
  /** Runs before the body is read (e.g. a per-IP attempt limit, http/rate-limit.ts). */
  onRequest?: onRequestHookHandler;
}

export type RequestOf<D extends RouteDef | FileRouteDef> = FastifyRequest<{
  Querystring: QueryOut<D>;
  Body: BodyOut<D>;
}>;

function routeOptions<D extends RouteDef | FileRouteDef>(
  app: FastifyInstance,
  entry: D,
  opts: ServeOptions<D>,
) {
  const access: preHandlerHookHandler[] =
    entry.access === 'user' ? [app.requireUser] : entry.access === 'optional' ? [app.optionalUser] : [];
  const preHandler = [...access, ...(opts.guards ?? [])];
  const errors = errorResponses(...new Set([401, ...entry.errors] as const));
  const response =
    'file' in entry
      ? { ...fileResponse(entry.summary, entry.file), ...errors }
      : { 200: successEnvelope(entry.response).meta({ description: entry.summary }), ...errors };
  return {
    method: entry.method,
    url: `/${entry.path}`,
    schema: {
      tags: [...entry.tags],
      summary: entry.summary,
      ...(entry.description && { description: entry.description }),
      ...(entry.query && { querystring: entry.query }),
      ...(entry.body && { body: opts.body ?? entry.body }),
      ...(entry.form && { consumes: ['multipart/form-data'] }),
      ...(SECURITY[entry.access] && { security: SECURITY[entry.access] }),
      response,
    },
    ...(preHandler.length > 0 && { preHandler }),
    ...(opts.onRequest && { onRequest: opts.onRequest }),
    config: {
      ...opts.config,
      ...(entry.form && multipartForm(entry.form.fields, entry.form.files)),
    },
  };
}

/** Serves a JSON route: the handler's result becomes `responseData`, checked against `entry.response`. */
export function serve<const D extends RouteDef>(
  app: FastifyInstance,
  entry: D,
  opts: ServeOptions<D>,
  handler: (req: RequestOf<D>, reply: FastifyReply) => Promise<AnswerIn<D>>,
) {
  app.route({
    ...routeOptions(app, entry, opts),
    handler: async (req: FastifyRequest, reply: FastifyReply) =>
      ok(saidIn(requestLocale(req), await handler(req as RequestOf<D>, reply))),
  });
}

/**
 * An answer's `message` (core's words: 'Farm saved.', 'Your order has been cancelled.') in the caller's
 * language, as the error handler says an error's (issue 32).
 */
function saidIn<T>(locale: Locale, answer: T): T {
  if (locale === DEFAULT_LOCALE || typeof answer !== 'object' || answer === null) return answer;
  const { message } = answer as { message?: unknown };
  return typeof message === 'string' ? { ...answer, message: translateText(locale, message) } : answer;
}

/** Serves a file download: the handler sends the bytes itself (with their content type). */
export function serveFile<const D extends FileRouteDef>(
  app: FastifyInstance,
  entry: D,
  opts: ServeOptions<D>,
  handler: (req: RequestOf<D>, reply: FastifyReply) => Promise<unknown>,
) {
  app.route({
    ...routeOptions(app, entry, opts),
    handler: (req: FastifyRequest, reply: FastifyReply) => handler(req as RequestOf<D>, reply),
  });
}
