/**
 * Lighthouse, mobile and desktop, on the buyer's first pages; the median of RUNS runs of each figure is
 * written to its own section of docs/benchmarks.md (other sections of that file are kept).
 *
 *   npm run build && npm run lighthouse          (starts the server on LH_PORT with the demo data)
 *   LH_URL=http://localhost:3000 npm run lighthouse   (measures a server that is already running)
 *   RUNS=1 LH_PAGES=home,product npm run lighthouse  (a quick look at some pages)
 *   LH_CPU_SLOWDOWN=9 LH_PAGES=product npm run lighthouse  (a slower phone than Lighthouse's 4×: DevTools
 *       puts a mid-tier phone at CPU index 1,000 and a low-tier one at 264, so on a machine of index
 *       3,700 Lighthouse's 4× is a mid-tier phone and 14× a low-tier one; not written down)
 *   cp -r apps/web/dist /tmp/web && WEB_DIST=/tmp/web npm run lighthouse
 *       (measures a copy of the build: a rebuild by someone else midway does not spoil the figures)
 *
 * Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { writeSection } from './doc-section';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { localeAddress } from '@lfm/core';
import { ROOT_DIR } from '../src/config';

const RUNS = Number(process.env.RUNS ?? 3);
/** The phone's CPU slowdown, Lighthouse's own (4×) unless asked for. */
const CPU_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
const PORT = Number(process.env.LH_PORT ?? 3390);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BENCHMARKS = path.join(ROOT_DIR, 'docs/benchmarks.md');
const TARGET = { mobile: 90, desktop: 95, cls: 0.05, lcpMs: 2500, accessibility: 99 };

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster, ~1,000-2,000 on a desktop of 2020s):
   * its phone is this machine slowed 4×, so a row's figures compare with another's at a like index.
   */
  cpuIndex: number;
}

/** The machine's 1-minute load average over a row's runs: TBT follows it (the 2 cores are shared). */
interface Load {
  min: number;
  max: number;
}

/** The median of the runs that produced the figure (a run can miss one, e.g. no LCP under heavy load). */
const median = (values: number[]) => {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (process.env.LH_URL) return { base: process.env.LH_URL.replace(/\/$/, ''), stop: async () => {} };
  const dataDir = path.join(ROOT_DIR, 'data/lighthouse');
  await rm(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT_DIR,
    // A Wednesday 10:00 in New York: the demo data's order windows are open, as in the browser tests.
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      CLOCK_START: '2026-11-18T15:00:00Z',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://localhost:${PORT}`;
  for (let i = 0; i < 180; i++) {
    if (child.exitCode != null) throw new Error(`The server stopped (exit ${child.exitCode}).`);
    const up = await fetch(`${base}/sitemap.xml`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    base,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

/** The pages of issue 15, the farm and the product being the first ones the sitemap lists. */
async function pages(base: string) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const first = (prefix: string) => {
    const loc = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .find((p) => p.startsWith(prefix));
    if (!loc) throw new Error(`The sitemap lists no ${prefix}…`);
    return loc;
  };
  return [
    { name: 'home', path: '/' },
    { name: 'farms', path: '/farms' },
    { name: 'farm', path: first('/farms/farmlist/') },
    { name: 'markets', path: '/marketpopups' },
    { name: 'order now', path: '/order-now' },
    { name: 'to your door', path: '/toyourdoor' },
    { name: 'product', path: first('/farms/farmlist/productdetails/') },
    { name: 'recipes', path: '/recipes' },
    // Issue 32: the Spanish pages meet the English ones' targets (their own address, ?lang=es).
    { name: 'home (es)', path: localeAddress('/', 'es') },
    { name: 'product (es)', path: localeAddress(first('/farms/farmlist/productdetails/'), 'es') },
  ];
}

async function measure(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Figures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(CPU_SLOWDOWN && formFactor === 'mobile'
      ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }
      : {}),
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    cpuIndex: result.lhr.environment.benchmarkIndex,
  };
}

const medianOf = (runs: Figures[]): Figures => ({
  performance: median(runs.map((r) => r.performance)),
  accessibility: median(runs.map((r) => r.accessibility)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  cls: median(runs.map((r) => r.cls)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  fcpMs: median(runs.map((r) => r.fcpMs)),
  cpuIndex: median(runs.map((r) => r.cpuIndex)),
});

const meets = (f: Figures, formFactor: 'mobile' | 'desktop') =>
  f.performance >= TARGET[formFactor] &&
  f.cls < TARGET.cls &&
  f.lcpMs < TARGET.lcpMs &&
  f.accessibility >= TARGET.accessibility;

function table(
  rows: { page: string; path: string; formFactor: 'mobile' | 'desktop'; f: Figures; load: Load }[],
) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    '| page | path | form | performance | accessibility | LCP | CLS | TBT | FCP | meets target | load | CPU index |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    ...rows.map(
      ({ page, path: p, formFactor, f, load }) =>
        `| ${page} | \`${p}\` | ${formFactor} | ${f.performance} | ${f.accessibility} | ${s(f.lcpMs)} | ${f.cls.toFixed(3)} | ${Math.round(f.tbtMs)} ms | ${s(f.fcpMs)} | ${meets(f, formFactor) ? 'yes' : 'no'} | ${load.min.toFixed(1)}–${load.max.toFixed(1)} | ${Math.round(f.cpuIndex)} |`,
    ),
  ].join('\n');
}

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: Parameters<typeof table>[0] = [];
  try {
    const only = process.env.LH_PAGES?.split(',');
    for (const page of (await pages(server.base)).filter((p) => !only || only.includes(p.name))) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: Figures[] = [];
        const loads = [loadavg()[0]!];
        for (let i = 0; i < RUNS; i++) {
          runs.push(await measure(server.base + page.path, chrome.port, formFactor));
          loads.push(loadavg()[0]!);
        }
        const f = medianOf(runs);
        const load = { min: Math.min(...loads), max: Math.max(...loads) };
        rows.push({ page: page.name, path: page.path, formFactor, f, load });
        console.log(
          `${page.name.padEnd(13)} ${formFactor.padEnd(7)} perf ${f.performance} a11y ${f.accessibility} ` +
            `LCP ${Math.round(f.lcpMs)} ms CLS ${f.cls.toFixed(3)} TBT ${Math.round(f.tbtMs)} ms ` +
            `FCP ${Math.round(f.fcpMs)} ms (load ${load.min.toFixed(1)}–${load.max.toFixed(1)}, CPU index ${Math.round(f.cpuIndex)})`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  if (process.env.LH_PAGES || CPU_SLOWDOWN) return; // a partial look is not written down
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  await writeSection(
    BENCHMARKS,
    'lighthouse',
    [
      '## Lighthouse: the buyer’s first load',
      '',
      `\`npm run build && npm run lighthouse\`, ${when} UTC: Lighthouse ${RUNS}× per page and form factor ` +
        '(its default simulated throttling: mobile is a mid-range phone on slow 4G, desktop a fast link), ' +
        'Debian Chromium headless, the server with the demo data; each figure is the median of the runs. ' +
        `Targets: performance ≥ ${TARGET.mobile} mobile / ≥ ${TARGET.desktop} desktop, CLS < ${TARGET.cls}, ` +
        `LCP < ${TARGET.lcpMs / 1000} s, accessibility ≥ ${TARGET.accessibility}. ` +
        'The last column is the machine’s 1-minute load average (2 cores) over that row’s runs: Lighthouse ' +
        'simulates a 4× slower phone from the tasks it records, so a busy machine raises TBT and LCP. The ' +
        'CPU index is Lighthouse’s own measure of the machine (its `benchmarkIndex`, higher is faster): ' +
        'tables taken on machines of different index do not compare.',
      '',
      table(rows),
    ].join('\n'),
  );
  console.log(`Written to ${path.relative(ROOT_DIR, BENCHMARKS)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
