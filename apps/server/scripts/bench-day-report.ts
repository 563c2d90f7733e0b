/** bench:day's budgets (issue 29.2) and its markdown for docs/benchmarks.md. */
import os from 'node:os';
import type { Summary } from './bench-day-load';
import { SEARCH_TEXTS } from './bench-day-traffic';

/** What one offered rate must meet. */
export interface DayBudget {
  /** The offered rate (browsing requests/s) it applies to. */
  rate: number;
  overallP99Ms: number;
  /** Every kind of call's p99 (checkout's own below). */
  kindP99Ms?: number;
  checkoutP99Ms?: number;
  /** No 4xx or failed connection either, and nothing left unsent (CI: a payload gone stale fails). */
  noErrors?: boolean;
}

const ordinal = (n: number) => (n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`);

export interface DaySettings {
  rates: number[];
  seconds: number;
  checkouts: number;
  edits: number;
  warmup: number;
  buyers: number;
  maxOutstanding: number;
  seed: number;
  /** API processes on PostgreSQL, each sent every Nth request. */
  servers: number;
}

export interface Step {
  rate: number;
  kinds: Summary[];
  overall: Summary;
  /** The machine's load average (1, 5, 15 min) at the end of the step. */
  load: number[];
  /** Where the machine's CPU went during the step (Linux's /proc; null elsewhere). */
  cpu: StepCpu | null;
}

/** CPU over a step: each part's share of one core, and the server's and the database's time per answer. */
export interface StepCpu {
  /** The measured API process. */
  server: { share: number; perAnswerMs: number };
  /** PostgreSQL's processes (null on PGlite, whose database runs inside the server). */
  database: { share: number; perAnswerMs: number } | null;
  /** The load generator itself, which shares the machine. */
  generator: number;
  /** How late the generator's event loop ran its timers (p99, max): a busy generator delays answers too. */
  generatorDelayMs: { p99: number; max: number };
  /** The servers' own event loops (scripts/loop-probe.mjs); null when no probe wrote. */
  serverLoop?: StepLoop | null;
}

/** How late the servers' event loops ran over a step, and how long garbage collection held them. */
export interface StepLoop {
  /** The latest any callback ran. */
  maxMs: number;
  /** p99 of the worst second. */
  worstP99Ms: number;
  /** Garbage collection's share of the step's time. */
  gcShare: number;
  /** Its longest pause. */
  gcMaxMs: number;
}

const ms = (v: number) =>
  Number.isNaN(v) ? '-' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(0)} ms`;
const percent = (v: number | null) => (v == null ? '' : `${(v * 100).toFixed(0)}%`);
const kb = (bytes: number) => (bytes >= 1000 ? `${(bytes / 1000).toFixed(1)} kB` : `${bytes.toFixed(0)} B`);

/** Every budget a step broke: 5xx always; p99s and (in CI) any error by the budgets of its rate. */
export function brokenBudgets(steps: Step[], budgets: DayBudget[]) {
  const broken: string[] = [];
  for (const step of steps) {
    const b = budgets.find((x) => x.rate === step.rate);
    if (!b) continue;
    const at = `${step.rate}/s`;
    const o = step.overall;
    if (o.serverErrors) broken.push(`${at}: ${o.serverErrors} answers of 5xx (budget 0)`);
    if (b.noErrors && o.otherErrors) broken.push(`${at}: ${o.otherErrors} other failed calls (budget 0)`);
    if (b.noErrors && o.notSent) broken.push(`${at}: ${o.notSent} requests not sent (budget 0)`);
    if (!(o.p99 < b.overallP99Ms))
      broken.push(`${at}: overall p99 ${ms(o.p99)} (budget < ${b.overallP99Ms} ms)`);
    for (const k of step.kinds) {
      const limit = k.kind === 'checkout' ? (b.checkoutP99Ms ?? b.kindP99Ms) : b.kindP99Ms;
      if (limit != null && k.answered && !(k.p99 < limit))
        broken.push(`${at}: ${k.kind} p99 ${ms(k.p99)} (budget < ${limit} ms)`);
    }
  }
  return broken;
}

const perAnswer = (c: { share: number; perAnswerMs: number }) =>
  `${percent(c.share)} (${c.perAnswerMs.toFixed(1)} ms/answer)`;
const loopText = (l: StepLoop) =>
  `; its loop late by ${l.maxMs.toFixed(0)} ms at most, ${l.worstP99Ms.toFixed(0)} ms at p99 in its worst second; GC ${(l.gcShare * 100).toFixed(1)}% of the time, ${l.gcMaxMs.toFixed(0)} ms at most`;
const cpuText = (c: StepCpu) =>
  [
    c.serverLoop ? perAnswer(c.server).replace(/\)$/, `${loopText(c.serverLoop)})`) : perAnswer(c.server),
    c.database ? perAnswer(c.database) : 'in the server',
    `${percent(c.generator)} (its loop late by ${c.generatorDelayMs.p99.toFixed(0)} ms at p99, ${c.generatorDelayMs.max.toFixed(0)} ms at most)`,
  ].join(' / ');

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export function report(r: {
  steps: Step[];
  target: 'postgres' | 'pglite';
  counts: Record<string, string>;
  settings: DaySettings;
  budgets: DayBudget[];
  broken: string[];
  ci: boolean;
}) {
  const s = r.settings;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? ''})`;
  const size = `${r.counts.farms} farms, ${r.counts.items} items, ${r.counts.distributions} distributions and ${r.counts.markets} markets`;
  const database =
    r.target === 'postgres'
      ? s.servers > 1
        ? `PostgreSQL (${s.servers} identical processes answer the API, WORKER_MODE=server, each sent every ${ordinal(s.servers)} request as a round-robin load balancer sends them, each with its own kept answers; a worker process runs the jobs)`
        : 'PostgreSQL (the measured process answers the API, WORKER_MODE=server; a worker process runs the jobs)'
      : 'the embedded PGlite (one process answers the API and runs the jobs)';
  const command =
    r.target === 'pglite'
      ? `npm run bench:day -- --pglite DIR --rates ${s.rates.join(',')} --seconds ${s.seconds} --checkouts ${s.checkouts} --edits ${s.edits}`
      : `npm run bench:day -- ${r.ci ? '--ci' : `--rates ${s.rates.join(',')} --seconds ${s.seconds} --checkouts ${s.checkouts} --edits ${s.edits}${s.servers > 1 ? ` --servers ${s.servers}` : ''}`}`;
  const cache = process.env.PUBLIC_CACHE === 'false' ? ' Kept answers were off (PUBLIC_CACHE=false).' : '';
  const overview = [
    row([
      'offered',
      'answered',
      'p50 / p90 / p99',
      '5xx',
      'other errors',
      'not sent',
      'kept answers',
      'CPU: server / database / generator',
      'load (1, 5, 15 min)',
    ]),
    row(['---', '---', '---', '---', '---', '---', '---', '---', '---']),
    ...r.steps.map(({ rate, overall: o, load, cpu }) =>
      row([
        `${rate} requests/s + ${s.checkouts} checkouts/s + ${s.edits} edits/s`,
        `${o.achievedPerSecond.toFixed(0)}/s`,
        `${ms(o.p50)} / ${ms(o.p90)} / ${ms(o.p99)}`,
        o.serverErrors,
        o.otherErrors,
        o.notSent,
        percent(o.hitRate),
        cpu ? cpuText(cpu) : '',
        load.map((l) => l.toFixed(2)).join(' '),
      ]),
    ),
  ];
  const perKind = r.steps.map((step) =>
    [
      `**${step.rate} requests/s offered** (load ${step.load.map((l) => l.toFixed(2)).join(' ')})`,
      '',
      row([
        'call',
        'answered',
        'p50',
        'p90',
        'p99',
        'max',
        '5xx',
        'other errors',
        'not sent',
        'kept',
        'answer',
      ]),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...[...step.kinds, step.overall].map((k) =>
        row([
          k.kind === 'all' ? '**all**' : k.kind,
          `${k.achievedPerSecond.toFixed(1)}/s`,
          ms(k.p50),
          ms(k.p90),
          ms(k.p99),
          ms(k.max),
          k.serverErrors,
          k.otherErrors,
          k.notSent,
          k.matchesKeptRate == null
            ? percent(k.hitRate)
            : `${percent(k.hitRate)} (matches ${percent(k.matchesKeptRate)}; farms read ${percent(k.farmsReadRate)})`,
          k.answered ? kb(k.meanBytes) : '',
        ]),
      ),
    ].join('\n'),
  );
  const budgetText = r.budgets
    .map(
      (b) =>
        `at ${b.rate} requests/s overall p99 < ${b.overallP99Ms} ms${b.kindP99Ms ? `, every call p99 < ${b.kindP99Ms} ms` : ''}${b.checkoutP99Ms ? ` (checkout < ${b.checkoutP99Ms} ms)` : ''}, 0 answers of 5xx${b.noErrors ? ', no other error and nothing unsent' : ''}`,
    )
    .join('; ');
  const intro = [
    `Generated by \`${command}\` on ${when} UTC: the compiled server (\`node dist/main.js\`) on ${database} with ${size}, ${machine}; the load generator runs on the same machine.`,
    `Open loop: requests fall due at Poisson arrivals of the offered rate for ${s.seconds} s per rate (after a ${s.warmup} s warm-up), whatever the server does, and each call's latency counts from when it was due; a request due while ${s.maxOutstanding} wait is not sent ('not sent'), and one unanswered after 30 s is an error.`,
    `Browsing is catalogue pages 1-5 by zip (delivery 15%, pickup 15%, shipping 10%; a fifth with a category) over the farms' delivery zips ranked by how many farms reach them and asked Zipf-like, the farm list (8%), farm (10%), market (6%) and product pages (12%), searches (10%: ${SEARCH_TEXTS.length} texts, the products' names and every slip of each, asked Zipf-like, so about four in ten are of a long tail asked a few times or once) and carts (14%: add, get, change a quantity);`,
    `half of it from ${s.buyers} buyers signed up through the API, half from visitors; each request says what a browser accepts (\`accept-encoding: gzip, deflate, br, zstd\`), so the catalogue's answers come compressed and 'answer' is the bytes sent.`,
    "On top: checkouts (add one or two products, read the cart, choose pickup, payment/charge with the built-in processor's test card; each takes stock) and farmers' edits (their items, then one saved with a new price and stock through farmer/inventory/edit).",
    `'Kept' is the share of answers the server sent from its kept answers (x-cache: hit); for searches, 'matches' is the share of those built that read no farm's matches from the database, all of them kept from earlier searches (x-search-matches: kept, ADR 017), and 'farms read' the share of the reaching farms whose matches they read (x-search-farms-read).${cache}`,
    "'CPU' is where the machine's cores went during the step, each as a share of one core (the machine has " +
      os.cpus().length +
      `): the measured server process${s.servers > 1 ? `es (added up; the answers are all of theirs)` : ''} with how late its event loop ran and how long garbage collection held it (scripts/loop-probe.mjs, loaded into it), PostgreSQL's processes (its backends, writer and WAL; on PGlite the database runs inside the server) with each one's CPU time per answer, and the load generator itself, with how late its event loop ran (a busy generator delays the answers' timestamps as a slow server does); a server that gets far less than the machine's cores while requests wait was starved by other work.`,
    "The load average is the machine's at the end of each step: other work on the machine slows every figure.",
  ].join(' ');
  return `${intro}

${overview.join('\n')}

${perKind.join('\n\n')}

Budgets${r.ci ? ' (CI)' : ' (issue 29.2)'}: ${budgetText}.
${r.broken.length ? `\nBroken in this run:\n\n${r.broken.map((b) => `- ${b}`).join('\n')}\n` : '\nEvery budget met in this run.\n'}`;
}
