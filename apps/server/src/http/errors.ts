import { ErrorCode, type ErrorCodeValue } from '@lfm/core';

/** An error the client may see: its message goes out as responseMessage with its code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCodeValue,
    message: string,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, ErrorCode.Validation, message);
export const notFound = (message = 'Not found.') => new AppError(404, ErrorCode.NotFound, message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, ErrorCode.Forbidden, message);
export const conflict = (message: string) => new AppError(409, ErrorCode.Conflict, message);
export const invalidToken = (message = 'Your session has ended. Please sign in again.') =>
  new AppError(401, ErrorCode.InvalidToken, message);
export const accountDisabled = () =>
  new AppError(403, ErrorCode.AccountDisabled, 'Your account has been disabled.');
