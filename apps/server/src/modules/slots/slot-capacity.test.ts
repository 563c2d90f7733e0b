import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { ErrorCode, SLOT_CAPACITY_RULE, slotFull } from '@lfm/core';
import { cartFarms, cartLines, carts, distributions, inventory, orderGroups, orders } from '../../db/schema';
import { createDistribution, createFarm, createInventoryItem } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { expectError, failure, get, post } from '../../test/helpers';
import { WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import {
  VISA,
  billing,
  buyer,
  checkoutKey,
  fillCart,
  getCart,
  placed,
  sessionFor,
} from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(WEDNESDAY_MORNING);
});
afterAll(() => t.close());

const SLOT = { day: 6, timeSlot: '9:00 AM - 12:00 PM' };

/** A farm whose Saturday 9-12 pickup takes `capacity` orders per order window; an item with plenty of stock. */
async function cappedFarm(capacity: number, window: Partial<typeof distributions.$inferInsert> = {}) {
  const { db } = t.database;
  const farm = await createFarm(db);
  const distribution = await createDistribution(db, { farmId: farm.id, slotCapacity: capacity, ...window });
  const product = await createInventoryItem(db, { farmId: farm.id, maximumConsumerQuantity: 1000 });
  return { farm, distribution, product };
}

/**
 * A buyer with a saved card and a cart holding one of the item, set to the capped pickup: written
 * straight to the database (the cart calls themselves are tested elsewhere), so 100 are quick to make.
 */
async function readyBuyer(farmId: number, productId: number, distributionId: number) {
  const { db } = t.database;
  const { payments } = t.app.deps;
  const { user, token } = await buyer(t);
  const customerId = await payments.ensureCustomer({ userId: user.id, email: user.email, name: 'Ada' });
  const tok = await payments.tokenize!(user.id, {
    number: VISA,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    name: 'Ada Lovelace',
  });
  const card = await payments.addCard(customerId, user.id, tok.id);
  const [cart] = await db.insert(carts).values({ userId: user.id }).returning();
  await db.insert(cartLines).values({ cartId: cart!.id, farmId, inventoryId: productId, quantity: 1 });
  await db
    .insert(cartFarms)
    .values({ cartId: cart!.id, farmId, courierType: 'Pickup', distributionId, ...SLOT });
  return { userId: user.id, token, cardId: card.id };
}

const slotOrders = (distributionId: number) =>
  t.database.db.$count(
    orderGroups,
    and(
      eq(orderGroups.distributionId, distributionId),
      eq(orderGroups.day, SLOT.day),
      eq(orderGroups.timeSlot, SLOT.timeSlot),
    ),
  );

describe('pickup slot capacity', () => {
  it(
    '100 buyers at once for the last 5 places: exactly 5 orders, the others are told the slot is full',
    { timeout: 300_000 },
    async () => {
      const { farm, distribution, product } = await cappedFarm(5);
      const buyers = [];
      for (let i = 0; i < 100; i++) buyers.push(await readyBuyer(farm.id, product.id, distribution.id));

      const answers = await Promise.all(
        buyers.map((b) =>
          post(
            t,
            '/api/payment/charge',
            { ...billing(), stripeCardId: b.cardId, idempotencyKey: checkoutKey() },
            b.token,
          ),
        ),
      );
      const won = answers.filter((r) => r.statusCode === 200);
      const lost = answers.filter((r) => r.statusCode !== 200);
      expect(won).toHaveLength(5);
      for (const r of lost)
        expect(failure(r)).toEqual(expectError(400, ErrorCode.Validation, slotFull(farm.farmName)));
      expect(await slotOrders(distribution.id)).toBe(5);
      const [item] = await t.database.db.select().from(inventory).where(eq(inventory.id, product.id));
      expect(item!.maximumConsumerQuantity).toBe(995);
      expect(await t.database.db.$count(orders, ne(orders.status, 1))).toBe(0);
    },
  );

  it("a full slot shows as full in the cart and can't be chosen; a place freed by a cancellation opens it again", async () => {
    const { farm, distribution, product } = await cappedFarm(1);
    const first = await readyBuyer(farm.id, product.id, distribution.id);
    const order = placed(
      await post(
        t,
        '/api/payment/charge',
        { ...billing(), stripeCardId: first.cardId, idempotencyKey: checkoutKey() },
        first.token,
      ),
    ).order;

    const { token } = await buyer(t);
    okData(
      await post(
        t,
        '/api/addCart/add',
        { productId: product.id, farmId: farm.id, productQuantity: 1 },
        token,
      ),
    );
    const option = (await getCart(t, token)).buyList[0]!.pickupOptions[0]!;
    expect(option).toMatchObject({ ...SLOT, isOpen: true, isFull: true });
    const choose = await post(
      t,
      '/api/addCart/updateCart',
      { farmId: farm.id, courierType: 'Pickup', distributionId: distribution.id, ...SLOT },
      token,
    );
    expect(failure(choose)).toEqual(expectError(400, ErrorCode.Validation, slotFull(farm.farmName)));

    okData(await post(t, '/api/payment/cancelOrder', { orderId: order._id }, first.token));
    expect((await getCart(t, token)).buyList[0]!.pickupOptions[0]!.isFull).toBe(false);
    await fillCart(t, token, product.id, farm.id, 1);
  });

  it("in the week the clocks go back, the orders of the window's first hour count: the slot fills at its capacity exactly", async () => {
    // Orders open Saturday 6:00 AM New York. Saturday 2026-10-31 is still EDT (6:00 AM = 10:00 UTC);
    // the clocks go back at 2:00 AM Sunday. Counting from 'Saturday 6:00 AM' as 28 hours of minutes
    // back from Sunday 10:00 AM EST would start the cycle at 7:00 AM EDT and miss the first hour.
    const { farm, distribution, product } = await cappedFarm(3, {
      placeOrderOpen: { day: 6, time: '6:00', meridiem: 'AM' },
      placeOrderClose: { day: 1, time: '6:00', meridiem: 'PM' },
    });
    const charge = (b: { token: string; cardId: string }) =>
      post(
        t,
        '/api/payment/charge',
        { ...billing(), stripeCardId: b.cardId, idempotencyKey: checkoutKey() },
        b.token,
      );
    try {
      for (const minute of ['10:01', '10:20', '10:59']) {
        t.clock.set(new Date(`2026-10-31T${minute}:00Z`));
        placed(await charge(await readyBuyer(farm.id, product.id, distribution.id)));
      }
      // Sunday 10:00 AM EST, after the change: the three places are taken.
      t.clock.set(new Date('2026-11-01T15:00:00Z'));
      const late = await readyBuyer(farm.id, product.id, distribution.id);
      expect((await getCart(t, late.token)).buyList[0]!.pickupOptions[0]).toMatchObject({
        ...SLOT,
        isFull: true,
      });
      expect(failure(await charge(late))).toEqual(
        expectError(400, ErrorCode.Validation, slotFull(farm.farmName)),
      );
      expect(await slotOrders(distribution.id)).toBe(3);
    } finally {
      t.clock.set(WEDNESDAY_MORNING);
    }
  });

  it('the farmer sets the cap in the distribution form: a whole number from 1, or empty for none', async () => {
    const { farm, distribution } = await cappedFarm(40);
    const farmerToken = await sessionFor(t, farm.userId);
    const body = {
      distributionId: distribution.id,
      selectPickDel: 1,
      pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '11:00 AM' }] }],
      placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
      placeOrderClose: { day: 5, time: '6:00', meridiem: 'PM' },
    };
    for (const bad of [0, -3, 2.5, 'many'])
      expect(
        failure(await post(t, '/api/farmer/distributions/edit', { ...body, slotCapacity: bad }, farmerToken)),
      ).toEqual(expectError(400, ErrorCode.Validation, SLOT_CAPACITY_RULE));
    okData(await post(t, '/api/farmer/distributions/edit', { ...body, slotCapacity: '40' }, farmerToken));
    const listed = okData<{ result: { id: number; slotCapacity: number | null }[] }>(
      await get(t, '/api/farmer/distributions', farmerToken),
    );
    expect(listed.result.find((d) => d.id === distribution.id)?.slotCapacity).toBe(40);
    okData(await post(t, '/api/farmer/distributions/edit', { ...body, slotCapacity: '' }, farmerToken));
  });
});
