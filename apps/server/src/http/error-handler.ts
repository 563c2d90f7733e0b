import { ErrorCode, FILE_SIZE_MESSAGE, INVALID_REQUEST, SERVER_ERROR } from '@lfm/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from './errors';
import { RATE_LIMIT_MESSAGE } from './rate-limit';

const body = (errorCode: number, responseMessage: string) => ({ error: { errorCode, responseMessage } });

/** One place maps every error to the API envelope; 5xx details stay in the log, never in the response. */
export function errorHandler(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
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
    return reply.status(400).send(body(ErrorCode.Validation, 'Please upload one file at a time.'));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return reply.status(400).send(body(ErrorCode.Validation, 'The form has too many fields.'));
  if (status === 413) return reply.status(413).send(body(ErrorCode.Validation, 'The request is too large.'));
  if (status >= 400 && status < 500)
    return reply.status(status).send(body(ErrorCode.Validation, err.message));
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send(body(ErrorCode.Internal, SERVER_ERROR));
}
