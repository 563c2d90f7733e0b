/**
 * The OpenAPI document's shared answer shapes (issue 31.2): core's ANSWER_COMPONENTS, given their
 * names as zod ids, become components the routes refer to (fastify-type-provider-zod writes a
 * `$ref` for a schema with an id), instead of a copy at every route that answers them. The
 * document and the client types generated from it are 40% smaller, and say the same.
 * fastify-type-provider-zod writes each component twice, as an answer (`Cart`) and as a request
 * (`CartInput`); these are answers, so the request copies nothing refers to are left out. The
 * components are made after the swagger plugin has prepared the routes' schemas, so their examples
 * are given here the OpenAPI 3.0 form the routes' have (`example`, the first of zod's `examples`).
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANSWER_COMPONENTS } from '@lfm/core';

/** Names each shared answer shape in zod's registry, keeping what it says of itself (description, examples). */
export function nameAnswerComponents() {
  for (const [id, schema] of Object.entries(ANSWER_COMPONENTS))
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type Schema = Record<string, unknown>;
interface WithSchemas {
  components?: { schemas?: Record<string, Schema> };
}

const REF = /"#\/components\/schemas\/([^"]+)"/g;
const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(REF)].map((m) => m[1]!);

/** The components the document's paths refer to, directly or through another component. */
export function withoutUnusedSchemas<D extends WithSchemas>(document: D): D {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set(refsIn({ ...document, components: { ...document.components, schemas: {} } }));
  // A Set's iteration visits what is added while it runs: the components the used ones refer to.
  for (const name of used) for (const ref of refsIn(schemas[name])) used.add(ref);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A schema with OpenAPI 3.0's `example` (the first of `examples`) here and in the schemas inside it. */
export function withOpenApi30Examples(schema: Schema): Schema {
  const { examples, ...rest } = schema;
  const out: Schema = { ...rest };
  if (Array.isArray(examples) && examples.length > 0) out.example = examples[0];
  if (isSchema(rest.properties))
    out.properties = Object.fromEntries(
      Object.entries(rest.properties).map(([k, v]) => [k, isSchema(v) ? withOpenApi30Examples(v) : v]),
    );
  for (const key of ['items', 'additionalProperties', 'not'])
    if (isSchema(rest[key])) out[key] = withOpenApi30Examples(rest[key]);
  for (const key of ['anyOf', 'allOf', 'oneOf'])
    if (Array.isArray(rest[key]))
      out[key] = (rest[key] as unknown[]).map((v) => (isSchema(v) ? withOpenApi30Examples(v) : v));
  return out;
}

/** The swagger plugin's `transformObject`: components from the zod ids, the unused ones left out. */
export const sharedAnswerShapes: TransformObject = (input) => {
  const document = withoutUnusedSchemas(jsonSchemaTransformObject(input) as WithSchemas);
  const schemas = document.components?.schemas ?? {};
  return {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, withOpenApi30Examples(v)])),
    },
  } as ReturnType<TransformObject>;
};
