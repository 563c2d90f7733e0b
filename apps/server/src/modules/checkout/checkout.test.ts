import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ErrorCode,
  INVOICE_NOT_ALLOWED,
  NO_CARD,
  NO_CARD_SELECTED,
  ORDER_PLACED,
  SUBSCRIPTION_CANCEL_PENDING,
  SUBSCRIPTION_CANCEL_UNDER_WAY,
} from '@lfm/core';
import { cartLines, inventory, jobs, orders, paymentCharges, subscriptions } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, expectError, failure, post } from '../../test/helpers';
import { SATURDAY_AFTERNOON, WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import {
  DECLINED,
  addCard,
  billing,
  buyer,
  charge,
  checkoutKey,
  fillCart,
  getCart,
  pickupFarm,
  placed,
  readyCart,
} from '../../test/shop-helpers';
import { CANCEL_RETRY_AFTER_MS } from '../subscriptions';
import { CART_EMPTY } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.database.db.select().from(inventory).where(eq(inventory.id, id)))[0]!;

describe('payment/charge', () => {
  it('places the cart as one paid order: stock taken, cart emptied, one charge, a receipt emailed', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const { user, token, farm, product, cart, cardId } = await readyCart(t, {
      item: { consumerPriceCents: 450, maximumConsumerQuantity: 20 },
      quantity: 3,
    });
    expect(cart.totalPayCents).toBe(1350);

    const { message, order } = placed(await charge(t, token, { stripeCardId: cardId }));
    expect(message).toBe(ORDER_PLACED);
    expect(order.status).toBe('1');
    expect(order.totalPriceCents).toBe(1350);
    expect(order.buyList).toHaveLength(1);
    expect(order.buyList[0]).toMatchObject({ farmId: farm.id, courierType: 'Pickup', totalPriceCents: 1350 });
    expect(order.buyList[0]!.productList[0]).toMatchObject({
      productId: product.id,
      productQuantity: 3,
      productPriceCents: 450,
    });

    expect((await stockOf(product.id)).maximumConsumerQuantity).toBe(17);
    expect((await getCart(t, token)).lineCount).toBe(0);
    const charges = await t.database.db
      .select()
      .from(paymentCharges)
      .where(eq(paymentCharges.userId, user.id));
    expect(charges).toMatchObject([{ amountCents: 1350, status: 'succeeded' }]);

    await runJobsOnce(t.app.deps);
    const mail = await t.outbox(user.email);
    expect(mail[0]!.raw).toContain(`Your order #${order._id}`);
    expect(mail[0]!.raw).toContain('application/pdf');
  });

  it('the same checkout sent twice, one after the other or at once, makes one order and one charge', async () => {
    const { user, token, product, cardId } = await readyCart(t);
    const body = { ...billing(), stripeCardId: cardId, idempotencyKey: checkoutKey() };

    const [a, b] = await Promise.all([
      post(t, '/api/payment/charge', body, token),
      post(t, '/api/payment/charge', body, token),
    ]);
    const c = await post(t, '/api/payment/charge', body, token);
    const ids = [a, b, c].map((r) => placed(r).order._id);
    expect(new Set(ids).size).toBe(1);
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(1);
    expect(await countRows(t, paymentCharges, eq(paymentCharges.userId, user.id))).toBe(1);
    expect((await stockOf(product.id)).maximumConsumerQuantity).toBe(48);
  });

  it('a declined card changes nothing: stock, cart and orders stay as they were', async () => {
    const { user, token, product, cardId } = await readyCart(t, { card: DECLINED });

    const res = await charge(t, token, { stripeCardId: cardId });
    expect(failure(res)).toEqual(expectError(402, ErrorCode.PaymentFailed, 'Your card was declined.'));
    expect((await stockOf(product.id)).maximumConsumerQuantity).toBe(50);
    expect((await getCart(t, token)).lineCount).toBe(1);
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(0);
    expect(
      await countRows(
        t,
        paymentCharges,
        and(eq(paymentCharges.userId, user.id), eq(paymentCharges.status, 'succeeded')),
      ),
    ).toBe(0);
  });

  it.each([
    [{ firstName: '' }, 'First name is required.'],
    [{ lastName: undefined }, 'Last name is required.'],
    [{ addressLine1: ' ' }, 'Address 1 is required.'],
    [{ postalCode: '' }, 'Zip is required.'],
    [{ city: '' }, 'City is required.'],
    [{ phoneNumber: '' }, 'Phone is required.'],
    [{ phoneNumber: '555-0100' }, 'Phone must contain digits only.'],
    [{ phoneNumber: '1234567890123456' }, 'Phone must be at most 15 digits.'],
    [{ country: '' }, 'Country is required.'],
    [{ state: '' }, 'State is required.'],
    [{ stripeCardId: undefined }, NO_CARD],
    [{ idempotencyKey: 'short' }, 'A checkout key is required.'],
  ])('refuses %j with %s and changes nothing', async (override, message) => {
    const { user, token, product, cardId } = await readyCart(t, { quantity: 1 });
    const res = await post(
      t,
      '/api/payment/charge',
      { ...billing(), stripeCardId: cardId, idempotencyKey: checkoutKey(), ...override },
      token,
    );
    expect(failure(res)).toEqual(expectError(400, ErrorCode.Validation, message));
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(0);
    expect((await stockOf(product.id)).maximumConsumerQuantity).toBe(50);
  });

  it("refuses another buyer's card and a card id that does not exist", async () => {
    const other = await buyer(t);
    const othersCard = await addCard(t, other.token);
    const { user, token } = await readyCart(t, { quantity: 1, card: null });

    expect(failure(await charge(t, token, { stripeCardId: othersCard }))).toEqual(
      expectError(400, ErrorCode.Validation, NO_CARD),
    );
    await addCard(t, token);
    expect(failure(await charge(t, token, { stripeCardId: othersCard }))).toEqual(
      expectError(400, ErrorCode.Validation, NO_CARD_SELECTED),
    );
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(0);
    expect(await countRows(t, paymentCharges, eq(paymentCharges.userId, other.user.id))).toBe(0);
  });

  it('refuses an empty cart and a visitor', async () => {
    const { token } = await buyer(t);
    const cardId = await addCard(t, token);
    expect(failure(await charge(t, token, { stripeCardId: cardId }))).toEqual(
      expectError(400, ErrorCode.Validation, CART_EMPTY),
    );
    expect(failure(await charge(t, '', { stripeCardId: cardId })).errorCode).toBe(ErrorCode.InvalidToken);
  });

  it('re-checks the order window on the server: closed between add-to-cart and checkout', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const { user, token, farm, cardId } = await readyCart(t, { quantity: 1 });
    t.clock.set(SATURDAY_AFTERNOON);
    try {
      const res = await charge(t, token, { stripeCardId: cardId });
      expect(failure(res)).toEqual(
        expectError(400, ErrorCode.Validation, `${farm.farmName} Order window is closed`),
      );
      expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(0);
      expect(await countRows(t, cartLines)).toBeGreaterThan(0);
    } finally {
      t.clock.set(WEDNESDAY_MORNING);
    }
  });

  it('never sells stock twice: buyers racing for the last units get exactly what is left', async () => {
    const { farm, product } = await pickupFarm(t, { maximumConsumerQuantity: 10 });
    const racers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const b = await buyer(t);
        await fillCart(t, b.token, product.id, farm.id, 1);
        return { ...b, cardId: await addCard(t, b.token) };
      }),
    );
    const results = await Promise.all(racers.map((r) => charge(t, r.token, { stripeCardId: r.cardId })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(failure(r).responseMessage).toMatch(/out of stock|no longer available|unavailable|units left/i);
    expect((await stockOf(product.id)).maximumConsumerQuantity).toBe(0);
    expect(await countRows(t, orders, eq(orders.status, 1))).toBeGreaterThanOrEqual(10);
    const raceOrders = await t.database.db.$count(orders, eq(orders.userId, racers[0]!.user.id));
    expect(raceOrders).toBeLessThanOrEqual(1);
  }, 120_000);
});

describe('payment/chargeByInvoice', () => {
  it('is refused to a buyer who is not approved for invoices, and changes nothing', async () => {
    const { user, token } = await readyCart(t, { quantity: 1, card: null });
    const res = await post(
      t,
      '/api/payment/chargeByInvoice',
      { ...billing(), idempotencyKey: checkoutKey() },
      token,
    );
    expect(failure(res)).toEqual(expectError(403, ErrorCode.Forbidden, INVOICE_NOT_ALLOWED));
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(0);
  });

  it("places an approved wholesale buyer's order at wholesale prices and emails the invoice as a PDF", async () => {
    const { user, token, product } = await readyCart(t, {
      buyer: { userType: 3, consumerType: 3, invoiceStatus: 0 },
      item: { wholesalePriceCents: 300, maximumWholesaleQuantity: 40 },
      quantity: 4,
      card: null,
    });
    const res = await post(
      t,
      '/api/payment/chargeByInvoice',
      { ...billing({ organization: 'Blue Door Bistro' }), idempotencyKey: checkoutKey() },
      token,
    );
    const { order, message } = placed(res);
    expect(message).toMatch(/invoice/);
    expect(order).toMatchObject({ paymentMethod: 'invoice', status: '0', totalPriceCents: 1200 });
    expect(order.billingInfo.organization).toBe('Blue Door Bistro');
    expect((await stockOf(product.id)).maximumWholesaleQuantity).toBe(36);
    expect((await stockOf(product.id)).maximumConsumerQuantity).toBe(50);
    const mail = await t.outbox(user.email);
    expect(mail.some((m) => m.raw.includes('application/pdf') && /invoice/i.test(m.raw))).toBe(true);
  });
});

describe('subscriptions', () => {
  it('an item sold by subscription starts one, renews as an order of its own, and can be cancelled once', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const { user, token, product, cardId } = await readyCart(t, {
      item: { subscriptionInterval: 'week', subscriptionIntervalCount: 1, consumerPriceCents: 1000 },
      quantity: 1,
    });
    const { order } = placed(await charge(t, token, { stripeCardId: cardId }));
    const subId = order.buyList[0]!.productList[0]!.stripeSubscriptionId!;
    expect(subId).toBeTruthy();

    t.clock.set('2026-11-25T16:00:00Z'); // a week later, Wednesday, window open
    try {
      await runJobsOnce(t.app.deps);
      const list = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(list).toHaveLength(2);
      expect(list.every((o) => o.status === 1)).toBe(true);
      const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      expect(sub!.nextRenewalAt!.toISOString()).toBe('2026-12-02T15:00:00.000Z');
      expect((await stockOf(product.id)).maximumConsumerQuantity).toBe(48);
      // Running the runner again in the same period renews nothing more.
      await runJobsOnce(t.app.deps);
      expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(2);
    } finally {
      t.clock.set(WEDNESDAY_MORNING);
    }

    const other = await buyer(t);
    const foreign = await post(
      t,
      '/api/payment/cancelStripeSubscription',
      { stripeSubscriptionId: subId },
      other.token,
    );
    expect(failure(foreign)).toEqual(expectError(404, ErrorCode.NotFound, 'Subscription not found.'));

    const res = await post(
      t,
      '/api/payment/cancelStripeSubscription',
      { stripeSubscriptionId: subId },
      token,
    );
    expect(okData<{ subscription: { status: string } }>(res).subscription.status).toBe('canceled');
    const again = await post(
      t,
      '/api/payment/cancelStripeSubscription',
      { stripeSubscriptionId: subId },
      token,
    );
    expect(failure(again).responseMessage).toBe('This subscription is already cancelled.');
    expect(await countRows(t, jobs)).toBeGreaterThan(0);
  });

  /** A buyer whose order started a weekly subscription; returns them, the order and its subscription id. */
  async function subscribed() {
    t.clock.set(WEDNESDAY_MORNING);
    const ready = await readyCart(t, {
      item: { subscriptionInterval: 'week', subscriptionIntervalCount: 1, consumerPriceCents: 1000 },
      quantity: 1,
    });
    const { order } = placed(await charge(t, ready.token, { stripeCardId: ready.cardId }));
    return { ...ready, order, subId: order.buyList[0]!.productList[0]!.stripeSubscriptionId! };
  }

  const subscriptionRow = async (providerSubscriptionId: string) =>
    (
      await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    )[0]!;

  /**
   * The payment processor's cancel failing once: while it is asked, the subscription's row is read FOR
   * UPDATE (the embedded database runs one transaction at a time, so this read waits for any open one),
   * then `meanwhile` runs (only if nothing was locked: it would wait too). Counts the processor's calls.
   */
  function failingCancel(subId: string, meanwhile: () => Promise<void> = async () => {}) {
    const { payments, database } = t.app.deps;
    const real = payments.cancelSubscription.bind(payments);
    const seen = { calls: 0, answeredDuringCall: false };
    payments.cancelSubscription = async (id) => {
      if (id !== subId) return real(id);
      seen.calls++;
      if (seen.calls > 1) return real(id);
      seen.answeredDuringCall = await Promise.race([
        database.db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, subId))
          .for('update')
          .then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
      ]);
      if (seen.answeredDuringCall) await meanwhile();
      throw new Error('the card processor is down');
    };
    return { seen, restore: () => (payments.cancelSubscription = real) };
  }

  /**
   * The job runner's passes: just before the failed cancel is due again (the processor is not asked), then
   * a week on, when the subscription's renewal would have been due.
   */
  async function runnerLater(seen: { calls: number }) {
    try {
      t.clock.set(new Date(Date.parse(WEDNESDAY_MORNING) + CANCEL_RETRY_AFTER_MS - 1000));
      await runJobsOnce(t.app.deps);
      expect(seen.calls).toBe(1);
      t.clock.set('2026-11-25T16:00:00Z');
      await runJobsOnce(t.app.deps);
      expect(seen.calls).toBe(2);
    } finally {
      t.clock.set(WEDNESDAY_MORNING);
    }
  }

  it('a cancel asks the processor with no row locked; a second cancel meanwhile asks nothing; a failure is finished by the job runner', async () => {
    const { user, token, subId } = await subscribed();
    const cancel = () =>
      post(t, '/api/payment/cancelStripeSubscription', { stripeSubscriptionId: subId }, token);
    let second: Awaited<ReturnType<typeof cancel>> | undefined;
    const { seen, restore } = failingCancel(subId, async () => {
      second = await cancel();
    });
    try {
      const res = okData<{ message: string; subscription: { status: string; nextRenewalAt: string | null } }>(
        await cancel(),
      );
      expect(seen.answeredDuringCall).toBe(true);
      // The second cancel found it claimed: refused, and the processor asked once.
      expect(failure(second!)).toEqual(expectError(409, ErrorCode.Conflict, SUBSCRIPTION_CANCEL_UNDER_WAY));
      expect(seen.calls).toBe(1);
      // The processor failed: the buyer is told it will not renew, and it does not.
      expect(res.message).toBe(SUBSCRIPTION_CANCEL_PENDING);
      expect(res.subscription).toMatchObject({ status: 'canceling', nextRenewalAt: null });
      expect((await cancel()).statusCode).toBe(409);

      await runnerLater(seen);
    } finally {
      restore();
    }
    expect((await subscriptionRow(subId)).status).toBe('canceled');
    // No renewal took it while it was being cancelled: a week on, the only order is the first.
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(1);
    expect(failure(await cancel()).responseMessage).toBe('This subscription is already cancelled.');
  });

  it("cancelling the order stops its subscriptions after the order's transaction; a failure is finished by the job runner", async () => {
    const { token, order, subId } = await subscribed();
    const { seen, restore } = failingCancel(subId);
    try {
      const res = okData<{ order: { status: string } }>(
        await post(t, '/api/payment/cancelOrder', { orderId: order._id }, token),
      );
      expect(res.order.status).toBe('3');
      expect(seen.answeredDuringCall).toBe(true);
      expect(seen.calls).toBe(1);
      // The order is cancelled; its subscription renews no more, waiting for the processor.
      expect((await subscriptionRow(subId)).status).toBe('canceling');
      await runnerLater(seen);
    } finally {
      restore();
    }
    expect((await subscriptionRow(subId)).status).toBe('canceled');
  });
});
