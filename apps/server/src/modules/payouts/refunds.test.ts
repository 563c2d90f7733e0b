import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  ORDER_ALREADY_CANCELLED,
  type OrderDto,
  type RefundOrderResultDto,
  type SubscriptionDto,
} from '@lfm/core';
import { auditLog, jobs, orders, paymentCharges, subscriptions } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import { call, failure, get, post } from '../../test/helpers';
import { closeWindow } from '../../test/payout-helpers';
import { addCard, buyer, charge, fillCart, pickupFarm, placed, signedInAdmin } from '../../test/shop-helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

/**
 * The admin's refund of an order after its window closed (admin/orders/refund): a refund of the order
 * that started a subscription ends the subscription too, through the same claim, processor call and
 * record as the buyer's own cancel, and the admin is told.
 */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAdmin(t)).token;
});
afterAll(() => t.close());

/** When the weekly subscription's renewal is due, and a week after that. */
const RENEWALS = ['2026-11-25T16:00:00Z', '2026-12-02T16:00:00Z'];

/** A buyer's weekly subscription bought by card at WEDNESDAY_MORNING; then the window closes. */
async function subscribedAndClosed() {
  t.clock.set(WEDNESDAY_MORNING);
  const { token } = await buyer(t);
  const { farm, product } = await pickupFarm(t, {
    subscriptionInterval: 'week',
    subscriptionIntervalCount: 1,
  });
  await fillCart(t, token, product.id, farm.id, 1);
  const { order } = placed(await charge(t, token, { stripeCardId: await addCard(t, token) }));
  await closeWindow(t);
  return { token, orderId: order._id, subId: order.buyList[0]!.productList[0]!.stripeSubscriptionId! };
}

/** What the buyer's orders page reads: their orders and subscriptions. */
const mine = async (token: string) =>
  okData<{ OrderDetails: { orders: OrderDto[]; subscriptions: SubscriptionDto[] } }>(
    await get(t, '/api/payment/getOrder', token),
  ).OrderDetails;

const refund = async (orderId: number) =>
  okData<RefundOrderResultDto>(await post(t, '/api/admin/orders/refund', { orderId }, admin));

/** The job runner's passes when the renewals would be due. */
async function runnerAtRenewals() {
  for (const at of RENEWALS) {
    t.clock.set(at);
    await runJobsOnce(t.app.deps);
  }
}

/**
 * The processor's cancel of `subId` watched: while it is asked, the subscription's row is read FOR UPDATE
 * (the embedded database runs one transaction at a time, so the read waits for any open one). It fails
 * the first time when `fail` is set.
 */
function watchCancel(subId: string, fail: boolean) {
  const { payments, database } = t.app.deps;
  const real = payments.cancelSubscription.bind(payments);
  const seen = { calls: 0, rowFreeDuringCall: false };
  payments.cancelSubscription = async (id) => {
    if (id !== subId) return real(id);
    seen.calls++;
    if (seen.calls === 1)
      seen.rowFreeDuringCall = await Promise.race([
        database.db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.providerSubscriptionId, subId))
          .for('update')
          .then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
      ]);
    if (fail && seen.calls === 1) throw new Error('the card processor is down');
    return real(id);
  };
  return { seen, restore: () => (payments.cancelSubscription = real) };
}

describe('two refunds of one order at once', () => {
  it('refund it once: refunded once at the processor, one audit entry, one notice to the buyer; the other is told it is done', async () => {
    const { orderId } = await subscribedAndClosed();
    const [first, second] = await Promise.all([
      post(t, '/api/admin/orders/refund', { orderId }, admin),
      post(t, '/api/admin/orders/refund', { orderId }, admin),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const refused = first.statusCode === 400 ? first : second;
    expect(failure(refused).responseMessage).toBe(ORDER_ALREADY_CANCELLED);
    const { db } = t.database;
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.subjectId, orderId)));
    expect(entries).toHaveLength(1);
    const notices = (await db.select().from(jobs).where(eq(jobs.name, 'email.cancelled'))).filter(
      (j) => j.payload.orderId === orderId,
    );
    expect(notices).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const refunds = await db
      .select()
      .from(paymentCharges)
      .where(
        and(
          eq(paymentCharges.providerChargeId, order!.paymentReference!),
          isNotNull(paymentCharges.refundedAt),
        ),
      );
    expect(refunds).toHaveLength(1);
  });
});

describe("an admin's refund of an order that started a subscription", () => {
  it('cancels the subscription, asking the processor with no row locked, says so, and nothing renews', async () => {
    const { token, orderId, subId } = await subscribedAndClosed();
    const { seen, restore } = watchCancel(subId, false);
    try {
      expect(await refund(orderId)).toEqual({
        message:
          'Order refunded, and the subscription it started is cancelled: it will not renew. The buyer has been told.',
        subscriptionsCancelled: 1,
      });
      expect(seen).toEqual({ calls: 1, rowFreeDuringCall: true });
      const after = await mine(token);
      expect(after.orders.map((o) => [o._id, o.status])).toEqual([[orderId, '3']]);
      expect(after.subscriptions).toMatchObject([{ id: subId, status: 'canceled', nextRenewalAt: null }]);

      // Refunded again: refused, and the processor is not asked again.
      const again = await post(t, '/api/admin/orders/refund', { orderId }, admin);
      expect(again.statusCode).toBe(400);
      expect(seen.calls).toBe(1);
    } finally {
      restore();
    }
    await runnerAtRenewals();
    expect((await mine(token)).orders).toHaveLength(1);
  });

  it('when the processor fails, the subscription renews no more and the job runner finishes the cancel', async () => {
    const { token, orderId, subId } = await subscribedAndClosed();
    const { seen, restore } = watchCancel(subId, true);
    try {
      expect(await refund(orderId)).toEqual({
        message:
          'Order refunded, and the subscription it started is cancelled: it will not renew. The buyer has been told.',
        subscriptionsCancelled: 1,
      });
      expect(seen).toEqual({ calls: 1, rowFreeDuringCall: true });
      expect((await mine(token)).subscriptions).toMatchObject([
        { id: subId, status: 'canceling', nextRenewalAt: null },
      ]);
      await runnerAtRenewals();
      expect(seen.calls).toBe(2);
    } finally {
      restore();
    }
    const after = await mine(token);
    expect(after.subscriptions).toMatchObject([{ id: subId, status: 'canceled', nextRenewalAt: null }]);
    expect(after.orders).toHaveLength(1);
  });

  it('a subscription the buyer cancelled already is not cancelled again: the refund says nothing of it', async () => {
    const { token, orderId, subId } = await subscribedAndClosed();
    okData(await post(t, '/api/payment/cancelStripeSubscription', { stripeSubscriptionId: subId }, token));
    const { seen, restore } = watchCancel(subId, false);
    try {
      expect(await refund(orderId)).toEqual({
        message: 'Order refunded. The buyer has been told.',
        subscriptionsCancelled: 0,
      });
      expect(seen.calls).toBe(0);
    } finally {
      restore();
    }
  });

  it('a Spanish admin (Accept-Language: es) is told in Spanish', async () => {
    const { orderId } = await subscribedAndClosed();
    const inSpanish = (id: number) =>
      call(t, {
        method: 'POST',
        url: '/api/admin/orders/refund',
        body: { orderId: id },
        token: admin,
        headers: { 'accept-language': 'es' },
      });
    expect(okData<RefundOrderResultDto>(await inSpanish(orderId))).toEqual({
      message:
        'Pedido reembolsado, y la suscripción que inició quedó cancelada: no se renovará. Ya le avisamos al comprador.',
      subscriptionsCancelled: 1,
    });
    // And refused in Spanish: it is refunded already.
    expect(failure(await inSpanish(orderId)).responseMessage).toBe('Este pedido ya está cancelado.');
  });
});
