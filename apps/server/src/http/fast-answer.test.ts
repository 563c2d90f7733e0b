/**
 * Issue 29: production writes answers with a function compiled from the route's schema
 * (http/fast-answer.ts). It must write what zod's check-then-stringify wrote, and leave out what the
 * schema does not declare. (In tests every route's answers are also compared with zod's as they are sent:
 * answer-serializer.ts.)
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartApi, farmsApi, inventoryApi, marketsApi, searchApi, successEnvelope } from '@lfm/core';
import { compileAnswerWriter } from './fast-answer';

const shape = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  farm: z.object({ id: z.number(), name: z.string() }).nullable(),
  unit: z.enum(['lb', 'each']),
  organic: z.boolean().optional(),
  tags: z.array(z.string()),
  prices: z.record(z.string(), z.number()),
  kind: z.union([z.object({ pickup: z.string() }), z.object({ zip: z.string() })]),
  status: z.literal(1),
});

/** What zod's serializer wrote: the value checked (undeclared fields dropped), then stringified. */
const zodText = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

describe('an answer written by the compiled function', () => {
  const write = compileAnswerWriter(shape)!;

  it.each([
    {
      id: 7,
      name: 'Eggs "brown" \u2028 ñ',
      note: null,
      farm: { id: 1, name: 'Hill' },
      unit: 'lb',
      organic: true,
      tags: ['a', 'b'],
      prices: { lb: 550, half: 300 },
      kind: { pickup: 'Market' },
      status: 1,
    },
    {
      id: 8,
      name: '',
      note: 'n',
      farm: null,
      unit: 'each',
      tags: [],
      prices: {},
      kind: { zip: '12534' },
      status: 1,
    },
  ])('says what zod said ($id)', (value) => {
    expect(JSON.parse(write(value))).toEqual(JSON.parse(zodText(shape, value)));
  });

  it('leaves out the fields the schema does not declare, at every depth', () => {
    const value = {
      id: 1,
      name: 'x',
      note: null,
      farm: { id: 1, name: 'Hill', passwordHash: 'secret' },
      unit: 'lb',
      tags: [],
      prices: {},
      kind: { pickup: 'Market', hostEmail: 'secret' },
      status: 1,
      stripeAccount: 'secret',
    };
    const text = write(value);
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual(JSON.parse(zodText(shape, value)));
  });

  it('writes text beyond Latin-1 \\u-escaped, so the answer is one-byte text that reads back the same', () => {
    const value = {
      id: 9,
      name: 'The farmer’s tomatoes 🍅, Sunday 6:00 AM – Friday 6:00 AM',
      note: 'Jalapeño \ud800 alone',
      farm: { id: 1, name: 'Señora’s “Hill”' },
      unit: 'each',
      tags: ['café', '—', 'plain'],
      prices: {},
      kind: { pickup: 'Market' },
      status: 1,
    };
    const text = write(value);
    expect(text).not.toMatch(/[\u0100-\uffff]/);
    // Latin-1 stays as it is; the en dash, the curly quotes and the tomato's two halves are escaped.
    expect(text).toContain('Jalapeño');
    expect(text).toContain('\\u2013');
    expect(text).toContain('\\ud83c\\udf45');
    expect(JSON.parse(text)).toEqual(JSON.parse(zodText(shape, value)));
    expect(JSON.parse(text).name).toBe(value.name);
  });

  it('keeps zod for a schema JSON Schema cannot say', () => {
    expect(compileAnswerWriter(z.object({ at: z.string().transform((s) => s.length) }))).toBeNull();
  });

  it('compiles every answer of the catalogue, the search and the cart', () => {
    const entries = [farmsApi, inventoryApi, marketsApi, searchApi, cartApi].flatMap((api) =>
      Object.values(api),
    );
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries)
      expect(compileAnswerWriter(successEnvelope(entry.response)), entry.path).not.toBeNull();
  });
});
