import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lfm/core';
import { inventory, jobs, orderLines, orders, subscriptions } from '../../db/schema';
import { createUser } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, expectError, failure } from '../../test/helpers';
import { pickupFarm } from '../../test/shop-helpers';
import { startFakeStripe, stripeObject, type FakeStripe } from '../../test/stripe/fake-stripe';
import { ORDER_PAID_STATUS, ORDER_PENDING_STATUS } from '../orders';

const SECRET = 'whsec_test_local';
let t: TestContext;
let stripe: FakeStripe;

beforeAll(async () => {
  // The fake Stripe answers from Stripe's own example objects (shared/stripe): the renewal's
  // invoice, the payment that settled it and its charge, and refunds.
  stripe = await startFakeStripe();
  t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A renewal invoice Stripe has paid with a MasterCard ···· 4444, as Stripe would return it. */
function paidAtStripe(invoiceId: string) {
  const charge = stripe.put(
    stripeObject<Stripe.Charge>('charge', {
      id: `ch_${invoiceId}`,
      payment_method_details: {
        type: 'card',
        card: { brand: 'mastercard', last4: '4444' },
      } as Stripe.Charge.PaymentMethodDetails,
    }),
  );
  const intent = stripe.put(
    stripeObject<Stripe.PaymentIntent>('payment_intent', {
      id: `pi_${invoiceId}`,
      status: 'succeeded',
      amount: 900,
      latest_charge: charge.id,
    }),
  );
  stripe.put(
    stripeObject<Stripe.Invoice>('invoice', {
      id: invoiceId,
      status: 'paid',
      payments: {
        object: 'list',
        data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: intent.id } }],
      } as unknown as Stripe.ApiList<Stripe.InvoicePayment>,
    }),
  );
}
const refundKeys = () => stripe.calls.filter((c) => c.path === '/v1/refunds').map((c) => c.idempotencyKey);

let seq = 0;
/** A Stripe subscription of ours: 2 units a week of a farm's item. */
async function stripeSubscription(stock = 10) {
  const { db } = t.database;
  const user = await createUser(db);
  const { farm, distribution, product } = await pickupFarm(t, { maximumConsumerQuantity: stock });
  const [sub] = await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      inventoryId: product.id,
      providerSubscriptionId: `sub_test_${++seq}`,
      status: 'active',
      interval: 'week',
      intervalCount: 1,
      quantity: 2,
      unitAmountCents: 450,
      productName: product.itemName,
      productUnit: 'bunch',
      courierType: 'Pickup',
      farmId: farm.id,
      distributionId: distribution.id,
      provider: 'stripe',
      providerCustomerId: 'cus_1',
      providerCardId: 'card_1',
    })
    .returning();
  return { sub: sub!, user, product };
}

/** An event as Stripe sends it: JSON signed with the endpoint's secret. */
function send(type: string, object: Record<string, unknown>, secret = SECRET) {
  const payload = JSON.stringify({
    id: `evt_${++seq}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const invoice = (subscriptionId: string, id: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  collection_method: 'charge_automatically',
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  ...extra,
});
const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));
const stockOf = async (id: number) =>
  (await t.database.db.select().from(inventory).where(eq(inventory.id, id)))[0]!.maximumConsumerQuantity;

describe('POST payments/stripe/webhook', () => {
  it('turns a paid renewal invoice into one paid order, however often Stripe delivers it', async () => {
    const { sub, user, product } = await stripeSubscription();
    paidAtStripe(`in_paid_${sub.id}`);
    for (let i = 0; i < 2; i++) {
      const res = await send('invoice.paid', invoice(sub.providerSubscriptionId, `in_paid_${sub.id}`));
      expect(res.statusCode).toBe(200);
    }
    const [order, ...more] = await ordersOf(user.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      status: ORDER_PAID_STATUS,
      totalCents: 900,
      paymentReference: `in_paid_${sub.id}`,
      // Issue 15: the card Stripe charged, as a local renewal keeps it ('MasterCard ···· 4444').
      paymentMethod: 'card',
      cardBrand: 'MasterCard',
      cardLast4: '4444',
    });
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.subscriptionId, sub.id));
    expect(lines.map((l) => l.quantity)).toEqual([2]);
    expect(await stockOf(product.id)).toBe(8);
    expect(
      await countRows(
        t,
        jobs,
        and(eq(jobs.name, 'email.receipt'), eq(jobs.singletonKey, `receipt-${order!.id}`)),
      ),
    ).toBe(1);
  });

  it('still makes the paid order when Stripe cannot say which card paid it, without a card', async () => {
    const { sub, user } = await stripeSubscription();
    const id = `in_unreadable_${sub.id}`; // (never put at the fake Stripe: it answers 404)
    expect((await send('invoice.paid', invoice(sub.providerSubscriptionId, id))).statusCode).toBe(200);
    const [order, ...more] = await ordersOf(user.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ status: ORDER_PAID_STATUS, paymentReference: id, cardLast4: null });
  });

  it('makes a sent invoice a pending order that is paid when the invoice is', async () => {
    const { sub, user } = await stripeSubscription();
    const sent = invoice(sub.providerSubscriptionId, `in_sent_${sub.id}`, {
      collection_method: 'send_invoice',
    });
    expect((await send('invoice.finalized', sent)).statusCode).toBe(200);
    expect((await ordersOf(user.id)).map((o) => o.status)).toEqual([ORDER_PENDING_STATUS]);
    expect((await send('invoice.paid', sent)).statusCode).toBe(200);
    expect((await ordersOf(user.id)).map((o) => o.status)).toEqual([ORDER_PAID_STATUS]);
  });

  it('refunds a renewal whose item is out of stock, and tells the buyer', async () => {
    const { sub, user, product } = await stripeSubscription(1);
    paidAtStripe(`in_short_${sub.id}`);
    expect(
      (await send('invoice.paid', invoice(sub.providerSubscriptionId, `in_short_${sub.id}`))).statusCode,
    ).toBe(200);
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(1);
    expect(refundKeys()).toContain(`refund-stripe-in_short_${sub.id}`);
    expect(stripe.refunds.map((r) => r.payment_intent)).toContain(`pi_in_short_${sub.id}`);
    expect(await countRows(t, jobs, eq(jobs.singletonKey, `problem-stripe-in_short_${sub.id}`))).toBe(1);
  });

  it('marks a declined renewal past due, and an ended subscription canceled', async () => {
    const { sub } = await stripeSubscription();
    const statusOf = async () =>
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!.status;
    await send('invoice.payment_failed', invoice(sub.providerSubscriptionId, `in_failed_${sub.id}`));
    expect(await statusOf()).toBe('past_due');
    await send('customer.subscription.deleted', { id: sub.providerSubscriptionId, object: 'subscription' });
    expect(await statusOf()).toBe('canceled');
  });

  it('refuses a bad signature and changes nothing; ignores the first invoice and other events', async () => {
    const { sub, user } = await stripeSubscription();
    const forged = await send(
      'invoice.paid',
      invoice(sub.providerSubscriptionId, 'in_forged'),
      'whsec_wrong',
    );
    expect(failure(forged)).toEqual(
      expectError(400, ErrorCode.Validation, 'The Stripe-Signature header does not match this payload.'),
    );
    // The first period is paid by the checkout that started the subscription.
    await send(
      'invoice.paid',
      invoice(sub.providerSubscriptionId, 'in_first', { billing_reason: 'subscription_create' }),
    );
    await send('charge.refunded', { id: 'ch_1', object: 'charge' });
    await send('invoice.paid', invoice('sub_someone_else', 'in_other'));
    expect(await ordersOf(user.id)).toEqual([]);
  });
});
