import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import { jobs, orders, subscriptions } from '../db/schema';
import { buildTestApp, type TestContext } from '../test/test-app';
import { WEDNESDAY_MORNING } from '../test/catalog-helpers';
import { addCard, buyer, charge, fillCart, pickupFarm, placed } from '../test/shop-helpers';
import { startJobs } from './handlers';
import { enqueue } from './queue';
import type { Scheduler } from './queue';

const pg = Boolean(process.env.DATABASE_URL);
if (!pg) console.log('pg-boss jobs: skipped, they need PostgreSQL (set DATABASE_URL to run them)');

async function until(check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Two app instances (own mailers, own pg-boss instances and workers) on one PostgreSQL database. */
describe.skipIf(!pg)('jobs on pg-boss, two app instances on one PostgreSQL', () => {
  let a: TestContext;
  let b: TestContext;
  const runners: Scheduler[] = [];
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp({}, { shareWith: a });
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await b?.close();
    await a?.close();
  });

  const mailsTo = async (email: string) => [...(await a.outbox(email)), ...(await b.outbox(email))];

  it('every receipt is emailed once and a due subscription renews once, whichever process runs it', async () => {
    a.clock.set(WEDNESDAY_MORNING); // b shares a's clock
    // Orders placed on one instance or the other: each queues its receipt in the order's transaction.
    const buyers = [];
    for (let i = 0; i < 6; i++) {
      const t = i % 2 ? b : a;
      const { user, token } = await buyer(t);
      const { farm, product } = await pickupFarm(t);
      await fillCart(t, token, product.id, farm.id, 1);
      const { order } = placed(await charge(t, token, { stripeCardId: await addCard(t, token) }));
      buyers.push({ email: user.email, orderId: order._id });
    }
    // A weekly subscription, due again a week later.
    const sub = await buyer(a);
    const { farm, product } = await pickupFarm(a, {
      subscriptionInterval: 'week',
      subscriptionIntervalCount: 1,
    });
    await fillCart(a, sub.token, product.id, farm.id, 1);
    placed(await charge(a, sub.token, { stripeCardId: await addCard(a, sub.token) }));
    // A job some module adds with enqueue() outside any request.
    await enqueue(a.database.db, 'email.receipt', { orderId: buyers[0]!.orderId }, { singletonKey: 'extra' });
    a.clock.set('2026-11-25T16:00:00Z');

    runners.push(...(await Promise.all([startJobs(a.app.deps, 1000), startJobs(b.app.deps, 1000)])));

    const renewed = async () =>
      (await a.database.db.$count(orders, eq(orders.userId, sub.user.id))) === 2 &&
      (await a.database.db.$count(jobs, ne(jobs.state, 'done'))) === 0;
    await until(renewed);
    // Give both processes a few more passes to do anything twice, were they going to.
    await new Promise((r) => setTimeout(r, 3000));

    for (const { email, orderId } of buyers) {
      const receipts = (await mailsTo(email)).filter((m) => m.raw.includes(`Your order #${orderId}`));
      expect(receipts).toHaveLength(email === buyers[0]!.email ? 2 : 1); // the extra job is a second receipt
    }
    expect(await a.database.db.$count(orders, eq(orders.userId, sub.user.id))).toBe(2);
    const [row] = await a.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sub.user.id));
    expect(row!.nextRenewalAt!.toISOString()).toBe('2026-12-02T15:00:00.000Z');
    const subMails = await mailsTo(sub.user.email);
    expect(subMails.filter((m) => /Your order #\d+/.test(m.raw))).toHaveLength(2); // first order + renewal
    // The jobs went through pg-boss: each `jobs` row is one completed pg-boss job.
    const receiptRows = await a.database.db.$count(jobs, eq(jobs.name, 'email.receipt'));
    const completed = (await a.database.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'email.receipt' AND state = 'completed'`,
    )) as unknown as { rows: { n: number }[] };
    expect(receiptRows).toBe(9); // 6 orders, the subscription's first order and its renewal, the extra job
    expect(completed.rows[0]!.n).toBe(receiptRows);
  });
});
