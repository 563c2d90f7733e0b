import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { OrderDto } from '@lfm/core';
import { orders } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { get } from '../../test/helpers';
import { WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import { MASTERCARD, addCard, buyer, charge, fillCart, pickupFarm, placed } from '../../test/shop-helpers';

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
  });
});
