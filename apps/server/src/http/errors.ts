import { ErrorCode, GENERAL_ERRORS, type ErrorCodeValue } from '@lfm/core';

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
export const notFound = (message = GENERAL_ERRORS.notFound) => new AppError(404, ErrorCode.NotFound, message);
export const forbidden = (message = GENERAL_ERRORS.forbidden) =>
  new AppError(403, ErrorCode.Forbidden, message);
export const conflict = (message: string) => new AppError(409, ErrorCode.Conflict, message);
export const invalidToken = (message = GENERAL_ERRORS.sessionEnded) =>
  new AppError(401, ErrorCode.InvalidToken, message);
export const accountDisabled = () =>
  new AppError(403, ErrorCode.AccountDisabled, GENERAL_ERRORS.accountDisabled);
