/**
 * The response serializer (issue 31.1): every answer is written through its route's declared
 * schema, and fields the schema does not declare are dropped, so a private column never leaks by
 * accident. In production a function compiled from the schema writes it (http/fast-answer.ts, issue 29);
 * in development and tests zod checks it first (fastify-type-provider-zod: an answer that does not fit
 * is refused with a 500, and so is one carrying a field its schema does not declare, so the contract
 * says everything the server sends) and the compiled function must agree.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileAnswerWriter } from './fast-answer';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Paths (`responseData.result.0.secret`) present in what the handler returned but not in the encoded answer. */
export function undeclaredFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((v, i) => undeclaredFields(v, kept[i], `${path}${i}.`));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in kept)) return [`${path}${key}`];
    return undeclaredFields(value, kept[key], `${path}${key}.`);
  });
}

type SerializerCompiler = FastifySerializerCompiler<unknown>;

/** The route's answer schema as fastify-type-provider-zod takes it: a zod schema, or `{ properties }` around one. */
const zodSchemaOf = (schema: unknown): z.ZodType | null => {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof z.ZodType ? inner : null;
};

/**
 * The serializer compiler for the app. In production an answer is written by a function compiled from its
 * schema (http/fast-answer.ts), made at the route's first answer. In development and tests (`strict`) zod
 * checks the answer first (a field it does not declare is refused too, so the contract says everything the
 * server sends) and the compiled function's text must say exactly what zod's does: every test's answers are
 * the compiled function's, proven equal to zod's.
 */
export function answerSerializerCompiler(strict: boolean): SerializerCompiler {
  const base = createSerializerCompiler({}) as unknown as SerializerCompiler;
  return (route) => {
    const checked = base(route) as (data: unknown) => string;
    const schema = zodSchemaOf(route.schema);
    let compiled: ((data: unknown) => string) | null | undefined = schema ? undefined : null;
    const writer = () => (compiled === undefined ? (compiled = compileAnswerWriter(schema!)) : compiled);
    if (!strict) return (data: unknown) => (writer() ?? checked)(data);
    return (data: unknown) => {
      const text = checked(data);
      const kept: unknown = JSON.parse(text);
      const extra = undeclaredFields(data, kept);
      if (extra.length > 0)
        throw new Error(
          `${route.method} ${route.url}: the answer carries fields its schema does not declare: ${extra.join(', ')}`,
        );
      const write = writer();
      if (!write) return text;
      const fast = write(data);
      if (!isDeepStrictEqual(JSON.parse(fast), kept))
        throw new Error(
          `${route.method} ${route.url}: the compiled writer's answer differs from zod's:\n${fast.slice(0, 2000)}\n${text.slice(0, 2000)}`,
        );
      return fast;
    };
  };
}
