import { msg } from './i18n/translate';

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
export const NOT_SIGNED_IN = msg('error.notSignedIn');
/** Every 5xx: the details stay in the server's log. */
export const SERVER_ERROR = msg('error.server');
/** A 503 while the database is away (issue 34.5): the request changed nothing. */
export const UNAVAILABLE_MESSAGE = msg('error.unavailable');

/** The server's other general answers (apps/server/src/http). */
export const GENERAL_ERRORS = {
  notFound: msg('notFound.any'),
  forbidden: msg('error.forbidden'),
  sessionEnded: msg('error.sessionEnded'),
  accountDisabled: msg('error.accountDisabled'),
  oneFile: msg('error.oneFile'),
  tooManyFields: msg('error.tooManyFields'),
  tooLarge: msg('error.tooLarge'),
  /** A 429 whose wait is unknown. */
  rateLimited: msg('error.rateLimited'),
  /** The web app's, when the request never reached the server. */
  unreachable: msg('error.unreachable'),
} as const;

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
  return s < 60
    ? msg('error.tryAgainSeconds', { n: s })
    : msg('error.tryAgainMinutes', { n: Math.ceil(s / 60) });
}
