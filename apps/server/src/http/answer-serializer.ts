/**
 * The response serializer (issue 31.1): every answer is encoded through its route's declared
 * schema (fastify-type-provider-zod: an answer that does not fit is refused with a 500, and fields
 * the schema does not declare are dropped, so a private column never leaks by accident). In
 * development and tests it is stricter: an answer carrying a field its schema does not declare is
 * refused too, so the contract says everything the server sends.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';

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

/** The serializer compiler for the app: lenient about extra fields only in production. */
export function answerSerializerCompiler(strict: boolean): SerializerCompiler {
  const base = createSerializerCompiler({}) as unknown as SerializerCompiler;
  if (!strict) return base;
  return (route) => {
    const serialize = base(route) as (data: unknown) => string;
    return (data: unknown) => {
      const text = serialize(data);
      const extra = undeclaredFields(data, JSON.parse(text));
      if (extra.length > 0)
        throw new Error(
          `${route.method} ${route.url}: the answer carries fields its schema does not declare: ${extra.join(', ')}`,
        );
      return text;
    };
  };
}
