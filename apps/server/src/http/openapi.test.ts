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
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  paths = res.json().paths;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
const schemaOf = (r: { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined) =>
  Object.values(r?.content ?? {})[0]?.schema;

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
    expect(schemaOf(signup?.responses?.['400'])).toMatchObject({
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
});
