/**
 * One entry per route: the contract both sides hold (issue 31.1, docs/decisions/009). The server
 * registers each route from its entry (http/serve.ts: validation, the answer checked against
 * `response`, the OpenAPI document); the web calls `call(entry, …)` (apps/web/src/api/client.ts)
 * and gets the answer's type from `response`; the pages drawn on the server name entries too.
 */
import type { z } from 'zod';
import type { ErrorStatus } from './http';

/** Who may call: any client (with its Basic authorization), a visitor or a signed-in user, or only a signed-in user. */
export type RouteAccess = 'client' | 'optional' | 'user';

export interface RouteDef {
  method: 'GET' | 'POST';
  /** Under /api/, without a leading slash, as SPEC 7 names it: `farm/getFarm`. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: RouteAccess;
  /** The query string's schema (GET). */
  query?: z.ZodType;
  /** The JSON body's schema (POST). */
  body?: z.ZodType;
  /** A multipart form: its text fields' schema and its file fields (uploads). */
  form?: { fields: z.ZodType; files: readonly string[] };
  /** What `responseData` holds on success (the envelope `{ statusCode: 1, responseData }` is added). */
  response: z.ZodType;
  /** The error statuses the route may answer besides 401 (every route needs the client authorization). */
  errors: readonly ErrorStatus[];
}

/** A file download (CSV or PDF): the bytes themselves, not the JSON envelope. */
export interface FileRouteDef extends Omit<RouteDef, 'response'> {
  file: readonly string[];
}

/** Declares a route (kept as written: its literal path and schemas are the types both sides use). */
export const route = <const D extends RouteDef>(def: D): D => def;
/** Declares a file download route. */
export const fileRoute = <const D extends FileRouteDef>(def: D): D => def;

type Schema<D, K extends string> = D extends { [k in K]: infer S extends z.ZodType } ? S : never;

/** What a client sends in the query string (before the server's coercions and defaults). */
export type QueryIn<D extends RouteDef | FileRouteDef> = z.input<Schema<D, 'query'>>;
/** What a client sends as the JSON body. */
export type BodyIn<D extends RouteDef | FileRouteDef> = z.input<Schema<D, 'body'>>;
/** The query as the handler gets it (parsed: numbers as numbers, defaults filled). */
export type QueryOut<D extends RouteDef | FileRouteDef> = z.output<Schema<D, 'query'>>;
/** The body as the handler gets it. */
export type BodyOut<D extends RouteDef | FileRouteDef> = z.output<Schema<D, 'body'>>;
/** `responseData` as it arrives (JSON). */
export type Answer<D extends RouteDef> = z.output<D['response']>;
/** What a handler may return as `responseData` (checked against `response` before it is sent). */
export type AnswerIn<D extends RouteDef> = z.input<D['response']>;
