/**
 * Place-order latency: 200 buyers each put two products of two farms in their cart, choose pickup,
 * save a test card, then place the order with POST /api/payment/charge over HTTP. Orders are placed
 * CONCURRENCY at a time; every call's time is kept and the percentiles printed, with the process's CPU
 * time per order (server and client: they share this process) and, on PostgreSQL, the statements sent
 * per order (each a round trip; the job runner's own, if any ran meanwhile, are counted too).
 *
 *   npm run bench:checkout                       (embedded PGlite in a temp dir)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:checkout
 *     (creates and drops a database of its own on that server)
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/adapters/clock';
import { zipGeocoder } from '../src/adapters/geocoder';
import { outboxMailer } from '../src/adapters/mailer';
import { localPayments } from '../src/adapters/payments/local';
import { localPayouts } from '../src/adapters/payouts/local';
import { diskStorage } from '../src/adapters/storage';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/http/logging';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from '../src/db/client';
import { createDistribution, createFarm, createInventoryItem, createUser } from '../src/db/factories';
import { createSession } from '../src/modules/auth/sessions';
import { BENCH_AUTH, BENCH_BILLING, BENCH_CLIENT, percentile } from './bench-lib';

const ORDERS = Number(process.env.ORDERS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);

/** Statements sent to PostgreSQL by this process so far (node-postgres clients, pooled or not). */
let sent = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  sent++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;
const statementsSent = () => sent;

/** The bench's log: warnings and errors, the app's and the database pool's. */
const log = createLogger({ LOG_LEVEL: 'warn' });

async function openDb(dir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url)
    return { database: pgliteDatabase(await createPglite(path.join(dir, 'pglite'))), drop: async () => {} };
  const name = `lfm_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    database: postgresDatabase(u.toString(), { poolSize: 10, log }),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lfm-bench-checkout-'));
  const { database, drop } = await openDb(dir);
  await mkdir(path.join(dir, 'uploads'), { recursive: true });
  const config = loadConfig({
    ...BENCH_CLIENT,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
  });
  const clock = fixedClock('2026-11-18T15:00:00Z'); // Wednesday 10:00 in New York: the windows are open
  const mailer = outboxMailer(path.join(dir, 'outbox'), config.MAIL_FROM);
  const app = await buildApp({
    config,
    database,
    clock,
    storage: diskStorage(path.join(dir, 'uploads')),
    geocoder: zipGeocoder(),
    mailer,
    payments: localPayments({ db: database.db, mailer, clock }),
    payouts: localPayouts({ db: database.db }),
    log,
  });
  try {
    await database.migrate();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const call = async (method: string, url: string, token: string, body?: unknown) => {
      const res = await fetch(`${base}/${url}`, {
        method,
        headers: {
          authorization: BENCH_AUTH,
          accesstoken: token,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as {
        responseData?: Record<string, unknown>;
        error?: { responseMessage: string };
      };
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${json.error?.responseMessage}`);
      return json.responseData as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };

    const { db } = database;
    const products = [];
    for (let i = 0; i < 2; i++) {
      const farm = await createFarm(db);
      await createDistribution(db, { farmId: farm.id });
      products.push(await createInventoryItem(db, { farmId: farm.id, maximumConsumerQuantity: ORDERS * 10 }));
    }

    console.log(`Preparing ${ORDERS} buyers (cart of 2 farms, pickup, test card) on ${database.kind}...`);
    const buyers: { token: string; cardId: string }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const user = await createUser(db);
      const token = await createSession(app.deps, db, user.id, { ip: '127.0.0.1' });
      for (const p of products)
        await call('POST', 'addCart/add', token, { productId: p.id, farmId: p.farmId, productQuantity: 2 });
      const cart = (await call('GET', 'addCart/getCart', token)).result;
      for (const f of cart.buyList) {
        const o = f.pickupOptions[0];
        await call('POST', 'addCart/updateCart', token, {
          farmId: f.farmId,
          courierType: 'Pickup',
          distributionId: o.distributionId,
          day: o.day,
          timeSlot: o.timeSlot,
        });
      }
      const tok = await call('POST', 'payments/tokens', token, {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        name: 'Bench Buyer',
      });
      const { card } = await call('POST', 'user/addCard', token, { source: tok.id });
      buyers.push({ token, cardId: card.id });
    }

    const times: number[] = [];
    let next = 0;
    const sentBefore = statementsSent();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < buyers.length) {
          const b = buyers[next++]!;
          const t0 = performance.now();
          await call('POST', 'payment/charge', b.token, {
            ...BENCH_BILLING,
            stripeCardId: b.cardId,
            idempotencyKey: randomUUID(),
          });
          times.push(performance.now() - t0);
        }
      }),
    );
    const wall = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const perOrder = (v: number) => (v / times.length).toFixed(1);
    times.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      [
        `POST /api/payment/charge: ${times.length} orders, ${CONCURRENCY} at a time, ${wall.toFixed(1)} s (${(times.length / wall).toFixed(1)} orders/s)`,
        `latency p50 ${ms(percentile(times, 0.5))}`,
        `latency p95 ${ms(percentile(times, 0.95))}`,
        `latency p99 ${ms(percentile(times, 0.99))}`,
        `latency max ${ms(times[times.length - 1]!)}`,
        `CPU of this process per order ${perOrder((cpu.user + cpu.system) / 1000)} ms`,
        ...(database.kind === 'postgres'
          ? [`statements per order ${perOrder(statementsSent() - sentBefore)}`]
          : []),
      ].join('\n'),
    );
  } finally {
    await app.close();
    await database.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
