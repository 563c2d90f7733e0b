/**
 * Load test of the busiest catalog call: the delivery list of a served demo zip, as a visitor.
 * A child process builds the app on a fresh PGlite in a temp dir with the demo data and listens
 * on a free loopback port; this process runs autocannon against it (10 connections, 10 s), so
 * the load generator does not share the server's event loop.
 *
 *   npx tsx apps/server/scripts/bench-catalog.ts   (or: npm run bench:catalog)
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { systemClock } from '../src/adapters/clock';
import { zipGeocoder } from '../src/adapters/geocoder';
import { outboxMailer } from '../src/adapters/mailer';
import { diskStorage } from '../src/adapters/storage';
import { localPayments } from '../src/adapters/payments/local';
import { localPayouts } from '../src/adapters/payouts/local';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/http/logging';
import { createPglite, pgliteDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { BENCH_AUTH, BENCH_CLIENT, percentile } from './bench-lib';

const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
/** Princeton, NJ: two demo farms deliver there to customers (and so to visitors). */
const ZIP = '08540';
const PATH = `/api/farm/getAllFarmDistributionsInventory?zipCode=${ZIP}&distributionType=2`;

interface Ready {
  port: number;
  database: string;
}

/** The child: the app on a fresh, seeded PGlite, until told to stop. */
async function serve() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lfm-bench-'));
  const config = loadConfig({
    ...BENCH_CLIENT,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
  });
  const database = pgliteDatabase(await createPglite(path.join(dir, 'pglite')));
  const storage = diskStorage(path.join(dir, 'uploads'));
  await mkdir(storage.dir, { recursive: true }); // served from start-up; the seed fills it
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    storage,
    geocoder: zipGeocoder(),
    mailer: outboxMailer(path.join(dir, 'outbox'), config.MAIL_FROM),
    payments: localPayments({
      db: database.db,
      mailer: outboxMailer(path.join(dir, 'outbox'), config.MAIL_FROM),
      clock: systemClock,
    }),
    payouts: localPayouts({ db: database.db }),
    log: createLogger(config),
  });
  const stop = async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
  await database.migrate();
  await seedIfEmpty(database.db, storage);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  process.send?.({ port, database: database.kind } satisfies Ready);
}

async function bench() {
  const server = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit' });
  const exited = once(server, 'exit').then(([code]) => {
    throw new Error(`The server process stopped (exit code ${String(code)}) before it was ready.`);
  });
  try {
    const [ready] = (await Promise.race([once(server, 'message'), exited])) as [Ready];
    const url = `http://127.0.0.1:${ready.port}${PATH}`;
    const authorization = BENCH_AUTH;

    // One call first: the zip must be served, or the numbers measure an empty answer.
    const probe = await fetch(url, { headers: { authorization } });
    const body = (await probe.json()) as {
      responseData?: { result?: { farms: unknown[]; inventory: unknown[] } };
    };
    const result = body.responseData?.result;
    if (probe.status !== 200 || !result || result.farms.length === 0)
      throw new Error(`GET ${PATH} answered ${probe.status} without farms; pick a served zip.`);
    console.log(
      `GET ${PATH}\n  ${result.farms.length} farms, ${result.inventory.length} products per page; ` +
        `${CONNECTIONS} connections for ${DURATION_SECONDS} s on ${ready.database}...`,
    );

    const latencies: number[] = [];
    const run = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url, headers: { authorization }, connections: CONNECTIONS, duration: DURATION_SECONDS },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      // autocannon's histogram has no 95th percentile: keep every response time.
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });

    latencies.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      [
        `requests/s  ${run.requests.average.toFixed(0)} (total ${run.requests.total}, non-2xx ${run.non2xx}, errors ${run.errors})`,
        `latency p50 ${ms(percentile(latencies, 0.5))}`,
        `latency p95 ${ms(percentile(latencies, 0.95))}`,
        `latency p99 ${ms(percentile(latencies, 0.99))}`,
      ].join('\n'),
    );
    if (run.non2xx > 0 || run.errors > 0) process.exitCode = 1;
  } finally {
    exited.catch(() => undefined);
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
  }
}

if (process.argv.includes('--serve')) await serve();
else await bench();
