import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, INVOICE_NOT_ALLOWED, NO_CARD, NO_CARD_SELECTED, ORDER_PLACED } from '@lfm/core';
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
});
