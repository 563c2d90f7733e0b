/**
 * What a first answer costs (issue 29): bench:day's misses are nearly all URLs never asked before (a new zip's
 * list, a farm's page nobody opened yet), so what the API process spends building one is what a market day's
 * figures measure. This sends, one at a time, `--count` URLs of each kind that the process has not answered
 * before to the compiled server on the bench:data database, and reads the process's CPU time from
 * /proc/<pid>/stat around each kind: milliseconds of the API's CPU per first answer, with nothing else running.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lfm_bench npm run bench:first -- --count 150
 *
 * `--only delivery` measures only the kinds so named (with BENCH_NODE_ARGS="--cpu-prof ...", a profile of one
 * kind). With pg_stat_statements loaded, the statements the database ran per answer too.
 *
 * Linux only (/proc). Each kind starts after the previous one, on a process warmed by a round of every kind at
 * other URLs first (the per-farm keeps of kept-frames.ts fill as a day's do). The figures in docs/benchmarks.md.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_AUTH,
  PRODUCTION_ANSWERS,
  compileServer,
  cpuSeconds,
  openSql,
  startServer,
  stop,
  waitForServer,
} from './bench-lib';
import { lookUpPools, type Pools } from './bench-day-traffic';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '150' },
    port: { type: 'string', default: '3461' },
    // Only the kinds whose name contains this (e.g. 'delivery'), for a CPU profile of one kind.
    only: { type: 'string', default: '' },
  },
});
const count = Number(args.count);
const port = Number(args.port);
const url = process.env.DATABASE_URL;
if (!url)
  throw new Error('npm run bench:first needs DATABASE_URL (the database filled by npm run bench:data)');

const TEXTS = [
  'tomatoe',
  'strawbery',
  'carots',
  'letuce',
  'hony',
  'aples',
  'egs',
  'chese',
  'spinach',
  'potatos',
];

/** Each kind's i-th URL, from `from` on in its pool: a different stretch of the pools for the warm-up round. */
const kinds = (p: Pools, from: number): [string, (i: number) => string][] => {
  const list = (i: number, type: number, page: number, offset: number) =>
    `farm/getAllFarmDistributionsInventory?zipCode=${p.zips[offset + from + i]}&distributionType=${type}&page=${page}`;
  return [
    ['delivery list, a new zip', (i) => list(i, 2, 1, 1000)],
    ['delivery list, its page 2', (i) => list(i, 2, 2, 1000)],
    ['pickup list, a new zip', (i) => list(i, 1, 1, 2000)],
    ['shipping list, a new zip', (i) => list(i, 3, 1, 3000)],
    [
      'search (text asked before), a new zip',
      (i) => `search?q=${TEXTS[i % TEXTS.length]}&zipCode=${p.zips[4000 + from + i]}&distributionType=2`,
    ],
    ['farm page', (i) => `farm/viewFarmDetails?farmId=${p.farms[100 + from + i]}`],
    ['product page', (i) => `inventory/getViewDetails?inventoryId=${p.products[100 + from + i]}`],
    ['market page', (i) => `market/getMarketDetails?marketId=${p.markets[(from + i) % p.markets.length]}`],
  ];
};

const sql = await openSql({ kind: 'postgres', url });
const pools = await lookUpPools(sql, 1);
/**
 * Statements the database ran so far, when pg_stat_statements is loaded (shared_preload_libraries) and created
 * in this database; null otherwise. The count is the database's: the worker's and this script's own are in it.
 */
const statementsRun = async () => {
  try {
    const [row] = await sql.rows<{ n: string }>(
      `select coalesce(sum(calls), 0) as n from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'`,
    );
    return Number(row!.n);
  } catch {
    return null;
  }
};
// Markets are asked by turn (modulo), so any number of them will do; the other kinds need their own stretch.
if (
  pools.zips.length < 4000 + 2 * count ||
  pools.farms.length < 100 + 2 * count ||
  pools.products.length < 100 + 2 * count
)
  throw new Error(
    'too few zips, farms or products for --count: fill the database with bench:data at 10,000 farms',
  );
const compiled = compileServer();
const server = startServer(
  {
    ...PRODUCTION_ANSWERS,
    DATABASE_URL: url,
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'lfm-bench-first-')),
    WORKER_MODE: 'server',
  },
  port,
  compiled,
);
const base = `http://127.0.0.1:${port}/api/`;
const ask = async (u: string) => {
  const answer = await fetch(base + u, { headers: { authorization: BENCH_AUTH, 'accept-encoding': 'br' } });
  const bytes = (await answer.arrayBuffer()).byteLength;
  if (answer.status !== 200) throw new Error(`${u}: ${answer.status}`);
  return { cache: answer.headers.get('x-cache'), matches: answer.headers.get('x-search-matches'), bytes };
};
try {
  await waitForServer(base.slice(0, -5), server);
  // The search's texts kept (ADR 012: once asked often, one text at a time; each ask at another zip, so that
  // none is a kept answer, from the pool's end, whose zips no measured answer asks), and a round of every kind
  // at other URLs.
  for (const text of TEXTS)
    for (
      let k = 0;
      k < 200 && (await ask(`search?q=${text}&zipCode=${pools.zips.at(-1 - k)}`)).matches !== 'kept';
      k++
    )
      await new Promise((r) => setTimeout(r, 50));
  for (const [, urlOf] of kinds(pools, count)) for (let i = 0; i < count; i++) await ask(urlOf(i));
  console.log(
    `\n| first answer (${count} of each, one at a time) | API CPU per answer | wall | built | answer | statements per answer |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, urlOf] of kinds(pools, 0).filter(([name]) => name.includes(args.only))) {
    const statements0 = await statementsRun();
    const cpu0 = 1000 * cpuSeconds(server.pid);
    const t0 = performance.now();
    let built = 0;
    let bytes = 0;
    for (let i = 0; i < count; i++) {
      const answer = await ask(urlOf(i));
      if (answer.cache === 'miss') built++;
      bytes += answer.bytes;
    }
    const cpu = (1000 * cpuSeconds(server.pid) - cpu0) / count;
    const wall = (performance.now() - t0) / count;
    const statements1 = await statementsRun();
    const statements =
      statements0 == null || statements1 == null ? '-' : ((statements1 - statements0) / count).toFixed(2);
    console.log(
      `| ${name} | ${cpu.toFixed(2)} ms | ${wall.toFixed(2)} ms | ${built}/${count} | ${(bytes / count / 1000).toFixed(1)} kB | ${statements} |`,
    );
  }
} finally {
  await stop([server]);
  await sql.end();
}
