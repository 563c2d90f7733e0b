/**
 * Issue 13.4: requests generated from every route's schemas, signed out and as every role, with
 * malformed, oversized, wrong-typed and boundary values. None may answer 5xx, and none that is
 * refused (4xx) may change a row. FUZZ_RUNS and FUZZ_SEED set the run (`npm run fuzz -- --runs N`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test-app';
import { apiRoutes, routesWithoutSchema, SCHEMA_LESS, type ProbedRoute } from './route-table';
import { allowedCallers, coverageTable, formatFigures, runFuzz } from './fuzz';
import { buildWorld, type World } from './world';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 1313);

let t: TestContext;
let world: World;
let routes: ProbedRoute[];
beforeAll(async () => {
  // Rate limits would answer 429 before the schemas are reached.
  t = await buildTestApp({ RATE_LIMIT: 'false' });
  world = await buildWorld(t);
  routes = apiRoutes(t.app);
}, 180_000);
afterAll(() => t?.close());

describe('the route table', () => {
  it('every route declares the schemas of its input, or is listed as taking none with a reason', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routesWithoutSchema(routes)).toEqual([]);
    // The list names only routes that exist.
    expect(Object.keys(SCHEMA_LESS).filter((k) => !routes.some((r) => r.key === k))).toEqual([]);
  });
});

describe('fuzz', () => {
  it(
    `${RUNS} generated requests: no 5xx, and no refused request changes a row`,
    async () => {
      const started = performance.now();
      const figures = await runFuzz(t, world, routes, { runs: RUNS, seed: SEED });
      console.log(formatFigures(figures, (performance.now() - started) / 1000));
      if (process.env.FUZZ_TABLE) console.log(coverageTable(figures));
      expect(figures.requests).toBe(RUNS);
      expect(figures.routesProbed).toBe(routes.length);
      expect(figures.serverErrors).toEqual([]);
      expect(figures.rowsChanged).toEqual([]);
      expect(figures.acceptedWrites).toBeGreaterThan(0);
      // Issue 34.3: every route got well-formed requests from each caller it allows (none at 0).
      const empty = routes.flatMap((r) =>
        allowedCallers(r)
          .filter((who) => !figures.coverage[r.key]?.[who]?.sent)
          .map((who) => `${r.key} as ${who}`),
      );
      expect(empty).toEqual([]);
    },
    RUNS * 500 + 60_000,
  );
});
