/**
 * The API's envelope as zod (ARCHITECTURE: API; SPEC 7): what every route answers, for the
 * OpenAPI document at /api/docs and for the server's response serializer. The answers' shapes
 * inside `responseData` are the DTO interfaces of ../*-types.ts.
 */
import { z } from 'zod';

/** What an error says: its code (../errors.ts) and the message for the person. */
export const apiErrorBodySchema = z.object({
  errorCode: z
    .number()
    .int()
    .meta({ description: '2 = missing, invalid or expired access token; 17 = account disabled.' }),
  responseMessage: z.string().meta({ description: 'What to show the person.' }),
});

/** Every 4xx and 5xx: `{ error: { errorCode, responseMessage } }`. */
export const apiErrorSchema = z.object({ error: apiErrorBodySchema });
export type ApiErrorSchema = z.infer<typeof apiErrorSchema>;

/** SPEC 7's success envelope around `data`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.literal(1), responseData: data });

/** An instant on the wire: ISO 8601 in UTC (`Date.prototype.toISOString`), e.g. 2026-11-21T17:00:00.000Z. */
export const instantSchema = z.iso.datetime();

/** `{ message }`: the answer of calls that only confirm (sign-up to the newsletter, logout, remove a card). */
export const messageResponseSchema = z.object({ message: z.string() });

/**
 * A route's success answer: the envelope, checked on the way out by the response serializer.
 * `responseData` is one of the DTO interfaces of the core's *-types.ts, which the services are
 * typed with; `data` describes it here where it is worth a schema of its own.
 */
export const okResponse = (
  description = 'Done: `{ statusCode: 1, responseData }`.',
  data: z.ZodType = z.unknown(),
) => ({
  200: successEnvelope(data).meta({ description }),
});

/** A file's bytes (or text), sent as they are. */
const fileBody = z
  .custom<string | Uint8Array>(() => true)
  .meta({ type: 'string', format: 'binary', description: 'The file.' });

/** A file download (CSV or PDF), sent as it is rather than in the envelope. */
export const fileResponse = (description: string, types: readonly string[]) => ({
  200: {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: fileBody }])),
  },
});

/** Why a route may answer a status, as the OpenAPI document says it. */
const ERROR_REASONS = {
  400: 'The request is not valid: the message names the field and the rule.',
  401: 'No client authorization, or (errorCode 2) the access token is missing, invalid or expired.',
  403: 'Not allowed for this account (errorCode 4), or the account is disabled (errorCode 17).',
  404: 'The record does not exist or is not yours.',
  409: 'The request conflicts with the current state.',
  429: 'Too many attempts: the message and Retry-After say when to try again.',
  503: 'Not ready for traffic (shutting down, or the database is unreachable or not migrated).',
} as const;
export type ErrorStatus = keyof typeof ERROR_REASONS;

/** The error answers of a route, each `{ error: { errorCode, responseMessage } }`. */
export const errorResponses = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, apiErrorSchema.meta({ description: ERROR_REASONS[status] })]),
  ) as Record<ErrorStatus, typeof apiErrorSchema>;

/**
 * What a client sends to a call whose parsed request is `T` (`z.output` of its schema: numbers as
 * numbers, not the text a query carries): optional unless named in `Required`, since the server
 * fills the defaults; `Omitted` fields are the server's to ignore.
 */
export type ClientRequest<T, Required extends keyof T = never, Omitted extends keyof T = never> = Partial<
  Omit<T, Required | Omitted>
> &
  Pick<T, Required>;

/** Fields every role-aware catalog query accepts (SPEC 7) that a client need not send. */
export type ViewerFields = 'showTestProduct' | 'userType';
