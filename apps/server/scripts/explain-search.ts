/**
 * One search as the API runs it, three times, with each statement's plan (EXPLAIN ANALYZE through
 * PostgreSQL's auto_explain, sent back as notices): how long each run took and where the time went.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lfm_bench npx tsx apps/server/scripts/explain-search.ts tomatoe 07020 2
 *
 * Arguments: the words, a zip (optional) and a way (1 pickup, 2 delivery, 3 shipping; optional). The
 * viewer is a visitor; the plans of the first and the last run are printed. The text's matches are kept as the server keeps
 * them (modules/search/matches.ts): the first run reads the reaching farms' matches, the others take them as
 * kept; SEARCH_MATCHES_MB=0 pages every run in SQL from the indexes.
 */
import { postgresDatabase } from '../src/db/client';
import { silentLog } from '../src/lib/log';
import { zipGeocoder } from '../src/adapters/geocoder';
import { searchItems } from '../src/modules/search/service';
import { keepSearchMatches } from '../src/modules/search/matches';
import { CATALOG_CHANNEL } from '../src/http/public-cache';
import type { Viewer } from '../src/modules/catalog';
import type { AppDeps } from '../src/app-deps';
import { searchQuerySchema } from '@lfm/core';
const database = postgresDatabase(process.env.DATABASE_URL!, { poolSize: 1, log: silentLog });
const mb = Number(process.env.SEARCH_MATCHES_MB ?? 64);
const matches = mb > 0 ? await keepSearchMatches(database, CATALOG_CHANNEL, mb * 1024 * 1024) : null;
await new Promise((r) => setTimeout(r, 200)); // the LISTEN connection comes up
const plans: string[] = [];
// Both pools: the app's, and the one whose statements are planned at each call (the search's text matches).
for (const pool of [database.pool!, database.perCallPool!])
  pool.on('connect', (c) => {
    c.on('notice', (n) => plans.push(n.message ?? ''));
    void c.query(
      `LOAD 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice; set client_min_messages = notice`,
    );
  });
// What the answer reads is for the kept answers' keys: nothing keeps it here.
const reads = new Proxy({}, { get: () => () => {} }) as Viewer['reads'];
const viewer: Viewer = { userType: null, showTestProduct: false, isOpen: () => true, now: new Date(), reads };
const deps = { database, geocoder: zipGeocoder() } as unknown as AppDeps;
const [q, zip, way] = process.argv.slice(2);
const query = searchQuerySchema.parse({ q, zipCode: zip || undefined, distributionType: way || undefined });
// With the kept matches, run 0 reads every reaching farm's matches (as a text's first search at the zip does) and
// the later runs take them as kept; the plans of run 0 and of the last run are printed.
const planned: string[][] = [];
for (let i = 0; i < 3; i++) {
  plans.length = 0;
  const t = performance.now();
  const r = await searchItems(deps, viewer, query, matches);
  console.log(
    `run ${i}: ${(performance.now() - t).toFixed(0)} ms, total ${r.total}, farms ${r.farms.length}`,
  );
  planned.push([...plans]);
}
for (const i of [0, 2]) console.log(`\n== the plans of run ${i}\n\n${planned[i]!.join('\n\n')}`);
await matches?.stop();
await database.close();
