import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { OrderDto } from '@lfm/core';
import { inventory, jobs, orders, subscriptions, workflowRuns } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { renewDueSubscriptions } from './renewals';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { get, post } from '../../test/helpers';
import { WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import {
  DECLINED,
  MASTERCARD,
  addCard,
  buyer,
  charge,
  fillCart,
  pickupFarm,
  placed,
} from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('subscription renewals', () => {
  it("keep the card a renewal order is charged to, so its detail shows 'MasterCard ···· 4444'", async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const { user, token } = await buyer(t);
    const { farm, product } = await pickupFarm(t, {
      subscriptionInterval: 'week',
      subscriptionIntervalCount: 1,
    });
    await fillCart(t, token, product.id, farm.id, 1);
    await addCard(t, token); // a Visa first: the renewal must keep the card it is charged to, not any
    const cardId = await addCard(t, token, MASTERCARD);
    const first = placed(await charge(t, token, { stripeCardId: cardId })).order;

    t.clock.set('2026-11-25T16:00:00Z'); // a week later
    try {
      await runJobsOnce(t.app.deps);
    } finally {
      t.clock.set(WEDNESDAY_MORNING);
    }
    const [renewal] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.id))
      .limit(1);
    expect(renewal!.id).not.toBe(first._id);

    const { order } = okData<{ order: OrderDto }>(
      await get(t, `/api/payment/getOrderById?orderId=${renewal!.id}`, token),
    );
    expect(order).toMatchObject({ paymentMethod: 'card', status: '1' });
    expect(order.card).toEqual({ brand: 'MasterCard', last4: '4444' });
    // Billed to the buyer the subscription's first order was billed to (its receipt said 'Billed to' and nobody).
    expect(order.billingInfo.firstName).not.toBe('');
    expect(order.billingInfo).toEqual(first.billingInfo);
  });
});

const A_WEEK_LATER = '2026-11-25T16:00:00Z';

/** A buyer with a weekly subscription of one item bought by card, at WEDNESDAY_MORNING. */
async function subscribed() {
  t.clock.set(WEDNESDAY_MORNING);
  const { user, token } = await buyer(t);
  const { farm, product } = await pickupFarm(t, {
    subscriptionInterval: 'week',
    subscriptionIntervalCount: 1,
  });
  await fillCart(t, token, product.id, farm.id, 1);
  const cardId = await addCard(t, token);
  placed(await charge(t, token, { stripeCardId: cardId }));
  const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  return { user, token, product, sub: sub! };
}

const stock = async (id: number) =>
  (await t.database.db.select().from(inventory).where(eq(inventory.id, id)))[0]!.maximumConsumerQuantity;
const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));
const subscription = async (id: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const problemMails = async (subscriptionId: number) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.name, 'email.renewal-problem'))).filter(
    (j) => j.payload.subscriptionId === subscriptionId,
  );

/** Runs the renewals at a moment, then puts the clock back. */
async function renewAt(when: string) {
  t.clock.set(when);
  try {
    return await renewDueSubscriptions(t.app.deps);
  } finally {
    t.clock.set(WEDNESDAY_MORNING);
  }
}

describe('a renewal through the renewal workflow (issue 31.4: one flow, with its undos)', () => {
  it('charges the period once: one paid order, stock taken once, the next period set, however often it runs', async () => {
    const { user, product, sub } = await subscribed();
    const before = await stock(product.id);
    await renewAt(A_WEEK_LATER);
    await renewAt(A_WEEK_LATER);
    const list = await ordersOf(user.id);
    expect(list).toHaveLength(2);
    expect(list.every((o) => o.status === 1)).toBe(true);
    expect(await stock(product.id)).toBe(before - 1);
    expect((await subscription(sub.id)).nextRenewalAt!.getTime()).toBe(
      sub.nextRenewalAt!.getTime() + 7 * 24 * 3600 * 1000,
    );
    const runs = await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.workflow, 'renewal'));
    expect(runs.filter((r) => r.key.startsWith(`renewal-${sub.id}-`) && r.state === 'done')).toHaveLength(1);
  });

  it('a declined card leaves no order, gives the stock back, makes the subscription past due and tells the buyer', async () => {
    const { user, token, product, sub } = await subscribed();
    const declined = await addCard(t, token, DECLINED);
    await t.database.db
      .update(subscriptions)
      .set({ providerCardId: declined })
      .where(eq(subscriptions.id, sub.id));
    const before = await stock(product.id);
    await renewAt(A_WEEK_LATER);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stock(product.id)).toBe(before);
    expect(await subscription(sub.id)).toMatchObject({ status: 'past_due', nextRenewalAt: null });
    expect((await problemMails(sub.id)).map((j) => j.payload.outcome)).toEqual(['declined']);
  });

  it('a period out of stock is skipped: no charge, no order, on to the next period, the buyer told', async () => {
    const { user, product, sub } = await subscribed();
    await t.database.db
      .update(inventory)
      .set({ maximumConsumerQuantity: 0 })
      .where(eq(inventory.id, product.id));
    const charges: string[] = [];
    const { payments } = t.app.deps;
    const realCharge = payments.charge.bind(payments);
    payments.charge = async (input, exec) => {
      charges.push(input.idempotencyKey);
      return realCharge(input, exec);
    };
    try {
      await renewAt(A_WEEK_LATER);
    } finally {
      payments.charge = realCharge;
    }
    expect(charges.filter((k) => k.startsWith(`renewal-${sub.id}-`))).toEqual([]);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stock(product.id)).toBe(0);
    expect(await subscription(sub.id)).toMatchObject({ status: 'active' });
    expect((await subscription(sub.id)).nextRenewalAt!.getTime()).toBeGreaterThan(
      sub.nextRenewalAt!.getTime(),
    );
    expect((await problemMails(sub.id)).map((j) => j.payload.outcome)).toEqual(['out_of_stock']);
  });

  it('calls the card processor with no transaction open (no row is locked while the bank answers)', async () => {
    const { sub } = await subscribed();
    const { payments, database } = t.app.deps;
    const realCharge = payments.charge.bind(payments);
    let answeredDuringCharge = false;
    payments.charge = async (input, exec) => {
      // The embedded database runs one transaction at a time: this read would wait for an open one.
      const read = database.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.id, sub.id))
        .for('update');
      answeredDuringCharge = await Promise.race([
        read.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
      ]);
      return realCharge(input, exec);
    };
    try {
      await renewAt(A_WEEK_LATER);
    } finally {
      payments.charge = realCharge;
    }
    expect(answeredDuringCharge).toBe(true);
  });

  it('a cancel while the period is being charged stays cancelled: the paid period keeps its order, no next one', async () => {
    const { user, token, sub } = await subscribed();
    const { payments } = t.app.deps;
    const realCharge = payments.charge.bind(payments);
    let cancelled: { statusCode: number } | undefined;
    payments.charge = async (input, exec) => {
      // The buyer cancels while the bank answers (no row is locked then, so the cancel goes through).
      cancelled ??= await post(
        t,
        '/api/payment/cancelStripeSubscription',
        { stripeSubscriptionId: sub.providerSubscriptionId },
        token,
      );
      return realCharge(input, exec);
    };
    try {
      await renewAt(A_WEEK_LATER);
    } finally {
      payments.charge = realCharge;
    }
    expect(cancelled?.statusCode).toBe(200);
    expect(await ordersOf(user.id)).toHaveLength(2);
    expect(await subscription(sub.id)).toMatchObject({ status: 'canceled', nextRenewalAt: null });
    await renewAt('2026-12-02T16:00:00Z');
    expect(await ordersOf(user.id)).toHaveLength(2);
  });
});
