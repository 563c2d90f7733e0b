import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  AUTHENTICATION_FAILED,
  AUTHENTICATION_NEEDED,
  ErrorCode,
  NOT_FOUND,
  ORDER_PLACED,
  TEST_CARD_AUTHENTICATION,
  type PaymentActionDto,
} from '@lfm/core';
import { inventory, jobs, orders, paymentCharges, workflowRuns } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, expectError, failure, post } from '../../test/helpers';
import { WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import { startFakeStripe, TEST_CARDS, type FakeStripe } from '../../test/stripe/fake-stripe';
import {
  addStripeCard,
  buyer,
  charge,
  checkoutKey,
  fillCart,
  getCart,
  pickupFarm,
  placed,
  readyCart,
} from '../../test/shop-helpers';
import { settleStaleRuns } from '../../workflows/runner';

/**
 * Issue 30.2: a card whose bank asks the buyer to authenticate (3-D Secure) with the built-in card
 * processor, which models Stripe's states with Stripe's test card 4000 0027 6000 3184.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(WEDNESDAY_MORNING);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.database.db.select().from(inventory).where(eq(inventory.id, id)))[0]!.maximumConsumerQuantity;
const chargesOf = (userId: number) =>
  t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, userId));
const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));
const authenticate = (token: string, paymentId: string, outcome: 'complete' | 'fail') =>
  post(t, '/api/payments/local/authenticate', { paymentId, outcome }, token);
const confirm = (token: string, idempotencyKey: string) =>
  post(t, '/api/payment/confirmCharge', { idempotencyKey }, token);

/** A buyer with 3 of an item (10 in stock) in the cart and the authentication test card, at checkout. */
async function askedToAuthenticate() {
  const shop = await readyCart(t, {
    item: { consumerPriceCents: 500, maximumConsumerQuantity: 10 },
    quantity: 3,
    card: TEST_CARD_AUTHENTICATION,
  });
  const key = checkoutKey();
  const res = await charge(t, shop.token, { stripeCardId: shop.cardId, idempotencyKey: key });
  return { ...shop, key, answer: okData<PaymentActionDto>(res) };
}

describe('3-D Secure with the built-in card processor', () => {
  it('asks for the bank challenge and holds the stock; Complete places the order', async () => {
    const { user, token, product, key, answer } = await askedToAuthenticate();
    expect(answer).toEqual({
      message: AUTHENTICATION_NEEDED,
      nextAction: {
        type: 'authenticate',
        provider: 'local',
        paymentId: expect.stringMatching(/^ch_local_/),
        clientSecret: null,
        checkoutKey: key,
      },
    });
    // Reserved while the buyer answers the bank: the stock is taken, the charge waits, no receipt.
    expect(await stockOf(product.id)).toBe(7);
    expect(await chargesOf(user.id)).toMatchObject([{ status: 'requires_action', amountCents: 1500 }]);
    // Asked again (a double click, a reload) with the same key: the same challenge.
    expect(okData(await charge(t, token, { idempotencyKey: key, stripeCardId: 'x' }))).toEqual(answer);
    // Confirmed before the challenge is answered: still waiting.
    expect(okData(await confirm(token, key))).toEqual(answer);

    okData(await authenticate(token, answer.nextAction.paymentId, 'complete'));
    const { message, order } = placed(await confirm(token, key));
    expect(message).toBe(ORDER_PLACED);
    expect(order).toMatchObject({ status: '1', totalPriceCents: 1500 });
    expect(await chargesOf(user.id)).toMatchObject([{ status: 'succeeded' }]);
    expect((await getCart(t, token)).lineCount).toBe(0);
    expect(await stockOf(product.id)).toBe(7);
    expect(await countRows(t, jobs, eq(jobs.singletonKey, `receipt-${order._id}`))).toBe(1);
    // The same confirm again answers with the same order.
    expect(placed(await confirm(token, key)).order._id).toBe(order._id);
  });

  it('Fail: a clear message, no order, no charge, the stock back and the cart as it was', async () => {
    const { user, token, product, key, answer } = await askedToAuthenticate();
    okData(await authenticate(token, answer.nextAction.paymentId, 'fail'));
    expect(failure(await confirm(token, key))).toEqual(
      expectError(402, ErrorCode.PaymentFailed, AUTHENTICATION_FAILED),
    );
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await chargesOf(user.id)).toMatchObject([{ status: 'canceled' }]);
    expect(await stockOf(product.id)).toBe(10);
    const cart = await getCart(t, token);
    expect(cart.lineCount).toBe(1);
    expect(cart.buyList[0]!.productList[0]!.productQuantity).toBe(3);
  });

  it("refuses to answer someone else's challenge, and one that is not waiting", async () => {
    const { answer } = await askedToAuthenticate();
    const other = await buyer(t);
    expect(failure(await authenticate(other.token, answer.nextAction.paymentId, 'complete'))).toEqual(
      expectError(404, ErrorCode.NotFound, NOT_FOUND.payment),
    );
    expect(failure(await authenticate(other.token, 'ch_local_none', 'fail'))).toEqual(
      expectError(404, ErrorCode.NotFound, NOT_FOUND.payment),
    );
  });

  it('a buyer who left the challenge and checks out again: the first is undone, the second goes on', async () => {
    const { user, token, product, cardId, answer } = await askedToAuthenticate();
    const again = okData<PaymentActionDto>(
      await charge(t, token, { stripeCardId: cardId, idempotencyKey: checkoutKey() }),
    );
    expect(again.nextAction.paymentId).not.toBe(answer.nextAction.paymentId);
    expect(await stockOf(product.id)).toBe(7);
    const charges = await chargesOf(user.id);
    expect(charges.map((c) => c.status).sort()).toEqual(['canceled', 'requires_action']);
    // Its challenge can no longer be completed.
    expect(failure(await authenticate(token, answer.nextAction.paymentId, 'complete')).status).toBe(404);
  });

  it('a challenge left unanswered is settled by undo once it has waited too long', async () => {
    const { user, product, answer } = await askedToAuthenticate();
    await settleStaleRuns(t.app.deps, 60_000, 60_000);
    expect(await stockOf(product.id)).toBe(7);
    await t.database.db
      .update(workflowRuns)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(like(workflowRuns.key, `${user.id}:%`));
    expect(await settleStaleRuns(t.app.deps, 60_000, 60_000)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product.id)).toBe(10);
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await chargesOf(user.id)).toMatchObject([
      { providerChargeId: answer.nextAction.paymentId, status: 'canceled' },
    ]);
  });

  it('off-session (a renewal), the same card is declined instead of waiting for the buyer', async () => {
    const { user, cardId } = await readyCart(t, { card: TEST_CARD_AUTHENTICATION });
    const customerId = (await t.database.db.query.paymentCustomers.findFirst({
      where: (c, { eq: is }) => is(c.userId, user.id),
    }))!.providerCustomerId;
    await expect(
      t.app.deps.payments.charge({
        customerId,
        cardId: cardId!,
        amountCents: 900,
        description: 'renewal',
        idempotencyKey: `renewal-${user.id}`,
        userId: user.id,
        offSession: true,
      }),
    ).rejects.toMatchObject({ declineCode: 'authentication_required' });
  });
});

describe('3-D Secure with Stripe (the fake Stripe, answering from its published objects)', () => {
  let s: TestContext;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    s = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_API_BASE: stripe.url,
    });
    s.clock.set(WEDNESDAY_MORNING);
  });
  afterAll(async () => {
    await s.close();
    await stripe.close();
  });

  const stockIn = async (id: number) =>
    (await s.database.db.select().from(inventory).where(eq(inventory.id, id)))[0]!.maximumConsumerQuantity;

  /** A buyer with 3 of an item (10 in stock) and Stripe's authentication test card, at checkout. */
  async function askedByTheBank() {
    const { user, token } = await buyer(s);
    const { farm, product } = await pickupFarm(s, { consumerPriceCents: 500, maximumConsumerQuantity: 10 });
    await fillCart(s, token, product.id, farm.id, 3);
    const cardId = await addStripeCard(s, stripe, token, TEST_CARDS.authentication);
    const key = checkoutKey();
    const answer = okData<PaymentActionDto>(
      await charge(s, token, { stripeCardId: cardId, idempotencyKey: key }),
    );
    return { user, token, product, key, answer };
  }

  it('the charge answers requires_action with the client secret; authenticated, confirm places the order', async () => {
    const { user, token, product, key, answer } = await askedByTheBank();
    const intent = stripe.intents.at(-1)!;
    expect(intent).toMatchObject({ status: 'requires_action', amount: 1500 });
    expect(answer).toEqual({
      message: AUTHENTICATION_NEEDED,
      nextAction: {
        type: 'authenticate',
        provider: 'stripe',
        paymentId: intent.id,
        clientSecret: intent.client_secret,
        checkoutKey: key,
      },
    });
    expect(await stockIn(product.id)).toBe(7);
    // Confirmed before the bank is answered: still waiting, nothing placed.
    expect(okData(await post(s, '/api/payment/confirmCharge', { idempotencyKey: key }, token))).toEqual(
      answer,
    );

    stripe.authenticate(intent.id, 'complete');
    const { message, order } = placed(
      await post(s, '/api/payment/confirmCharge', { idempotencyKey: key }, token),
    );
    expect(message).toBe(ORDER_PLACED);
    expect(order).toMatchObject({ status: '1', totalPriceCents: 1500 });
    expect(stripe.get<{ status: string }>(intent.id)).toMatchObject({ status: 'succeeded' });
    expect(await s.database.db.select().from(orders).where(eq(orders.userId, user.id))).toMatchObject([
      { id: order._id },
    ]);
    expect(await stockIn(product.id)).toBe(7);
    expect((await getCart(s, token)).lineCount).toBe(0);
  });

  it('authentication failed: no order, the stock back and the PaymentIntent canceled', async () => {
    const { user, token, product, key, answer } = await askedByTheBank();
    const intentId = answer.nextAction.paymentId;
    stripe.authenticate(intentId, 'fail');
    expect(failure(await post(s, '/api/payment/confirmCharge', { idempotencyKey: key }, token))).toEqual(
      expectError(402, ErrorCode.PaymentFailed, AUTHENTICATION_FAILED),
    );
    expect(await s.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await stockIn(product.id)).toBe(10);
    expect(stripe.get<{ status: string }>(intentId)).toMatchObject({ status: 'canceled' });
    expect(stripe.last(`/v1/payment_intents/${intentId}/cancel`, 'POST')).toBeDefined();
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId)).toEqual([]);
    expect((await getCart(s, token)).lineCount).toBe(1);
  });
});
