/**
 * A market day (issue 29.1): the compiled server under an open-loop load of visitors, signed-in buyers,
 * checkouts and farmers' edits (bench-day-traffic.ts) at each offered rate in turn, on the database
 * filled by `npm run bench:data`. Prints per kind of call and overall the achieved rate, p50/p90/p99
 * counted from when each request was due, 5xx and other errors, requests not sent, the kept-answer hit
 * rate (the answers' x-cache header) and the machine's load, and writes docs/benchmarks.md.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lfm_bench npm run bench:day -- --rates 50,100,200,400 --seconds 30
 *   npm run bench:day -- --pglite DIR --rates 50 --checkouts 1   (PGlite; DIR filled at 1,000 farms if empty)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:day -- --ci
 *     (its own 1,000-farm database, a few seconds per rate, exits 1 on a broken budget)
 *
 * Options: --checkouts N/s (2), --edits N/s (1), --warmup S (5), --buyers N signed-in browsers (100),
 * --max-outstanding N (400), --seed N, --port P (3451; the worker on P+1), --servers N (1: API processes on
 * PostgreSQL, the others on P+2, P+3, ..., sent requests in turn as a load balancer would, docs/deploy.md), --check
 * (exit 1 on a broken budget), --out FILE / --no-write, --statements (PostgreSQL: prints how many statements
 * each kind of answer sent, counted in the server by scripts/loop-probe.mjs). PUBLIC_CACHE=false in the
 * environment turns the kept answers off.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeSection } from './doc-section';
import {
  PRODUCTION_ANSWERS,
  ROOT,
  compileServer,
  cpuSeconds,
  openSql,
  startServer,
  statFields,
  stop,
  waitForServer,
  withGeneratedDatabase,
  type Target,
} from './bench-lib';
import { Recorder, mergeSchedules, poissonSchedule, runOpenLoop, seededRandom } from './bench-day-load';
import { Client, Day, lookUpPools, prepareAccounts } from './bench-day-traffic';
import {
  brokenBudgets,
  report,
  type DayBudget,
  type DaySettings,
  type Step,
  type StepLoop,
} from './bench-day-report';

/** Issue 29.2, at 10,000 farms / 1,000,000 items on PostgreSQL with 2 checkouts/s and 1 farmer edit/s. */
const POSTGRES_BUDGETS: DayBudget[] = [
  { rate: 200, overallP99Ms: 100, kindP99Ms: 250, checkoutP99Ms: 300 },
  { rate: 400, overallP99Ms: 250 },
];
/** Issue 29.2 on PGlite at 1,000 farms / 100,000 items, with 1 checkout/s. */
const PGLITE_BUDGETS: DayBudget[] = [{ rate: 50, overallP99Ms: 250 }];
/**
 * What CI guards (--ci, 1,000 farms / 100,000 items on PostgreSQL, 5 s per rate): no error of any kind
 * (a payload the API no longer takes fails here too), nothing left unsent, and p99s far above what
 * these rates cost on a quiet 2-core machine (at ten times the data the issue measured 50 requests/s at
 * p99 68 ms and 100 at 102 ms with one stock change a second, 655 ms with two) but well below what a
 * saturated server gives (seconds). They could not be checked on a quiet machine on 2026-11-26: every
 * run then had the machine's load at 20-35 (the server got 7-12% of a core).
 */
const CI_BUDGETS: DayBudget[] = [
  { rate: 50, overallP99Ms: 500, kindP99Ms: 1000, checkoutP99Ms: 1500, noErrors: true },
  { rate: 100, overallP99Ms: 1000, kindP99Ms: 1500, checkoutP99Ms: 2000, noErrors: true },
];

const { values: args } = parseArgs({
  options: {
    rates: { type: 'string' },
    seconds: { type: 'string' },
    checkouts: { type: 'string', default: '2' },
    edits: { type: 'string', default: '1' },
    warmup: { type: 'string' },
    buyers: { type: 'string' },
    'max-outstanding': { type: 'string', default: '400' },
    seed: { type: 'string', default: '29' },
    port: { type: 'string', default: '3451' },
    servers: { type: 'string', default: '1' },
    pglite: { type: 'string' },
    farms: { type: 'string', default: '1000' },
    items: { type: 'string', default: '100000' },
    check: { type: 'boolean', default: false },
    ci: { type: 'boolean', default: false },
    out: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    statements: { type: 'boolean', default: false },
    /** --ci's database, created and dropped on DATABASE_URL's server. */
    'ci-database': { type: 'string', default: `lfm_bench_day_ci_${process.pid}` },
  },
});
const numbers = (v: string) => v.split(',').map(Number);
const range = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i);
const settings: DaySettings = {
  rates: numbers(args.rates ?? (args.ci ? '50,100' : '50,100,200,400')),
  seconds: Number(args.seconds ?? (args.ci ? 5 : 30)),
  checkouts: Number(args.checkouts),
  edits: Number(args.edits),
  warmup: Number(args.warmup ?? (args.ci ? 2 : 5)),
  buyers: Number(args.buyers ?? (args.ci ? 40 : 100)),
  maxOutstanding: Number(args['max-outstanding']),
  seed: Number(args.seed),
  servers: Number(args.servers),
};

/** The processes running now, by pid: their name and parent. */
function processes() {
  const all: { pid: string; name: string; ppid: string }[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const f = statFields(pid);
    if (!f) continue;
    try {
      all.push({ pid, name: readFileSync(`/proc/${pid}/comm`, 'utf8').trim(), ppid: f[1]! });
    } catch {
      // gone since the listing
    }
  }
  return all;
}

/** CPU time (s) used so far by PostgreSQL on this machine (its postmaster, backends, writer, WAL; exited ones too). */
function postgresCpuSeconds() {
  try {
    return processes()
      .filter((p) => p.name === 'postgres')
      .reduce((sum, p) => sum + cpuSeconds(p.pid), 0);
  } catch {
    return Number.NaN;
  }
}

/** This process's own CPU time (s): the load generator's. */
const generatorCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const PROBE_FLAGS = ['--import', path.join(ROOT, 'apps/server/scripts/loop-probe.mjs')];

/**
 * What the servers' event-loop probes wrote for the seconds between `from` and `to` (ms since the epoch):
 * how late their loops ran at worst and at p99 in their worst second, and garbage collection's share of the
 * time with its longest pause. Null when no probe wrote.
 */
function loopOver(files: string[], from: number, to: number): StepLoop | null {
  const seconds = files.flatMap((file) => {
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { t: number; maxMs: number; p99Ms: number; gcMs: number; gcMaxMs: number },
      )
      .filter((s) => s.t > from + 1000 && s.t <= to);
  });
  if (seconds.length === 0) return null;
  return {
    maxMs: Math.max(...seconds.map((s) => s.maxMs)),
    worstP99Ms: Math.max(...seconds.map((s) => s.p99Ms)),
    gcShare: seconds.reduce((sum, s) => sum + s.gcMs, 0) / (seconds.length * 1000),
    gcMaxMs: Math.max(...seconds.map((s) => s.gcMaxMs)),
  };
}

/**
 * What the servers' statement counts (bench:day --statements, scripts/loop-probe.mjs) came to over the whole run,
 * its warm-up included: per call (path, and kept or built where the answer says), answers, statements per answer
 * and its share of all the statements sent, the most statements first.
 */
function statementsTable(files: string[]): string {
  const byCall = new Map<string, [number, number]>();
  for (const file of files) {
    if (!existsSync(file)) continue;
    const counts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, [number, number]>;
    for (const [call, [answers, statements]] of Object.entries(counts)) {
      const totals = byCall.get(call) ?? [0, 0];
      byCall.set(call, [totals[0] + answers, totals[1] + statements]);
    }
  }
  const all = [...byCall.values()].reduce((sum, [, statements]) => sum + statements, 0);
  const answers = [...byCall.values()].reduce((sum, [n]) => sum + n, 0);
  const rows = [...byCall]
    .sort((a, b) => b[1][1] - a[1][1])
    .map(
      ([call, [n, statements]]) =>
        `| ${call} | ${n} | ${(statements / n).toFixed(2)} | ${((100 * statements) / Math.max(1, all)).toFixed(0)}% |`,
    );
  return [
    `Statements sent per answer (the whole run, warm-up included): ${all} for ${answers} answers, ${(all / Math.max(1, answers)).toFixed(2)} each.`,
    '',
    '| call | answers | statements each | share |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */

/** The server compiled as production runs it (scripts/build.mjs), into a folder of its own. */
async function run(target: Target, budgets: DayBudget[], out: string | null, check: boolean) {
  const port = Number(args.port);
  // The API processes' ports: P, then P+2, P+3, ... (the worker has P+1).
  const ports =
    target.kind === 'postgres' ? [port, ...range(settings.servers - 1).map((i) => port + 2 + i)] : [port];
  const base = `http://127.0.0.1:${port}`;
  const sql = await openSql(target);
  // Shoppers enough that every checkout due finds one free while others are still paying.
  const shoppers = Math.max(10, Math.ceil(settings.checkouts * 15));
  const pools = await lookUpPools(sql, Math.max(5, Math.ceil(settings.edits * 10))).finally(() => sql.end());
  const compiled = compileServer();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'lfm-bench-day-'));
  const children: ChildProcess[] = [];
  const servers: ChildProcess[] = [];
  /** Each server's event-loop probe (scripts/loop-probe.mjs) writes its seconds here. */
  const probeFile = (p: number) => path.join(scratch, `loop-${p}.jsonl`);
  /** With --statements, each server's count of the statements its answers sent (scripts/loop-probe.mjs). */
  const statementsFile = (p: number) => path.join(scratch, `statements-${p}.json`);
  const probe = (p: number) => ({
    LOOP_PROBE_FILE: probeFile(p),
    ...(args.statements ? { STATEMENTS_PROBE_FILE: statementsFile(p) } : {}),
  });
  try {
    // On PostgreSQL as docs/deploy.md splits a deployment: the measured process answers the API only and
    // a worker beside it runs the jobs (the orders' receipts); PGlite is one process's, which does both.
    for (const p of [...ports, port + 1])
      await mkdir(path.join(scratch, String(p), 'uploads'), { recursive: true });
    if (target.kind === 'postgres') {
      const env = (p: number, mode: string) => ({
        ...PRODUCTION_ANSWERS,
        DATABASE_URL: target.url,
        DATA_DIR: path.join(scratch, String(p)),
        WORKER_MODE: mode,
      });
      for (const p of ports)
        servers.push(startServer({ ...env(p, 'server'), ...probe(p) }, p, compiled, PROBE_FLAGS));
      children.push(...servers, startServer(env(port + 1, 'worker'), port + 1, compiled));
    } else {
      servers.push(
        startServer(
          { ...PRODUCTION_ANSWERS, DATA_DIR: target.dataDir, ...probe(port) },
          port,
          compiled,
          PROBE_FLAGS,
        ),
      );
      children.push(...servers);
    }
    for (const [i, p] of ports.entries()) await waitForServer(`http://127.0.0.1:${p}`, servers[i]!);
    console.log(
      `Signing up ${settings.buyers + shoppers} buyers and signing in ${pools.farmers.length} farmers...`,
    );
    const t0 = performance.now();
    const accounts = await prepareAccounts(base, pools, { buyers: settings.buyers, shoppers });
    console.log(`  done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const random = seededRandom(settings.seed);
    const client = new Client(
      ports.map((p) => new URL(`http://127.0.0.1:${p}`)),
      new Recorder(),
    );
    const day = new Day(client, pools, accounts, random);

    /** The API processes' CPU time (s) so far, added up. */
    const serversCpuSeconds = () => servers.reduce((sum, child) => sum + cpuSeconds(child.pid), 0);
    const runStep = async (rate: number, seconds: number) => {
      client.recorder = new Recorder();
      const plan = mergeSchedules([
        ['browse', poissonSchedule(rate, seconds, random)],
        ['checkout', poissonSchedule(settings.checkouts, seconds, random)],
        ['edit', poissonSchedule(settings.edits, seconds, random)],
      ] as const);
      const started = performance.now();
      // The load generator's own event loop: a stall there delays answers' timestamps as a server's would.
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const cpuBefore = {
        server: serversCpuSeconds(),
        database: target.kind === 'postgres' ? postgresCpuSeconds() : Number.NaN,
        generator: generatorCpuSeconds(),
      };
      await runOpenLoop(plan, {
        maxOutstanding: settings.maxOutstanding,
        // A browsing request's kind is drawn when it is sent: one not sent counts under 'browsing'.
        dropped: (what) =>
          client.recorder.notSent({ browse: 'browsing', checkout: 'checkout', edit: 'farmer edit' }[what]),
        send: async (what, dueAt) => {
          if (what === 'browse') await day.browse(dueAt);
          else if (what === 'checkout') await day.checkout(dueAt);
          else await day.edit(dueAt);
        },
      });
      const wall = (performance.now() - started) / 1000;
      delay.disable();
      const summary = client.recorder.summarize(started, seconds);
      const used = (seconds: number) => ({
        share: seconds / wall,
        perAnswerMs: (seconds * 1000) / Math.max(1, summary.overall.answered),
      });
      const server = serversCpuSeconds() - cpuBefore.server;
      const serverLoop = loopOver(ports.map(probeFile), Date.now() - wall * 1000, Date.now());
      const database = target.kind === 'postgres' ? postgresCpuSeconds() - cpuBefore.database : Number.NaN;
      return {
        ...summary,
        cpu: Number.isNaN(server)
          ? null
          : {
              server: used(server),
              database: Number.isNaN(database) ? null : used(database),
              generator: (generatorCpuSeconds() - cpuBefore.generator) / wall,
              generatorDelayMs: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
              serverLoop,
            },
      };
    };

    if (settings.warmup > 0) {
      console.log(`Warming up for ${settings.warmup} s at ${settings.rates[0]} requests/s...`);
      await runStep(settings.rates[0]!, settings.warmup);
    }
    const steps: Step[] = [];
    for (const rate of settings.rates) {
      const summary = await runStep(rate, settings.seconds);
      const o = summary.overall;
      const step: Step = { rate, ...summary, load: os.loadavg() };
      steps.push(step);
      console.log(
        `${String(rate).padStart(4)}/s offered: ${o.achievedPerSecond.toFixed(0)}/s answered, p50 ${o.p50.toFixed(0)} / p90 ${o.p90.toFixed(0)} / p99 ${o.p99.toFixed(0)} ms, 5xx ${o.serverErrors}, other errors ${o.otherErrors}, not sent ${o.notSent}, kept ${o.hitRate == null ? '-' : `${(o.hitRate * 100).toFixed(0)}%`}, load ${step.load.map((l) => l.toFixed(2)).join(' ')}`,
      );
    }
    client.close();
    const broken = brokenBudgets(steps, budgets);
    const markdown = report({
      steps,
      target: target.kind,
      counts: pools.counts,
      settings,
      budgets,
      broken,
      ci: args.ci,
    });
    console.log(`\n${markdown}`);
    if (args.statements) console.log(`\n${statementsTable(ports.map(statementsFile))}`);
    if (out) {
      await writeSection(out, target.kind === 'pglite' ? 'day-bench-pglite' : 'day-bench', markdown);
      console.log(`Written to ${path.relative(process.cwd(), out)}.`);
    }
    if (broken.length && check) process.exitCode = 1;
  } finally {
    await stop(children);
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The PGlite directory, filled by bench:data at --farms / --items when it holds no database yet. */
function pgliteTarget(dir: string): Target {
  const dataDir = path.resolve(dir);
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    console.log(
      `No database in ${dataDir}: filling it with bench:data (${args.farms} farms, ${args.items} items)...`,
    );
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/scripts/bench-data.ts',
        '--pglite',
        dataDir,
        '--farms',
        args.farms,
        '--items',
        args.items,
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
  }
  return { kind: 'pglite', dataDir };
}

const url = process.env.DATABASE_URL;
const out =
  args['no-write'] || args.ci ? (args.out ?? null) : (args.out ?? path.join(ROOT, 'docs/benchmarks.md'));
if (args.ci) {
  if (!url)
    throw new Error('bench:day --ci needs DATABASE_URL (a PostgreSQL server it may create a database on)');
  await withGeneratedDatabase(
    url,
    `lfm_bench_day_ci_${process.pid}`,
    { farms: 1000, items: 100_000 },
    (target) => run({ kind: 'postgres', url: target }, CI_BUDGETS, out, true),
  );
} else if (args.pglite) await run(pgliteTarget(args.pglite), PGLITE_BUDGETS, out, args.check);
else if (url) await run({ kind: 'postgres', url }, POSTGRES_BUDGETS, out, args.check);
else {
  console.error(
    'npm run bench:day needs DATABASE_URL (the database filled by npm run bench:data), or --pglite DIR (the embedded database)',
  );
  process.exit(1);
}
