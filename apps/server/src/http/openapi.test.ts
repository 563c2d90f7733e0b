import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/test-app';

/**
 * Issue 16.3: the OpenAPI document at /api/docs is the HTTP contract. Every operation in it says
 * what a success looks like (a 2xx with a schema) and which errors it can answer
 * (`{ error: { errorCode, responseMessage } }` for the 4xx statuses), so a route added without
 * them fails here.
 */
interface Operation {
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

let t: TestContext;
let paths: Record<string, Record<string, Operation>>;
let components: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  paths = res.json().paths;
  components = res.json().components.schemas;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
const schemaOf = (r: { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined) =>
  Object.values(r?.content ?? {})[0]?.schema;
/** A schema with the components it refers to (`$ref`) written out in place, as a reader follows them. */
const resolved = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(resolved);
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Record<string, unknown>;
  const base =
    typeof $ref === 'string' ? resolved(components[$ref.replace('#/components/schemas/', '')]) : {};
  return {
    ...(base as object),
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolved(v)])),
  };
};
/** Every `$ref` in a part of the document, as the component's name. */
const refsIn = (value: unknown) =>
  [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);

describe('the OpenAPI document', () => {
  it('lists the API', () => {
    expect(operations().length).toBeGreaterThan(80);
  });

  it('gives every operation a success response with a schema', () => {
    const missing = operations()
      .filter(({ op }) => {
        const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return success.length === 0 || success.some(([, r]) => !schemaOf(r));
      })
      .map((o) => o.name);
    expect(missing).toEqual([]);
  });

  it('gives every operation its error responses, each in the error envelope', () => {
    const missing = operations()
      // Liveness has no error answer of its own: the process answers, or nothing does.
      .filter(({ name }) => name !== 'GET /api/health')
      .filter(({ op }) => {
        const errors = Object.entries(op.responses ?? {}).filter(([status]) => /^[45]\d\d$/.test(status));
        return errors.length === 0 || errors.some(([, r]) => !schemaOf(r));
      })
      .map((o) => o.name);
    expect(missing).toEqual([]);
  });

  it('describes 4xx answers as the error envelope and 2xx answers of the API as the success envelope', () => {
    const signup = paths['/api/user/signup']?.post;
    expect(Object.keys(signup?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '409']),
    );
    expect(resolved(schemaOf(signup?.responses?.['400']))).toMatchObject({
      properties: { error: { properties: { errorCode: {}, responseMessage: {} } } },
    });
    expect(schemaOf(signup?.responses?.['200'])).toMatchObject({
      properties: { statusCode: {}, responseData: {} },
    });
    // Calls behind a signed-in user say so: 401 (errorCode 2) and 403 (17, or a role it lacks).
    expect(Object.keys(paths['/api/farmer/inventory']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    // An answer with a schema of its own lists its fields.
    expect(schemaOf(paths['/api/geo/zip']?.get?.responses?.['200'])).toMatchObject({
      properties: { responseData: { properties: { result: { properties: { city: {}, latitude: {} } } } } },
    });
  });
});

/**
 * Issue 31.2: an answer shape that several routes send (a cart, an order, a statement, the error) is
 * one component they refer to (http/openapi-components.ts), so a generated client has one type for
 * it and the document is not a copy of it per route.
 */
describe('the shared answer shapes', () => {
  it('are components the routes refer to: every cart call answers the one Cart', () => {
    const cartAnswers = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/addCart/'))
      .filter(([, ops]) => refsIn(Object.values(ops).map((op) => op.responses?.['200'])).includes('Cart'));
    expect(cartAnswers.length).toBeGreaterThanOrEqual(5);
    expect(components.Cart).toMatchObject({ type: 'object', properties: { buyList: {}, canCheckout: {} } });
    // The errors too: one ApiError, not a copy per route and status.
    expect(refsIn(paths['/api/user/signup']?.post?.responses?.['409'])).toEqual(['ApiError']);
  });

  it('refer only to components that exist, and every component is referred to', () => {
    const referred = new Set(refsIn(paths));
    for (const name of [...referred]) for (const ref of refsIn(components[name])) referred.add(ref);
    expect([...referred].filter((name) => !components[name])).toEqual([]);
    expect(Object.keys(components).filter((name) => !referred.has(name))).toEqual([]);
  });

  it('are answers only: no request refers to one (the fuzzing reads request schemas whole)', () => {
    const requests = Object.values(paths).flatMap((ops) =>
      Object.values(ops).map((op) => {
        const { responses: _answers, ...request } = op;
        return request;
      }),
    );
    expect(refsIn(requests)).toEqual([]);
  });

  it('give their examples in the OpenAPI 3.0 form, as the routes do', () => {
    expect(JSON.stringify(components)).not.toContain('"examples"');
    expect(components.Statement).toMatchObject({ example: { farmName: 'Hudson Valley Greens' } });
  });
});

/**
 * Issue 31.1: every JSON route declares its answer (its contract entry's `response`), so the
 * document types `responseData`. The routes still answering `unknown`, listed here, may only go:
 * a route converted to its entry leaves the list, and a new route without an answer schema fails.
 */
const NOT_YET_TYPED: string[] = [];

describe('the answers the document declares', () => {
  it('types responseData for every JSON route but the listed ones', () => {
    const untyped = operations()
      .filter(({ op }) => {
        const data = (schemaOf(op.responses?.['200'])?.properties as Record<string, object> | undefined)
          ?.responseData;
        return data !== undefined && Object.keys(data).filter((k) => k !== 'description').length === 0;
      })
      .map((o) => o.name)
      .sort();
    expect(untyped).toEqual([...NOT_YET_TYPED].sort());
  });

  // Issue 31.1: and shows an example of it (core's contract/examples.test.ts checks each fits).
  it('shows an example answer for every JSON route, its own or its shared shape’s', () => {
    const withoutExample = operations()
      .filter(({ op }) => {
        const data = (schemaOf(op.responses?.['200'])?.properties as Record<string, object> | undefined)
          ?.responseData as { example?: unknown; $ref?: string } | undefined;
        if (!data) return false;
        const shared = data.$ref ? components[data.$ref.replace('#/components/schemas/', '')] : undefined;
        return data.example === undefined && shared?.example === undefined;
      })
      .map((o) => o.name);
    expect(withoutExample).toEqual([]);
  });
});
