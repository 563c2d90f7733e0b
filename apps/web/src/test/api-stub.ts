import { vi } from 'vitest';
import type { z } from 'zod';

export interface ApiCall {
  method: string;
  /** The path after /api/, e.g. 'user/login'. */
  path: string;
  body: unknown;
  /** The language the call asked its answer in (`?lang=`), when it asked for one. */
  lang?: string;
}

/** An answer that is an API error (`{ error: { errorCode, responseMessage } }`). */
export class ApiErrorAnswer {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    readonly message: string,
  ) {}
}

/**
 * Replaces the network: each call to `/api/{path}` answers `{ statusCode: 1, responseData }` from
 * `answers[path]` (or the error it names); a path without an answer is a 500.
 * Returns the calls made, in order.
 */
export function stubApi(answers: Record<string, unknown> = {}) {
  const calls: ApiCall[] = [];
  const error = (status: number, errorCode: number, responseMessage: string) =>
    Response.json({ error: { errorCode, responseMessage } }, { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const address = new URL(String(url));
      const path = address.pathname.replace(/^\/api\//, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      calls.push({
        method: init?.method ?? 'GET',
        path,
        body,
        lang: address.searchParams.get('lang') ?? undefined,
      });
      const answer = answers[path];
      if (answer === undefined) return error(500, 99, `No stubbed answer for ${path}`);
      if (answer instanceof ApiErrorAnswer) return error(answer.status, answer.errorCode, answer.message);
      return Response.json({ statusCode: 1, responseData: answer });
    }),
  );
  return calls;
}

/** The messages a core schema gives `values`, by field: what a form built on it must show. */
export function schemaMessages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}
