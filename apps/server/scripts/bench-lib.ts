/** What the benchmarks (bench.ts, bench-day.ts, bench-checkout.ts, bench-catalog.ts) share. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPglite } from '../src/db/client';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** A Wednesday 10:00 in New York: the factories' default window (Sunday 6 AM - Saturday 6 AM) is open. */
export const CLOCK_START = '2026-11-18T15:00:00Z';

/** The API client the benchmarks' servers are configured with, and its Basic authorization. */
export const BENCH_CLIENT = { CLIENT_ID: 'bench-client', CLIENT_SECRET: 'bench-secret' };
export const BENCH_AUTH = `Basic ${Buffer.from(`${BENCH_CLIENT.CLIENT_ID}:${BENCH_CLIENT.CLIENT_SECRET}`).toString('base64')}`;

/** A checkout's billing details, as the checkout page sends them. */
export const BENCH_BILLING = {
  firstName: 'Bench',
  lastName: 'Buyer',
  addressLine1: '1 Main St',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12401',
  country: 'United States',
  phoneNumber: '5185550100',
};

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;

/** A process's /proc stat fields after its name (state, ppid, ...); null when it is gone or off Linux. */
export function statFields(pid: number | string | undefined) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system, s) a process has used so far, with its children that have exited (a pool's
 * connection closed while idle), from /proc (Linux); NaN elsewhere. On a shared
 * machine it tells a server starved of CPU (a small share of a core) from a server that is slow.
 */
export function cpuSeconds(pid: number | string | undefined) {
  const f = statFields(pid);
  if (!f) return Number.NaN;
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / CLOCK_TICKS;
}

/**
 * The answers as production serializes them (only the declared fields, not checked for undeclared ones: that
 * check parses each answer again). The server runs otherwise as in development: the benchmark sets the clock
 * (CLOCK_START), which production refuses.
 */
export const PRODUCTION_ANSWERS = { STRICT_ANSWERS: 'false' };

/** The value below which `p` of the sorted samples fall (nearest rank); NaN without samples. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** One API call with the bench client's authorization; its `responseData`, or an error naming the call. */
export async function api<T>(
  base: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`${base}/api/${url}`, {
    method,
    headers: {
      authorization: BENCH_AUTH,
      ...(token ? { accesstoken: token } : {}),
      ...(body && !form ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? body : body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { responseData?: T; error?: { responseMessage: string } };
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${json.error?.responseMessage}`);
  return json.responseData as T;
}

/**
 * The flags production runs node with (apps/server/package.json `start`, docs/deploy.md): source maps for
 * its stack traces, and a young generation of 64 MB semi-spaces, which took garbage collection from 11.7%
 * to 7.7% of the API process's CPU under bench:day at 200 requests/s (issue 29).
 */
const PRODUCTION_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];

/** The server compiled as production runs it (scripts/build.mjs) into apps/server/dist-bench; returns the folder. */
export function compileServer() {
  const dir = path.join(ROOT, 'apps/server/dist-bench');
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs', dir], { cwd: ROOT, stdio: 'inherit' });
  return dir;
}

/**
 * The real server on `port`; `env` names its database (DATABASE_URL, or DATA_DIR's PGlite). From the
 * TypeScript source through tsx, or `compiled`: the bundle of scripts/build.mjs run with plain node, as
 * production runs it.
 */
export function startServer(
  env: Record<string, string>,
  port: number,
  compiled?: string,
  nodeFlags: string[] = [],
) {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  // BENCH_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile
  // of the measured process (node refuses --cpu-prof in NODE_OPTIONS). After the production flags, so one of
  // theirs can be tried otherwise (`--max-semi-space-size=16`).
  const flags = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...nodeFlags];
  const entry = compiled
    ? [...PRODUCTION_NODE_FLAGS, ...flags, path.join(compiled, 'main.js')]
    : [...flags, '--import', 'tsx', 'apps/server/src/main.ts'];
  return spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...inherited,
      ...BENCH_CLIENT,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      CLOCK_START,
      ...env,
    },
    // Its output goes to ours: a pipe nobody read filled up, and a server writing to it could stall.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForServer(base: string, server: ChildProcess) {
  for (let i = 0; ; i++) {
    const answer = await fetch(`${base}/api/ready`).catch(() => null);
    await answer?.body?.cancel();
    if (answer?.ok) return;
    if (i > 600 || server.exitCode != null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stop(children: ChildProcess[]) {
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode == null ? once(c, 'exit') : null)));
  children.length = 0;
}

/** Where the marketplace is: a PostgreSQL database, or an embedded PGlite data directory. */
export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** Plain SQL on the target; on PGlite only while no server holds the directory (one process at a time). */
export interface Sql {
  rows<T>(statement: string, params?: unknown[]): Promise<T[]>;
  end(): Promise<void>;
}

export async function openSql(target: Target): Promise<Sql> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      rows: async <T>(s: string, p: unknown[] = []) => (await client.query(s, p)).rows as T[],
      end: () => client.end(),
    };
  }
  const client = await createPglite(path.join(target.dataDir, 'pglite'));
  return {
    rows: async <T>(s: string, p: unknown[] = []) => (await client.query<T>(s, p)).rows,
    end: () => client.close(),
  };
}

/** Fills a database of its own on the server of `url` with bench:data, runs `use` on it, then drops it. */
export async function withGeneratedDatabase(
  url: string,
  name: string,
  size: { farms: number; items: number },
  use: (target: string) => Promise<void>,
) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  const target = u.toString();
  const dataRun = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/scripts/bench-data.ts',
      '--farms',
      String(size.farms),
      '--items',
      String(size.items),
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: target }, stdio: 'inherit' },
  );
  const [code] = (await once(dataRun, 'exit')) as [number];
  try {
    if (code !== 0) throw new Error(`bench:data exited with ${code}`);
    await use(target);
  } finally {
    u.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: u.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The generated items' names (bench-data.ts), which bench:day's buyers also search for. */
export const PRODUCE = [
  'Carrots',
  'Kale',
  'Beets',
  'Spinach',
  'Tomatoes',
  'Lettuce',
  'Potatoes',
  'Onions',
  'Garlic',
  'Squash',
  'Apples',
  'Pears',
  'Peaches',
  'Strawberries',
  'Blueberries',
  'Eggs',
  'Chicken',
  'Pork Chops',
  'Ground Beef',
  'Milk',
  'Yogurt',
  'Cheddar',
  'Honey',
  'Maple Syrup',
  'Basil Seedlings',
  'Tomato Seedlings',
  'Bread',
  'Jam',
];
