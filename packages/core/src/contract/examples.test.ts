/**
 * The examples /api/docs shows with each answer (issue 31.1) are answers the route could give: every
 * route with a JSON answer has one, and each parses with the route's own response schema, so an
 * example cannot drift from the schema it documents. The shared answer shapes (ANSWER_COMPONENTS)
 * that carry an example of their own are held to theirs the same way.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index';
import { ANSWER_COMPONENTS } from './components';

const entries = Object.entries(core)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([area, calls]) =>
    Object.entries(calls as Record<string, unknown>).map(([name, e]) => [`${area}.${name}`, e]),
  )
  .flatMap(([name, e]) =>
    // day-messages nests its calls one level deeper (farmer/host)
    e && typeof e === 'object' && !('path' in e)
      ? Object.entries(e).map(([n, x]) => [`${name}.${n}`, x])
      : [[name, e]],
  ) as [string, { path: string; response?: z.ZodType; file?: readonly string[] }][];
/** The routes that answer JSON (the others send a file: `file` instead of `response`). */
const jsonRoutes = entries.filter(([, e]) => e.response);

const examplesOf = (schema: z.ZodType | undefined) =>
  ((schema && z.globalRegistry.get(schema)?.examples) ?? []) as unknown[];
/**
 * Each example parses with `schema` (its first problems, by where in the answer they are) and comes
 * out as it went in: a field the schema does not know would be dropped, as the serializer drops it.
 */
function expectFits(schema: z.ZodType, examples: unknown[]) {
  for (const example of examples) {
    const parsed = schema.safeParse(example);
    expect(
      parsed.error?.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toBeUndefined();
    expect(parsed.data).toStrictEqual(example);
  }
}

describe("the contract's examples", () => {
  it('are read from every route of the contract', () => {
    expect(jsonRoutes.length).toBeGreaterThan(100);
    expect(entries.filter(([, e]) => !e.response).every(([, e]) => e.file?.length)).toBe(true);
  });

  it('are given for every route with a JSON answer', () => {
    expect(jsonRoutes.filter(([, e]) => examplesOf(e.response).length === 0).map(([n]) => n)).toEqual([]);
  });

  it.each(jsonRoutes)("%s: each parses with the route's response schema", (_, e) => {
    expectFits(e.response!, examplesOf(e.response));
  });

  it.each(Object.entries(ANSWER_COMPONENTS).filter(([, s]) => examplesOf(s).length > 0))(
    'the shared answer %s: its own examples parse with it',
    (_, schema) => {
      expectFits(schema, examplesOf(schema));
    },
  );
});
