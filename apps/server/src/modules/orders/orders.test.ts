import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type OrderDetailsDto, type OrderDto } from '@lfm/core';
import { inventory, orders, paymentCharges } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { expectError, failure, get, latestMail, post } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import { SATURDAY_AFTERNOON, WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import {
  MASTERCARD,
  addCard,
  billing,
  buyer,
  charge,
  checkoutKey,
  fillCart,
  pickupFarm,
  placed,
  readyCart,
} from '../../test/shop-helpers';
import { createInventoryItem } from '../../db/factories';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A buyer who has placed one order of 2 × the item (price 400) for pickup. */
async function withOrder() {
  const ready = await readyCart(t, { item: { itemName: 'Rainbow Chard' } });
  const { order } = placed(await charge(t, ready.token, { stripeCardId: ready.cardId }));
  return { ...ready, order };
}
const stock = async (id: number) =>
  (await t.database.db.select().from(inventory).where(eq(inventory.id, id)))[0]!.maximumConsumerQuantity;

describe('payment/getOrder and getOrderById', () => {
  it("lists the buyer's orders newest first with dates and labels the page needs", async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const first = await withOrder();
    t.clock.set('2026-11-18T16:00:00Z');
    await fillCart(t, first.token, first.product.id, first.farm.id, 1);
    const second = placed(await charge(t, first.token, { stripeCardId: first.cardId })).order;
    t.clock.set(WEDNESDAY_MORNING);

    const { OrderDetails } = okData<OrderDetailsDto>(await get(t, '/api/payment/getOrder', first.token));
    expect(OrderDetails.orders.map((o) => o._id)).toEqual([second._id, first.order._id]);
    expect(OrderDetails.orders[1]).toMatchObject({
      created: '2026-11-18T15:00:00.000Z',
      status: '1',
      harvestStatus: 0,
      canCancel: true,
      buyList: [expect.objectContaining({ courierType: 'Pickup', locationName: expect.any(String), day: 6 })],
    });
    expect(OrderDetails.subscriptions).toEqual([]);

    const one = okData<{ order: OrderDto }>(
      await get(t, `/api/payment/getOrderById?orderId=${first.order._id}`, first.token),
    );
    expect(one.order._id).toBe(first.order._id);
  });

  it("answers 'Order not found.' for another buyer's order, and shows a new buyer nothing", async () => {
    const { order } = await withOrder();
    const other = await buyer(t);
    expect(failure(await get(t, `/api/payment/getOrderById?orderId=${order._id}`, other.token))).toEqual(
      expectError(404, ErrorCode.NotFound, 'Order not found.'),
    );
    expect(failure(await get(t, `/api/payment/orderPdf?orderId=${order._id}`, other.token)).status).toBe(404);
    expect(failure(await get(t, '/api/payment/getOrderById?orderId=abc', other.token)).responseMessage).toBe(
      'Order not found.',
    );
    const { OrderDetails } = okData<OrderDetailsDto>(await get(t, '/api/payment/getOrder', other.token));
    expect(OrderDetails).toEqual({ orders: [], subscriptions: [] });
  });
});

describe('the orders list and order detail (issue 15)', () => {
  it('keep the card charged (brand, last 4), give each farm once and its pickup date', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const b = await buyer(t);
    const { farm, product } = await pickupFarm(t, { itemName: 'Rainbow Chard' });
    const other = await createInventoryItem(t.database.db, { farmId: farm.id, itemName: 'Kale' });
    await fillCart(t, b.token, product.id, farm.id, 1);
    await fillCart(t, b.token, other.id, farm.id, 2);
    await addCard(t, b.token);
    // The buyer pays with their second card, not the default one.
    const mastercard = await addCard(t, b.token, MASTERCARD);
    const { order } = placed(await charge(t, b.token, { stripeCardId: mastercard }));
    expect(order.card).toEqual({ brand: 'MasterCard', last4: '4444' });

    const { OrderDetails } = okData<OrderDetailsDto>(await get(t, '/api/payment/getOrder', b.token));
    const [listed] = OrderDetails.orders;
    expect(listed!.card).toEqual({ brand: 'MasterCard', last4: '4444' });
    // One group per farm, however many items; its window (Sunday 6 AM to Saturday 6 AM) closes on
    // Saturday November 21st, the pickup day.
    expect(listed!.buyList).toHaveLength(1);
    expect(listed!.buyList[0]).toMatchObject({ farmId: farm.id, day: 6, date: '2026-11-21' });
    expect(listed!.buyList[0]!.productList.map((l) => l.productName).sort()).toEqual([
      'Kale',
      'Rainbow Chard',
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ cardBrand: 'MasterCard', cardLast4: '4444' });
  });

  it('an invoice order has no card', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const { token } = await buyer(t, { userType: 3, consumerType: 3, invoiceStatus: 0 });
    const { farm, product } = await pickupFarm(t, { wholesalePriceCents: 300, maximumWholesaleQuantity: 40 });
    await fillCart(t, token, product.id, farm.id, 1);
    const { order } = placed(
      await post(t, '/api/payment/chargeByInvoice', { ...billing(), idempotencyKey: checkoutKey() }, token),
    );
    expect(order).toMatchObject({ paymentMethod: 'invoice', card: null });
    expect(order.buyList[0]!.date).toBe('2026-11-21');
  });
});

describe('payment/orderPdf', () => {
  it('is an A4 PDF named after the product', async () => {
    const { token, order } = await withOrder();
    const res = await get(
      t,
      `/api/payment/orderPdf?orderId=${order._id}&groupId=${order.buyList[0]!._id}`,
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Rainbow-Chard.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('shows when the order was placed and its pickup date, like the receipt email does', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const { user, token, order } = await withOrder();
    // Placed Wednesday the 18th at 10 AM New York time; the window closes Saturday the 21st, the pickup day.
    const placedOn = 'Wednesday November 18th 2026, 10:00am';
    const pdf = pdfText((await get(t, `/api/payment/orderPdf?orderId=${order._id}`, token)).rawPayload);
    expect(pdf).toContain(`Placed ${placedOn}`);
    expect(pdf).toMatch(/Pickup at .* · Sat, Nov 21/);
    expect(pdf).toContain('Paid by Visa ···· 4242');

    await runJobsOnce(t.app.deps);
    const mail = await latestMail(t, user.email);
    expect(mail).toContain(`placed ${placedOn}`);
    expect(mail).toMatch(/Pickup at .* Sat, Nov 21/);
  });

  it('the whole order is one PDF named order-N.pdf, as the receipt attaches it', async () => {
    const { token, order } = await withOrder();
    const res = await get(t, `/api/payment/orderPdf?orderId=${order._id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="order-${order._id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('payment/cancelOrder', () => {
  it('restocks, refunds and marks the order cancelled once, and emails the buyer', async () => {
    const { user, token, product, order } = await withOrder();
    expect(await stock(product.id)).toBe(48);
    const res = okData<{ message: string; order: OrderDto }>(
      await post(t, '/api/payment/cancelOrder', { orderId: order._id }, token),
    );
    expect(res.message).toBe('Your order has been cancelled and refunded.');
    expect(res.order).toMatchObject({ status: '3', canCancel: false });
    expect(await stock(product.id)).toBe(50);
    const [ch] = await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, user.id));
    expect(ch!.status).toBe('refunded');

    expect(failure(await post(t, '/api/payment/cancelOrder', { orderId: order._id }, token))).toEqual(
      expectError(400, ErrorCode.Validation, 'This order is already cancelled.'),
    );
    expect(await stock(product.id)).toBe(50);
    await runJobsOnce(t.app.deps);
    expect(
      (await t.outbox(user.email)).some((m) => m.raw.includes(`Your order #${order._id} has been cancelled`)),
    ).toBe(true);
  });

  it('asks the provider for the refund with no transaction open, and retries it by job when the provider fails', async () => {
    const { user, token, order } = await withOrder();
    const { payments, database } = t.app.deps;
    const realRefund = payments.refund.bind(payments);
    let answeredDuringRefund = false;
    payments.refund = async () => {
      // The embedded database runs one transaction at a time: this read would wait for an open one.
      answeredDuringRefund = await Promise.race([
        database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, order._id))
          .for('update')
          .then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
      ]);
      throw new Error('the card processor is down');
    };
    try {
      okData(await post(t, '/api/payment/cancelOrder', { orderId: order._id }, token));
    } finally {
      payments.refund = realRefund;
    }
    expect(answeredDuringRefund).toBe(true);
    const charge = async () =>
      (await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, user.id)))[0]!;
    // Cancelled, its stock back; the refund waits for the provider, queued with the cancellation.
    expect((await charge()).status).toBe('succeeded');
    await runJobsOnce(t.app.deps);
    expect((await charge()).status).toBe('refunded');
  });

  it("is refused once the farm's order window has closed, and for another buyer; nothing changes", async () => {
    const { token, product, order } = await withOrder();
    const other = await buyer(t);
    expect(failure(await post(t, '/api/payment/cancelOrder', { orderId: order._id }, other.token))).toEqual(
      expectError(404, ErrorCode.NotFound, 'Order not found.'),
    );
    t.clock.set(SATURDAY_AFTERNOON);
    try {
      expect(
        failure(await post(t, '/api/payment/cancelOrder', { orderId: order._id }, token)).responseMessage,
      ).toBe(
        'The order window has closed, so this order can no longer be cancelled. Please contact the farm.',
      );
    } finally {
      t.clock.set(WEDNESDAY_MORNING);
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe(1);
    expect(await stock(product.id)).toBe(48);
  });
});
