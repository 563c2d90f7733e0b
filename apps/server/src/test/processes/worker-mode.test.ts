import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { createUser } from '../../db/factories';
import { loadConfig } from '../../config';
import { buildTestApp, type TestContext } from '../test-app';
import { WEDNESDAY_MORNING } from '../catalog-helpers';
import { billing, checkoutKey, pickupChoice, pickupFarm } from '../shop-helpers';
import { saveCardThrough, startServerProcess, type ServerProcess } from '../server-process';

const pg = Boolean(process.env.DATABASE_URL);
if (!pg) console.log('API and worker processes: skipped, they need DATABASE_URL');

describe('WORKER_MODE', () => {
  it('is refused without DATABASE_URL: the embedded database is one process', () => {
    expect(() => loadConfig({ WORKER_MODE: 'server' })).toThrow(/WORKER_MODE: 'server' needs DATABASE_URL/);
    expect(() => loadConfig({ WORKER_MODE: 'sometimes' })).toThrow(/WORKER_MODE/);
    expect(loadConfig({}).WORKER_MODE).toBe('shared');
  });
});

/**
 * A deployment split as docs/deploy.md says: a process that answers the API and runs no jobs
 * (WORKER_MODE=server), and a worker that runs them and answers no HTTP, on one PostgreSQL database.
 */
describe.skipIf(!pg)('an API process and a worker process on one PostgreSQL', () => {
  let t: TestContext;
  let api: ServerProcess;
  let worker: ServerProcess | undefined;
  const env = () => ({ DATABASE_URL: t.databaseUrl!, CLOCK_START: WEDNESDAY_MORNING });
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(WEDNESDAY_MORNING);
    api = await startServerProcess({ ...env(), WORKER_MODE: 'server' });
  }, 120_000);
  afterAll(async () => {
    const codes = await Promise.all([api?.stop(), worker?.stop()]);
    await t?.close();
    expect(codes, `API:\n${api?.output()}\nworker:\n${worker?.output()}`).toEqual([0, 0]);
  });

  it('the API process takes the order and leaves its receipt to the worker, which emails it once', async () => {
    const { farm, product } = await pickupFarm(t, { itemName: 'Leeks', maximumConsumerQuantity: 10 });
    const user = await createUser(t.database.db, { password: 'secret123' });
    const login = await api.api('POST', '/api/user/login', { email: user.email, password: 'secret123' });
    const token: string = login.json.responseData.accessToken;
    const cardId = await saveCardThrough(api, token);
    await api.api(
      'POST',
      '/api/addCart/add',
      { productId: product.id, farmId: farm.id, productQuantity: 1 },
      token,
    );
    const cart = (await api.api('GET', '/api/addCart/getCart', undefined, token)).json.responseData.result;
    await api.api(
      'POST',
      '/api/addCart/updateCart',
      pickupChoice(farm.id, cart.buyList[0].pickupOptions[0]),
      token,
    );
    const paid = await api.api(
      'POST',
      '/api/payment/charge',
      { ...billing(), idempotencyKey: checkoutKey(), stripeCardId: cardId },
      token,
    );
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const orderId: number = paid.json.responseData.order._id;
    const receipt = and(eq(jobs.name, 'email.receipt'), eq(jobs.singletonKey, `receipt-${orderId}`));

    // Alone, the API process runs no jobs: over three of its job intervals the receipt stays queued.
    await new Promise((r) => setTimeout(r, 3500));
    const [queued] = await t.database.db.select({ state: jobs.state }).from(jobs).where(receipt);
    expect(queued?.state).toBe('queued');
    expect(await api.outbox(user.email)).toHaveLength(0);

    // A worker starts on the same database (no HTTP address) and sends it.
    worker = await startServerProcess({ ...env(), WORKER_MODE: 'worker' });
    expect(worker.url).toBe('');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = await t.database.db.select({ state: jobs.state }).from(jobs).where(receipt);
      if (row?.state === 'done') break;
      if (Date.now() > deadline) throw new Error(`receipt not sent:\n${worker.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const mails = (await worker.outbox(user.email)).filter((m) => m.raw.includes(`Your order #${orderId}`));
    expect(mails).toHaveLength(1);
    expect(await api.outbox(user.email)).toHaveLength(0);
  }, 120_000);
});
