/** Helpers of the catalog tests: signed-in buyers of each role, the clock's moments, query counting. */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { get, PDF, signUp } from './helpers';
import type { TestContext } from './test-app';

/** The test clock's default: Wednesday 2026-11-18, 10:00 in New York. */
export const WEDNESDAY_MORNING = '2026-11-18T15:00:00Z';
/** Saturday 2026-11-21, 14:00 in New York: after the factories' default window closes (Saturday 6:00 AM). */
export const SATURDAY_AFTERNOON = '2026-11-21T19:00:00Z';

/** The responseData of a successful call (fails the test with the body otherwise). */
export function okData<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ statusCode: number; responseData: T }>();
  expect(body.statusCode).toBe(1);
  return body.responseData;
}

/** GET `url` as `token` (a visitor when absent) and return its responseData. */
export const getData = async <T>(t: TestContext, url: string, token?: string) =>
  okData<T>(await get(t, url, token));

/** Access tokens of a customer (2), a wholesaler (3, restaurant) and a school (3 with consumerType 2). */
export async function buyers(t: TestContext) {
  const [customer, wholesaler, school] = await Promise.all([
    signUp(t),
    signUp(t, { userType: 3, consumerType: 3 }, [
      { name: 'certificateImage', filename: 'ein.pdf', content: PDF },
    ]),
    signUp(t, { userType: 3, consumerType: 2 }),
  ]);
  return {
    customer: customer.accessToken,
    wholesaler: wholesaler.accessToken,
    school: school.accessToken,
  };
}

/** A statement the app sent, with its parameters. */
export interface SentQuery {
  text: string;
  params: unknown[];
}

/**
 * The SQL statements `fn` sends through the app's database client (both drivers send every
 * statement through `client.query`: node-postgres as `({ text }, params)`, PGlite as `(text, params)`).
 */
export async function captureQueries(t: TestContext, fn: () => Promise<unknown>) {
  const { session } = t.database.db as unknown as {
    session: { client: { query: (...args: unknown[]) => Promise<unknown> } };
  };
  const client = session.client;
  const original = client.query;
  const sent: SentQuery[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [q, params] = args as [string | { text: string }, unknown[] | undefined];
    sent.push({ text: typeof q === 'string' ? q : q.text, params: Array.isArray(params) ? params : [] });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return sent;
}

/** How many SQL statements `fn` sends: a list costs a fixed number of queries. */
export const countQueries = async (t: TestContext, fn: () => Promise<unknown>) =>
  (await captureQueries(t, fn)).length;

/**
 * Runs `ask` (searches at a zip) and expects `ctx` to keep `wanted` texts' matches after it: the reaching farms'
 * matches of a text are kept by its first search (modules/search/matches.ts, ADR 012).
 */
export async function searchAndKeep(ctx: TestContext, ask: () => Promise<unknown>, wanted: number) {
  await ask();
  expect(ctx.app.searchMatches!.stats().texts).toBe(wanted);
}
