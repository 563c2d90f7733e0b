// Start-up time and memory of the server: `node apps/server/scripts/bench-startup.mjs [compiled|tsx]`.
// Starts the server 3 times on an already-seeded embedded database (DATA_DIR under /tmp, or
// DATABASE_URL when set), measures from spawn to the "is running" line, then the resident memory
// (RSS) of the whole process tree (tsx runs node in a child process) one second later. Median of 3.
// `fresh` is what a new user waits for (issue 33.1: under 45 s): `npm start` with the builds and the data
// folder removed, so it compiles the server, builds the web app, migrates an empty embedded database and
// loads the demo data with its season; timed once, from the command to the "is running" line.
import { spawn } from 'node:child_process';
import { readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mode = process.argv[2] ?? 'compiled';
const commands = {
  compiled: ['node', ['apps/server/dist/main.js'], { NODE_ENV: 'production' }],
  tsx: ['node', ['node_modules/tsx/dist/cli.mjs', 'apps/server/src/main.ts'], {}],
  fresh: ['npm', ['start'], {}],
};
const [cmd, args, extraEnv] = commands[mode];
const port = Number(process.env.PORT ?? 3469);
const env = {
  ...process.env,
  ...extraEnv,
  PORT: String(port),
  DATA_DIR: process.env.DATA_DIR ?? '/tmp/lfm-bench-startup',
  LOG_LEVEL: 'warn',
};

function treeRssKb(pid) {
  let total = 0;
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return 0;
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'));
  total += m ? Number(m[1]) : 0;
  for (const task of [pid]) {
    const children = `/proc/${pid}/task/${task}/children`;
    if (!existsSync(children)) continue;
    for (const child of readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean))
      total += treeRssKb(Number(child));
  }
  return total;
}

async function once() {
  const started = performance.now();
  // Its own process group, so that the stop reaches the server under `npm start`'s shells too.
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const ms = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('is running')) resolve(performance.now() - started);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  await new Promise((r) => setTimeout(r, 1000));
  const rssMb = treeRssKb(child.pid) / 1024;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, rssMb };
}

if (mode === 'fresh') {
  for (const dir of ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-ssr', env.DATA_DIR])
    rmSync(path.resolve(root, dir), { recursive: true, force: true });
  const { ms } = await once();
  console.log(
    `fresh: npm start to ready in ${(ms / 1000).toFixed(1)} s (build, migrations, demo data and season)`,
  );
  process.exit(0);
}

await once(); // warm-up: migrations and demo data on a fresh DATA_DIR
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await once());
const median = (xs) => xs.sort((a, b) => a - b)[1];
console.log(
  `${mode}: start-up ${median(runs.map((r) => r.ms)).toFixed(0)} ms, RSS ${median(runs.map((r) => r.rssMb)).toFixed(0)} MB ` +
    `(median of 3; runs: ${runs.map((r) => `${r.ms.toFixed(0)} ms/${r.rssMb.toFixed(0)} MB`).join(', ')})`,
);
