import type { Answer, BodyIn, FileRouteDef, QueryOut, RouteDef } from '@lfm/core';
import { ErrorCode, GENERAL_ERRORS, SERVER_ERROR, type ApiErrorBody } from '@lfm/core/errors';
import { LANG_PARAM, type Locale } from '@lfm/core/i18n/locales';
import { SESSION_MODE_COOKIE, SESSION_MODE_HEADER } from '@lfm/core/session-cookie';
import { activeLocale, tTextNow } from '../lib/i18n';

const CLIENT_AUTH = `Basic ${btoa(`${__CLIENT_ID__}:${__CLIENT_SECRET__}`)}`;

/** A failed call: the server's errorCode and responseMessage. The client never shows UI itself. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The client authorization (SPEC 6). The session travels as the HttpOnly cookie the browser sends by
 * itself (issue 34.1); the mode header asks sign-in, sign-up and reset to answer with that cookie.
 */
export function authHeaders(): Record<string, string> {
  // The server answers (its error messages) in the page's language when no cookie says otherwise.
  return {
    authorization: CLIENT_AUTH,
    'accept-language': activeLocale(),
    [SESSION_MODE_HEADER]: SESSION_MODE_COOKIE,
  };
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  /** JSON body */
  body?: unknown;
  /** multipart body */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * The language of the answer's words (`?lang=`, which the server puts before the cookie): a query kept by
   * its language asks in that language, even while a switch has not reached the cookie yet.
   */
  lang?: Locale;
}

/** Calls `/api/{path}` (through `call(entry, …)`: no page names a path itself) with the client authorization (the session cookie goes along); resolves to responseData. */
export async function api<T>(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<T> {
  // (no window when a page is drawn on the server: prerender.tsx's renderUrl answers by path)
  const url = new URL(
    `/api/${path}`,
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  );
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  if (opts.lang) url.searchParams.set(LANG_PARAM, opts.lang);
  const headers = authHeaders();
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, ErrorCode.Internal, tTextNow(GENERAL_ERRORS.unreachable));
  }
  const json = (await res.json().catch(() => null)) as ({ responseData?: T } & Partial<ApiErrorBody>) | null;
  if (!res.ok || !json || json.error) {
    throw new ApiError(
      res.status,
      json?.error?.errorCode ?? ErrorCode.Internal,
      json?.error?.responseMessage ?? tTextNow(SERVER_ERROR),
    );
  }
  return json.responseData as T;
}

type QueryValue = string | number | boolean | undefined | null;
/** The query a client sends: the route's parsed fields, each as a value (the server coerces text). */
export type QueryOf<D extends RouteDef | FileRouteDef> = {
  [K in keyof QueryOut<D>]?: QueryOut<D>[K] extends QueryValue ? QueryOut<D>[K] : QueryValue;
};

export interface CallOptions<D extends RouteDef> {
  query?: QueryOf<D>;
  body?: BodyIn<D>;
  /** A multipart form (uploads), for entries with a `form`. */
  form?: FormData;
  signal?: AbortSignal;
  lang?: Locale;
}

/**
 * Calls a route of the contract (packages/core/src/contract): its method and path come from the
 * entry, the answer's type from its `response` schema.
 */
export const call = <D extends RouteDef>(entry: D, opts: CallOptions<D> = {}): Promise<Answer<D>> =>
  api<Answer<D>>(entry.method, entry.path, opts as RequestOptions);

/**
 * The address of a file route (CSV, PDF) with its query, for `download`: in the page's language (`?lang=`,
 * issue 32), so the file reads as the page does wherever the address is opened.
 */
export function fileUrl<D extends FileRouteDef>(entry: D, query: QueryOf<D> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  params.set(LANG_PARAM, activeLocale());
  return `${entry.path}?${params.toString()}`;
}
