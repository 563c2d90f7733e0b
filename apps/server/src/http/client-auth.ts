import { timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@lfm/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** SPEC 6: every API request carries the app's Basic authorization (client id and secret). */
export function clientAuthCheck(clientId: string, clientSecret: string) {
  const expected = Buffer.from(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
  return async (req: FastifyRequest) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(401, ErrorCode.Unauthorized, 'This client is not authorized.');
  };
}
