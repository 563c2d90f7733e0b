import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { PlacedOrderDto } from '@lfm/core';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from '../../db/client';
import { silentLog } from '../../lib/log';
import { createDistribution, createFarm, createInventoryItem, createUser } from '../../db/factories';
import { inventory, orders, workflowRuns } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { fixedClock } from '../../adapters/clock';
import { createSession } from '../auth';
import { WEDNESDAY_MORNING } from '../../test/catalog-helpers';
import { startFakeStripe, type FakeStripe } from '../../test/stripe/fake-stripe';
import { billing } from '../../test/shop-helpers';
import { withDatabase } from '../../test/global-setup';
import { adminQuery } from '../../test/test-app';

/**
 * The real server in a child process, killed with SIGKILL between two checkout steps
 * (WORKFLOW_PAUSE_AFTER), then started again: the start-up settles the interrupted checkout by
 * asking the payment provider (a Stripe stand-in that outlives the process) by idempotency key.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = 3451;
const BASE = `http://127.0.0.1:${PORT}`;
const CLIENT_AUTH = `Basic ${Buffer.from('crash-client:crash-secret').toString('base64')}`;

let stripe: FakeStripe;
let dataDir: string;
let databaseUrl: string | undefined;

/** The server's database, opened by the test while no server runs (PGlite has one owner). */
async function openDb(): Promise<Database> {
  if (databaseUrl) return postgresDatabase(databaseUrl, { poolSize: 2, log: silentLog });
  return pgliteDatabase(await createPglite(path.join(dataDir, 'pglite')));
}

/** A line of the server's output as the JSON log entry it is, or null (the start banner, a partial line). */
function logLine(line: string): Record<string, unknown> | null {
  try {
    const entry: unknown = JSON.parse(line);
    return entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function startServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'false',
      CLIENT_ID: 'crash-client',
      CLIENT_SECRET: 'crash-secret',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_API_BASE: stripe.url,
      CLOCK_START: WEDNESDAY_MORNING,
      CHECKOUT_SETTLE_AFTER_MS: '0',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  /** Resolves once the output so far passes `test` (`what` names it if the server exits first). */
  const until = (test: (output: string) => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => test(out) && resolve();
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      child.on('exit', (code) => reject(new Error(`server exited (${code}) before ${what}:\n${out}`)));
      check();
    });
  const seen = (text: string) => until((output) => output.includes(text), `"${text}"`);
  /** A JSON line of the server's log with this field's value (the workflow runner's pause hook). */
  const logged = (field: string, value: unknown) =>
    until(
      (output) => output.split('\n').some((line) => logLine(line)?.[field] === value),
      `a log line with ${field} ${JSON.stringify(value)}`,
    );
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, seen, logged, output: () => out };
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

async function call<T>(
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${BASE}/api${url}`, {
    method,
    headers: { authorization: CLIENT_AUTH, accesstoken: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { responseData: T };
  return { status: res.status, data: json.responseData };
}

beforeAll(async () => {
  stripe = await startFakeStripe({ delayMs: 20 });
  dataDir = await mkdtemp(path.join(inject('tmpDir'), 'crash-'));
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `lfm_t_${process.pid}_crash_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    databaseUrl = withDatabase(url, name);
  } else {
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    const db = await openDb();
    await db.migrate();
    await db.close();
  }
});
afterAll(async () => {
  await stripe.close();
  if (databaseUrl)
    await adminQuery(
      process.env.DATABASE_URL!,
      `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`,
    );
});

/** A buyer with a session, a farm with one item (10 in stock) and its pickup. */
async function shop() {
  const database = await openDb();
  try {
    const { db } = database;
    const user = await createUser(db);
    const farm = await createFarm(db);
    await createDistribution(db, { farmId: farm.id });
    const item = await createInventoryItem(db, { farmId: farm.id, maximumConsumerQuantity: 10 });
    // createSession reads only the clock and the session lifetime.
    const deps = {
      clock: fixedClock(WEDNESDAY_MORNING),
      config: { SESSION_TTL_DAYS: 30 },
    } as unknown as AppDeps;
    const token = await createSession(deps, db, user.id, { ip: '127.0.0.1' });
    return { userId: user.id, farmId: farm.id, itemId: item.id, token };
  } finally {
    await database.close();
  }
}

/** Card and cart through the running server: 3 of the item, picked up at the farm. */
async function fillCart(s: Awaited<ReturnType<typeof shop>>) {
  const { data: setup } = await call<{ clientSecret: string }>('POST', '/user/cardSetup', s.token, {});
  const { data: added } = await call<{ card: { id: string } }>('POST', '/user/addCard', s.token, {
    source: stripe.confirmCardSetup(setup.clientSecret),
  });
  await call('POST', '/addCart/add', s.token, { productId: s.itemId, farmId: s.farmId, productQuantity: 3 });
  const { data: cart } = await call<{
    result: {
      buyList: {
        farmId: number;
        pickupOptions: { distributionId: number; marketId: number | null; day: number; timeSlot: string }[];
      }[];
    };
  }>('GET', '/addCart/getCart', s.token);
  const option = cart.result.buyList[0]!.pickupOptions[0]!;
  await call('POST', '/addCart/updateCart', s.token, {
    farmId: s.farmId,
    courierType: 'Pickup',
    distributionId: option.distributionId,
    marketId: option.marketId ?? undefined,
    day: option.day,
    timeSlot: option.timeSlot,
  });
  return added.card.id;
}

async function stateOf(s: { userId: number; itemId: number }) {
  const database = await openDb();
  try {
    const { db } = database;
    return {
      orders: await db.select().from(orders).where(eq(orders.userId, s.userId)),
      stock: (await db.select().from(inventory).where(eq(inventory.id, s.itemId)))[0]!
        .maximumConsumerQuantity,
      runs: await db
        .select()
        .from(workflowRuns)
        .where(eq(workflowRuns.key, `${s.userId}:crash-key`)),
    };
  } finally {
    await database.close();
  }
}

/**
 * A shop and a server paused after `step` of a checkout, killed there with SIGKILL (the checkout
 * never answers). Returns the shop, the card and how many charges the provider had before.
 */
async function killedAfter(step: 'reserve' | 'pay') {
  const s = await shop();
  const first = startServer({ WORKFLOW_PAUSE_AFTER: `checkout.${step}` });
  await first.seen('Local Food Marketplace is running');
  const cardId = await fillCart(s);
  const before = stripe.intents.length;
  void fetch(`${BASE}/api/payment/charge`, {
    method: 'POST',
    headers: { authorization: CLIENT_AUTH, accesstoken: s.token, 'content-type': 'application/json' },
    body: JSON.stringify({ ...billing(), stripeCardId: cardId, idempotencyKey: 'crash-key' }),
  }).catch(() => undefined);
  // The runner's pause hook says where it stopped, in the log (workflows/runner.ts pauseHook).
  await first.logged('workflowPaused', `checkout.${step}`);
  await stop(first.child, 'SIGKILL');
  return { s, cardId, before };
}

describe('a server killed in the middle of a checkout', () => {
  it(
    'killed between pay and confirm: after the restart there is one paid order, one charge, and the stock is right',
    { timeout: 180_000 },
    async () => {
      // The checkout pays, then the process stops at the hook and is killed: no answer ever comes.
      const { s, cardId, before } = await killedAfter('pay');
      expect(stripe.intents.length - before).toBe(1);

      const killed = await stateOf(s);
      expect(killed.orders).toMatchObject([{ status: 4 }]); // awaiting payment
      expect(killed.stock).toBe(7);

      const second = startServer();
      await second.seen('Local Food Marketplace is running');
      // The buyer's retry of the same checkout gets the order the first process paid for.
      const retry = await call<PlacedOrderDto>('POST', '/payment/charge', s.token, {
        ...billing(),
        stripeCardId: cardId,
        idempotencyKey: 'crash-key',
      });
      expect(retry.status).toBe(200);
      expect(retry.data.order.status).toBe('1');
      await stop(second.child, 'SIGTERM');

      const after = await stateOf(s);
      expect(after.orders).toHaveLength(1);
      expect(after.orders[0]).toMatchObject({ status: 1, paymentReference: stripe.intents.at(-1)!.id });
      expect(stripe.intents.length - before).toBe(1);
      expect(stripe.refunds).toHaveLength(0);
      expect(after.stock).toBe(7);
      expect(after.runs).toMatchObject([{ state: 'done' }]);
    },
  );

  it(
    'killed between reserve and pay: the restart releases the stock and nothing is charged',
    { timeout: 180_000 },
    async () => {
      const { s, before } = await killedAfter('reserve');
      expect((await stateOf(s)).stock).toBe(7);

      const second = startServer();
      await second.seen('Local Food Marketplace is running');
      await stop(second.child, 'SIGTERM');

      const after = await stateOf(s);
      expect(after.orders).toHaveLength(0);
      expect(after.stock).toBe(10);
      expect(stripe.intents.length - before).toBe(0);
      expect(after.runs).toMatchObject([{ state: 'undone' }]);
    },
  );
});
