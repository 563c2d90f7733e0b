/**
 * fast-check arbitraries of a route's input, from its zod schema (through its JSON Schema): values
 * that fit the schema, and the same values with one part made malformed, oversized, wrong-typed or
 * at a boundary (NUL and other control characters, huge and negative ints, bad time zones).
 */
import fc from 'fast-check';
import { z, type ZodType } from 'zod';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: Json;
}

export const toJsonSchema = (schema: ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Values that break things: the probe's findings (issue 13.2) and the usual suspects. */
export const NASTY: Json[] = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f',
  'line\nbreak',
  '',
  ' ',
  'x'.repeat(10_000),
  '😀'.repeat(50),
  '\ud800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '=HYPERLINK("http://x","y")',
  'Mars/Olympus',
  '+05:00',
  'America/New_York\u0000',
  '2147483648',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '1.5',
  0,
  -1,
  1.5,
  32_768,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  [null],
  ['\u0000'],
  {},
  { __proto__: { polluted: true } } as unknown as Json,
  { constructor: { prototype: { polluted: true } } },
  { nested: { deeper: ['\u0000', 2_147_483_648] } },
];
export const nasty = fc.constantFrom(...NASTY);

/** Ids and numbers of the records the world holds are small: favour them so valid calls hit something. */
const small = fc.integer({ min: 1, max: 12 });

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  const max = s.maximum ?? 1_000_000;
  const lo = Math.max(min, -1_000_000_000);
  const hi = Math.min(max, 1_000_000_000);
  if (lo > hi) return fc.constant(lo);
  const base = integer ? fc.integer({ min: lo, max: hi }) : fc.double({ min: lo, max: hi, noNaN: true });
  const edges = fc.constantFrom(lo, hi);
  return lo <= 1 && hi >= 12 ? fc.oneof(small, base, edges) : fc.oneof(base, edges);
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200));
    } catch {
      /* an expression fast-check cannot generate from: plain strings below */
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constantFrom('Kale', 'America/New_York', 'Pickup', '12401', 'demo1234', 'a@example.com'),
  );
}

/** A value that fits `s` (as far as its JSON Schema says; refinements may still refuse it). */
export function validArb(s: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validArb(a, depth + 1)));
  if (s.allOf?.length)
    return fc
      .tuple(...s.allOf.map((a) => validArb(a, depth + 1)))
      .map((parts) =>
        Object.assign({}, ...parts.filter((p) => p && typeof p === 'object' && !Array.isArray(p))),
      );
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? validArb(s.items, depth + 1) : small, {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const entries = Object.entries(props).map(([k, p]) => {
        const v = validArb(p, depth + 1);
        return [k, required.has(k) ? v : fc.option(v, { nil: undefined, freq: 3 })] as const;
      });
      return fc.record(Object.fromEntries(entries)).map((o) => {
        const out: Record<string, Json> = {};
        for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v as Json;
        return out;
      });
    }
    default:
      // Anything the schema leaves open (z.unknown, preprocess): small numbers and words.
      return fc.oneof(small, fc.constantFrom('1', 'true', 'Kale'));
  }
}

/** `value` with one property replaced by a nasty value, removed, or an unknown one added. */
function mutateObject(value: Record<string, Json>, keys: string[]): fc.Arbitrary<Json> {
  const all = keys.length ? keys : ['x'];
  return fc.oneof(
    fc.tuple(fc.constantFrom(...all), nasty).map(([k, v]) => ({ ...value, [k]: v })),
    fc.tuple(fc.constantFrom(...all), nasty).map(([k, v]) => ({ ...value, [k]: [v, v] })),
    fc.constantFrom(...all).map((k) => {
      const { [k]: _gone, ...rest } = value;
      return rest;
    }),
    nasty.map((v) => ({ ...value, unexpected: v })),
  );
}

/** An input and whether it fits the schema's shape (refinements may still refuse it). */
export interface Input {
  value: Json;
  fits: boolean;
}

/** An input for a schema: fitting (40%), one part broken (50%), or wholly something else (10%). */
export function inputArb(schema: ZodType): fc.Arbitrary<Input> {
  const json = toJsonSchema(schema);
  const valid = validArb(json);
  const keys = Object.keys(json.properties ?? {});
  const mutated = valid.chain((v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? mutateObject(v, keys) : nasty,
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => ({ value, fits: true })) },
    { weight: 5, arbitrary: mutated.map((value) => ({ value, fits: false })) },
    { weight: 1, arbitrary: nasty.map((value) => ({ value, fits: false })) },
  );
}

/** encodeURIComponent, but a lone surrogate (not valid UTF-16) goes as U+FFFD instead of throwing. */
export const encode = (v: string) => encodeURIComponent(Buffer.from(v).toString());

/** A query string of an input: arrays repeat the key, objects go as JSON, null as empty. */
export function toQuery(input: Json): string {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return `q=${encode(JSON.stringify(input))}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(input)) {
    const values = Array.isArray(v) ? v : [v];
    for (const one of values)
      parts.push(
        `${encode(k)}=${encode(
          one === null ? '' : typeof one === 'object' ? JSON.stringify(one) : String(one),
        )}`,
      );
  }
  return parts.join('&');
}

/** Text fields of a multipart form from an input. */
export function toFormFields(input: Json): Record<string, string> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { value: JSON.stringify(input) };
  return Object.fromEntries(
    Object.entries(input).map(([k, v]) => [
      k,
      v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
    ]),
  );
}
