import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, PAYMENT_UNAVAILABLE, type WorkflowUndoDto } from '@lfm/core';
import { inventory, orders, paymentCharges } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, expectError, failure, get } from '../../test/helpers';
import { WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import { startFakeStripe, type FakeStripe } from '../../test/stripe/fake-stripe';
import {
  addCard,
  addStripeCard,
  buyer,
  charge,
  checkoutKey,
  fillCart,
  getCart,
  pickupFarm,
  placed,
  signedInAdmin,
} from '../../test/shop-helpers';

const stockOf = async (t: TestContext, id: number) =>
  (await t.database.db.select().from(inventory).where(eq(inventory.id, id)))[0]!.maximumConsumerQuantity;

describe('checkout with a slow payment provider (Stripe stand-in, 300 ms per call)', () => {
  const DELAY = 300;
  const BUYERS = 20;
  let t: TestContext;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe({ delayMs: DELAY });
    t = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_API_BASE: stripe.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** BUYERS buyers with a card and the same item in their carts all pay at once; the wall time. */
  async function rush(delayMs: number) {
    stripe.delayMs = 0;
    const { farm, product } = await pickupFarm(t, { maximumConsumerQuantity: 100 });
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const { token } = await buyer(t);
        const cardId = await addStripeCard(t, stripe, token);
        await fillCart(t, token, product.id, farm.id, 2);
        return { token, cardId };
      }),
    );
    stripe.delayMs = delayMs;
    const charged = stripe.intents.length;
    const started = performance.now();
    const answers = await Promise.all(buyers.map((b) => charge(t, b.token, { stripeCardId: b.cardId })));
    const wallMs = performance.now() - started;
    expect(new Set(answers.map((r) => placed(r).order._id)).size).toBe(BUYERS);
    expect(await stockOf(t, product.id)).toBe(100 - 2 * BUYERS);
    expect(stripe.intents.length - charged).toBe(BUYERS);
    return wallMs;
  }

  it(
    `${BUYERS} buyers of the same item pay at once: no buyer waits in line behind the others' card calls`,
    { timeout: 240_000 },
    async () => {
      t.clock.set(WEDNESDAY_MORNING);
      // The same rush with an instant provider: what our own work (the database) costs on this
      // machine, measured after one unmeasured rush warms up the code paths.
      await rush(0);
      const instantMs = await rush(0);
      const slowMs = await rush(DELAY);
      const providerMs = slowMs - instantMs;
      // Each checkout makes two provider round trips (its cards, then the charge): 600 ms. Had the
      // charges waited in line behind a lock, the provider would add 20 × 300 ms = 6 s.
      console.log(
        `slow provider: ${BUYERS} checkouts in ${Math.round(slowMs)} ms at ${DELAY} ms per call, ${Math.round(instantMs)} ms with an instant provider: the provider added ${Math.round(providerMs)} ms (one checkout's 2 calls: ${2 * DELAY} ms; ${BUYERS} charges in a row: ${BUYERS * DELAY} ms); ${stripe.peakIntentsInFlight} charges in flight at once`,
      );
      expect(stripe.peakIntentsInFlight).toBeGreaterThanOrEqual(BUYERS / 2);
      expect(providerMs).toBeLessThan((BUYERS * DELAY) / 3);
    },
  );
});

describe('an undo that fails', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is retried by the job runner until it succeeds, and the admin sees it', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const { user, token } = await buyer(t);
    const { farm, product } = await pickupFarm(t, {
      maximumConsumerQuantity: 10,
      subscriptionInterval: 'week',
      subscriptionIntervalCount: 1,
    });
    await fillCart(t, token, product.id, farm.id, 2);
    const cardId = await addCard(t, token);

    // The provider takes the money, then fails to start the subscription, then fails the first refund.
    const { payments } = t.app.deps;
    const { createSubscription, refund } = payments;
    let refundCalls = 0;
    payments.createSubscription = () => Promise.reject(new Error('subscriptions are down'));
    payments.refund = (...args) =>
      ++refundCalls === 1 ? Promise.reject(new Error('refunds are down')) : refund(...args);
    try {
      const res = await charge(t, token, { stripeCardId: cardId, idempotencyKey: checkoutKey() });
      expect(failure(res)).toEqual(expectError(502, ErrorCode.PaymentFailed, PAYMENT_UNAVAILABLE));
    } finally {
      payments.createSubscription = createSubscription;
    }

    // The other undos ran: stock back, no order, cart as it was. The money is not back yet.
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(0);
    expect((await getCart(t, token)).lineCount).toBe(1);
    const charged = () =>
      t.database.db.select().from(paymentCharges).where(eq(paymentCharges.userId, user.id));
    expect(await charged()).toMatchObject([{ status: 'succeeded' }]);

    const { token: admin } = await signedInAdmin(t);
    const listed = async () =>
      okData<{ result: WorkflowUndoDto[] }>(await get(t, '/api/admin/failedUndos', admin)).result;
    expect(await listed()).toMatchObject([
      { workflow: 'checkout', step: 'pay', state: 'retrying', attempts: 1, lastError: 'refunds are down' },
    ]);
    expect((await get(t, '/api/admin/failedUndos', token)).statusCode).toBe(403);

    // The job runner retries it: the refund goes through, the admin sees it done.
    await runJobsOnce(t.app.deps);
    payments.refund = refund;
    expect(refundCalls).toBe(2);
    expect(await charged()).toMatchObject([{ status: 'refunded' }]);
    expect(await listed()).toMatchObject([{ step: 'pay', state: 'done', attempts: 2 }]);
  });
});
