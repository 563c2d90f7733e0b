import {
  ErrorCode,
  FILE_SIZE_MESSAGE,
  GENERAL_ERRORS,
  INVALID_REQUEST,
  SERVER_ERROR,
  translateText,
  UNAVAILABLE_MESSAGE,
} from '@lfm/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './errors';
import { requestLocaleOfUser } from './locale';
import { RATE_LIMIT_MESSAGE } from './rate-limit';

/**
 * One place maps every error to the API envelope; 5xx details stay in the log, never in the response.
 * The message is said in the caller's language (issue 32): any text core made (its schemas' and rules'
 * words) is translated; another text goes out as it is.
 */
export async function errorHandler(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  const locale = await requestLocaleOfUser(req);
  const body = (errorCode: number, responseMessage: string) => ({
    error: { errorCode, responseMessage: translateText(locale, responseMessage) },
  });
  if (err instanceof AppError)
    return reply.status(err.statusCode).headers(err.headers).send(body(err.errorCode, err.message));
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    return reply.status(400).send(body(ErrorCode.Validation, first?.message ?? INVALID_REQUEST));
  }
  if (err instanceof ZodError)
    return reply.status(400).send(body(ErrorCode.Validation, err.issues[0]?.message ?? INVALID_REQUEST));
  const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status === 429) return reply.status(429).send(body(ErrorCode.RateLimited, RATE_LIMIT_MESSAGE));
  const code = (err as FastifyError).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return reply.status(413).send(body(ErrorCode.Validation, FILE_SIZE_MESSAGE));
  // @fastify/multipart's other limits (files: 1, fields: 40) are 413s too, but nothing was too large.
  if (code === 'FST_FILES_LIMIT')
    return reply.status(400).send(body(ErrorCode.Validation, GENERAL_ERRORS.oneFile));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return reply.status(400).send(body(ErrorCode.Validation, GENERAL_ERRORS.tooManyFields));
  if (status === 413) return reply.status(413).send(body(ErrorCode.Validation, GENERAL_ERRORS.tooLarge));
  if (status >= 400 && status < 500)
    return reply.status(status).send(body(ErrorCode.Validation, err.message));
  if (databaseAway(err)) {
    req.log.warn({ err: { message: err.message, code } }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(body(ErrorCode.Unavailable, UNAVAILABLE_MESSAGE));
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send(body(ErrorCode.Internal, SERVER_ERROR));
}

/**
 * The database is away (restarting, failing over, unreachable): a 503 the client may retry, not a 500.
 * PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P0x (shutdown, cannot connect now), the
 * socket's own errors, and node-postgres's messages for a connection that ended or never came.
 */
export function databaseAway(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^08|^57P0[1-3]$|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/.test(code))
      return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}
