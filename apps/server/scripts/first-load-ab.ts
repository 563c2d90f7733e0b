/**
 * A/B of two web builds on a phone's first load: how long the main thread is blocked while a
 * server-drawn page loads and hydrates. Lighthouse's TBT moves by hundreds of ms between runs on a
 * shared machine; this loads the same pages from both builds in turns (A then B, then B then A, …),
 * each in a new phone-sized context with the CPU slowed, and reports the medians.
 *
 *   npm run build && cp -r apps/web/dist /tmp/web-a    (the build before a change)
 *   … change, npm run build && cp -r apps/web/dist /tmp/web-b
 *   npm run bench:first-load -- --a /tmp/web-a --b /tmp/web-b [--rounds 8] [--cpu 6]
 *       [--paths /,/farms/farmlist/1,/farms/farmlist/productdetails/1]
 *
 * Each build is served by the compiled server (npm run build) with the demo data, on ports 3501 and 3502.
 * Blocking time is the sum over long tasks (PerformanceObserver 'longtask') of their time past 50 ms,
 * from navigation until 2.5 s after the load event: Lighthouse's TBT without its simulation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ROOT_DIR } from '../src/config';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    rounds: { type: 'string', default: '8' },
    cpu: { type: 'string', default: '6' },
    paths: { type: 'string', default: '/,/farms/farmlist/1,/farms/farmlist/productdetails/1,/toyourdoor' },
  },
});
if (!args.a || !args.b) {
  console.error(
    'Usage: npm run bench:first-load -- --a DIST_A --b DIST_B [--rounds N] [--cpu X] [--paths …]',
  );
  process.exit(2);
}
const ROUNDS = Number(args.rounds);
const CPU = Number(args.cpu);
const PATHS = args.paths!.split(',');

async function serve(webDist: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A Wednesday 10:00 in New York: the demo data's order windows are open, as in the browser tests.
      CLOCK_START: '2026-11-18T15:00:00Z',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode != null)
      throw new Error(`The server for ${webDist} stopped (exit ${child.exitCode}).`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    await answer?.body?.cancel();
    if (answer?.ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server for ${webDist} did not start.`);
}

const median = (values: number[]) => {
  const s = [...values].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'lfm-first-load-'));
  const builds = [
    { name: 'A', dist: path.resolve(args.a!), port: 3501 },
    { name: 'B', dist: path.resolve(args.b!), port: 3502 },
  ];
  const servers = await Promise.all(builds.map((b) => serve(b.dist, b.port, path.join(scratch, b.name))));
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const blocking = new Map<string, number[]>();
  const longest = new Map<string, number[]>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        for (const p of PATHS) {
          const context = await browser.newContext({
            viewport: { width: 375, height: 740 },
            isMobile: true,
            hasTouch: true,
            deviceScaleFactor: 2,
          });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
          // Runs in the page (a string: this script is typed for Node, not the DOM).
          await page.addInitScript({
            content: `window.longTasks = [];
              new PerformanceObserver((list) => {
                for (const e of list.getEntries()) window.longTasks.push(e.duration);
              }).observe({ type: 'longtask', buffered: true });`,
          });
          await page.goto(`http://127.0.0.1:${build.port}${p}`, { waitUntil: 'load' });
          await page.waitForTimeout(2500);
          const tasks = (await page.evaluate('window.longTasks')) as number[];
          const key = `${build.name} ${p}`;
          blocking.set(key, [
            ...(blocking.get(key) ?? []),
            tasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
          ]);
          longest.set(key, [...(longest.get(key) ?? []), Math.max(0, ...tasks)]);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) s.kill('SIGTERM');
    await rm(scratch, { recursive: true, force: true });
  }
  console.log(
    `Phone first load (375 px, CPU ${CPU}x), ${ROUNDS} loads per page and build; medians in ms.\n` +
      `A = ${args.a}\nB = ${args.b}\n`,
  );
  console.log(
    'page'.padEnd(40) +
      'blocking A'.padStart(12) +
      'blocking B'.padStart(12) +
      'longest A'.padStart(11) +
      'longest B'.padStart(11),
  );
  for (const p of PATHS) {
    const f = (name: string, m: Map<string, number[]>) => String(Math.round(median(m.get(`${name} ${p}`)!)));
    console.log(
      p.padEnd(40) +
        f('A', blocking).padStart(12) +
        f('B', blocking).padStart(12) +
        f('A', longest).padStart(11) +
        f('B', longest).padStart(11),
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
