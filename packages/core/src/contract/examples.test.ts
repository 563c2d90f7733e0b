/**
 * The examples /api/docs shows with each answer (issue 31.1) are answers the route could give: each
 * fits the schema it illustrates, so a partner copying one gets a shape the API really sends.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index';

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
  ) as [string, { response?: z.ZodType }][];

const examplesOf = (schema: z.ZodType | undefined) =>
  ((schema && z.globalRegistry.get(schema)?.examples) ?? []) as unknown[];

describe("the contract's examples", () => {
  it('are shown for the main answers', () => {
    expect(entries.filter(([, e]) => examplesOf(e.response).length > 0).length).toBeGreaterThan(5);
  });

  it.each(entries.filter(([, e]) => examplesOf(e.response).length > 0))(
    '%s: each fits its answer',
    (_, e) => {
      for (const example of examplesOf(e.response))
        expect(e.response!.safeParse(example).error).toBeUndefined();
    },
  );
});
