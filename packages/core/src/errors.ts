/** API error codes (ARCHITECTURE: API). 2 and 17 end the session in the web app. */
export const ErrorCode = {
  Validation: 1,
  InvalidToken: 2,
  Unauthorized: 3,
  Forbidden: 4,
  NotFound: 5,
  Conflict: 6,
  InvalidCredentials: 7,
  RateLimited: 8,
  InvalidResetToken: 9,
  PaymentFailed: 10,
  Internal: 99,
  /** 503: the database is away for a moment (a restart, a failover); nothing was done, try again. */
  Unavailable: 98,
  AccountDisabled: 17,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
/** Codes after which the web app clears the session and returns to '/' (SPEC 4). */
export const SESSION_ENDING_CODES: readonly number[] = [ErrorCode.InvalidToken, ErrorCode.AccountDisabled];

/** A signed-in call without an access token (errorCode 2); the web app's sign-in prompts say the same. */
export const NOT_SIGNED_IN = 'You are not Signed In';
/** Every 5xx: the details stay in the server's log. */
export const SERVER_ERROR = 'Something went wrong on our side. Please try again.';
/** A 503 while the database is away (issue 34.5): the request changed nothing. */
export const UNAVAILABLE_MESSAGE = 'The marketplace is briefly unavailable. Please try again in a moment.';

export interface ApiErrorBody {
  error: { errorCode: number; responseMessage: string };
}
export interface ApiSuccess<T> {
  statusCode: 1;
  responseData: T;
}

/** A 429's message (issue 13.9): when the person may try again, rounded up to what they can act on. */
export function tryAgainMessage(seconds: number) {
  const s = Math.max(1, Math.ceil(seconds));
  const wait =
    s < 60
      ? `${s} second${s === 1 ? '' : 's'}`
      : `${Math.ceil(s / 60)} minute${Math.ceil(s / 60) === 1 ? '' : 's'}`;
  return `Too many attempts. Please try again in ${wait}.`;
}
