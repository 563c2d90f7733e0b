/**
 * An answer written by a function compiled from its schema (issue 29): fast-json-stringify, which Fastify
 * itself uses for JSON-schema routes, from the route's zod schema converted to JSON Schema once.
 *
 * Checking an answer with zod and then `JSON.stringify`-ing zod's copy of it was 5-7% of the API process's
 * CPU on a market day (bench:day at 200-400 requests/s, a CPU profile) and a fifth of everything it
 * allocated (a sampling heap profile): zod builds a new object for every object of the answer. The compiled
 * function writes the declared fields straight into the text, so fields the schema does not declare are
 * still left out (a private column never leaks), with no copy.
 *
 * It checks less than zod: a value of the wrong type is coerced rather than refused. So in development and
 * tests (STRICT_ANSWERS, http/answer-serializer.ts) every answer is written both ways and must say the
 * same, which the whole test suite then proves route by route; a schema it cannot express (a transform, a
 * custom type) keeps zod's serializer.
 */
import { createRequire } from 'node:module';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** A character V8 cannot hold in a one-byte (Latin-1) string: an en dash, a curly quote, an emoji's halves. */
const BEYOND_LATIN1 = /[\u0100-\uffff]/;
const BEYOND_LATIN1_EVERY = /[\u0100-\uffff]/g;
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text beyond Latin-1 is written \u-escaped, so an answer is a one-byte string (JSON reads both forms as the same
 * text; accents and ñ are Latin-1 and stay as they are). V8 keeps a string made of pieces as pieces until it is
 * read whole, and one piece of two-byte text makes the whole answer two-byte: a pickup list of 67 kB whose five en
 * dashes (a market's order window) took 1.0 ms to become the bytes sent (`Buffer.from`, flattening the compiled
 * writer's pieces) against 0.23 ms with the same text one-byte, on the AMD EPYC machine of bench:day (issue 29),
 * where it was 18% of the API's CPU building first pickup pages. Farmers' words commonly hold a curly apostrophe.
 * fast-json-stringify writes every string through its Serializer's `asString`, read when a writer is compiled, so
 * this wraps it once, before any writer is made (Fastify's own writers share the module and so write the same).
 */
const serializer = (
  createRequire(import.meta.url)('fast-json-stringify/lib/serializer') as {
    prototype: { asString(this: unknown, text: string): string };
  }
).prototype;
const jsonString = serializer.asString;
serializer.asString = function asLatin1String(text: string) {
  const json = jsonString.call(this, text);
  if (!BEYOND_LATIN1.test(json)) return json;
  // Made one-byte through latin1 bytes: a replacement built from two-byte text stays two-byte in V8.
  return Buffer.from(json.replace(BEYOND_LATIN1_EVERY, escaped), 'latin1').toString('latin1');
};

type JsonSchema = Record<string, unknown> & {
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  type?: string | string[];
};

const isNullOnly = (s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1;

/**
 * The schema as fast-json-stringify writes it best: `anyOf: [X, {type: 'null'}]` (zod's nullable) becomes X
 * with `nullable: true`, so no branch has to be chosen by validating the value (fast-json-stringify picks
 * an `anyOf` branch with ajv, against each branch in turn), and `additionalProperties: false` goes (the
 * compiled function writes only declared properties anyway; ajv would refuse a branch for an undeclared one).
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'properties' || key === '$defs' || key === 'definitions')
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, simplify(v)]),
      );
    else if (key === 'examples' || key === 'example' || key === 'description' || key === 'default') continue;
    else out[key] = simplify(value);
  }
  const branches = out.anyOf ?? out.oneOf;
  if (branches && branches.length === 2 && branches.some(isNullOnly)) {
    const other = branches.find((b) => !isNullOnly(b))!;
    if (!other.anyOf && !other.oneOf && !other.$ref && typeof other.type === 'string') {
      const { anyOf: _a, oneOf: _o, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/**
 * The compiled writer for `schema`, or null when its JSON Schema cannot say what zod checks (a transform or
 * a custom type) or fast-json-stringify cannot compile it: such a route keeps zod's serializer.
 */
export function compileAnswerWriter(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'ref',
    });
    return fastJson(simplify(json) as Parameters<typeof fastJson>[0], { rounding: 'trunc' });
  } catch {
    // Made at a route's first answer in production: a schema either side cannot take must not fail every
    // answer of the route, so it keeps zod's serializer.
    return null;
  }
}
