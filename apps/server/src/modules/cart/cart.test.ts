import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type CartDto } from '@lfm/core';
import { cartFarms, cartLines, carts, inventory } from '../../db/schema';
import { createDistribution, createFarm, createInventoryItem } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, expectError, failure, post } from '../../test/helpers';
import { SATURDAY_AFTERNOON, WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import { buyer, fillCart, getCart, pickupFarm, readyCart } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cartOf = (res: Parameters<typeof okData>[0]) => okData<{ message: string; cart: CartDto }>(res).cart;
const add = (
  token: string,
  productId: number,
  productQuantity: unknown,
  extra: Record<string, unknown> = {},
) => post(t, '/api/addCart/add', { productId, productQuantity, productPrice: 1, ...extra }, token);
const linesOf = async (userId: number) => {
  const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, userId));
  return cart ? t.database.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)) : [];
};
/** Kingston, NY (12401) and a zip in the same county (12443); Princeton, NJ (08540) is far away. */
const HOME = {
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12401',
};

describe('addCart/add', () => {
  it("adds at the buyer's role price, ignoring the price the client sent; adding again sets the quantity", async () => {
    const customer = await buyer(t);
    const wholesaler = await buyer(t, { userType: 3, consumerType: 3 });
    const { product } = await pickupFarm(t, { consumerPriceCents: 450, wholesalePriceCents: 300 });

    let cart = cartOf(await add(customer.token, product.id, 2));
    expect(cart.buyList[0]!.productList[0]).toMatchObject({
      productPriceCents: 450,
      productQuantity: 2,
      totalPriceCents: 900,
    });
    expect(cart).toMatchObject({ subtotalCents: 900, totalPayCents: 900, lineCount: 1, totalBuyProduct: 2 });
    expect(cart.buyList[0]!.defaultTab).toBe('Pickup');

    cart = cartOf(await add(customer.token, product.id, 5));
    expect(cart.lineCount).toBe(1);
    expect(cart.subtotalCents).toBe(2250);

    cart = cartOf(await add(wholesaler.token, product.id, 2));
    expect(cart.buyList[0]!.productList[0]!.productPriceCents).toBe(300);
    expect(cart.buyList[0]!.defaultTab).toBe('Delivery');
  });

  it.each([
    [0, 400, 'Cannot add 0 units to your cart'],
    [-2, 400, 'Cannot add 0 units to your cart'],
    ['two', 400, 'Cannot add 0 units to your cart'],
    [51, 400, 'Only 50 units left'],
  ])('refuses quantity %j with %s and adds nothing', async (qty, status, message) => {
    const { user, token } = await buyer(t);
    const { product } = await pickupFarm(t);
    expect(failure(await add(token, product.id, qty))).toEqual(
      expectError(status, ErrorCode.Validation, message),
    );
    expect(await linesOf(user.id)).toHaveLength(0);
  });

  it('refuses an item that is out of stock, unpublished, a test product or unknown, and a visitor', async () => {
    const { user, token } = await buyer(t);
    const { product: empty } = await pickupFarm(t, { maximumConsumerQuantity: 0 });
    // SPEC 3: status 0 is out of stock (issue 12.5: 'Out of stock', not 'no longer available').
    const { product: soldOut } = await pickupFarm(t, { status: 0 });
    const { product: copy } = await pickupFarm(t, { published: false });
    const { product: testItem } = await pickupFarm(t, { itemName: 'Test product beans' });
    for (const item of [empty, soldOut])
      expect(failure(await add(token, item.id, 1))).toEqual(
        expectError(400, ErrorCode.Validation, 'Out of stock'),
      );
    for (const item of [copy, testItem])
      expect(failure(await add(token, item.id, 1))).toEqual(
        expectError(404, ErrorCode.NotFound, 'This product is no longer available'),
      );
    expect(failure(await add(token, 999999, 1)).responseMessage).toBe('This product is no longer available');
    expect(failure(await add('', empty.id, 1)).errorCode).toBe(ErrorCode.InvalidToken);
    expect(await linesOf(user.id)).toHaveLength(0);
  });

  it('a line whose item was unpublished since is unavailable and blocks checkout', async () => {
    const { token } = await buyer(t);
    const { product } = await pickupFarm(t);
    await add(token, product.id, 1);
    await t.database.db.update(inventory).set({ published: false }).where(eq(inventory.id, product.id));
    const cart = await getCart(t, token);
    expect(cart.buyList[0]!.productList[0]).toMatchObject({
      isAvailable: false,
      problem: 'This product is no longer available',
    });
    expect(cart.canCheckout).toBe(false);
  });
});

describe("another buyer's cart lines", () => {
  it('cannot be changed or removed, and nothing changes', async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const { product } = await pickupFarm(t);
    const cart = cartOf(await add(owner.token, product.id, 3));
    const lineId = cart.buyList[0]!.productList[0]!._id;

    expect(
      failure(
        await post(t, '/api/addCart/updateQty', { productId: product.id, productQuantity: 1 }, other.token),
      ),
    ).toEqual(expectError(404, ErrorCode.NotFound, 'Product not found in your cart.'));
    expect(failure(await post(t, '/api/addCart/deleteCart', { productListId: lineId }, other.token))).toEqual(
      expectError(404, ErrorCode.NotFound, 'Product not found in your cart.'),
    );
    expect(await linesOf(owner.user.id)).toMatchObject([{ id: lineId, quantity: 3 }]);
    expect((await getCart(t, other.token)).lineCount).toBe(0);
  });
});

describe('addCart/updateQty and deleteCart', () => {
  it('changes the quantity within the maximum and removes a line with its farm choice', async () => {
    const { user, token } = await buyer(t);
    const { farm, product } = await pickupFarm(t, { maximumConsumerQuantity: 8 });
    const filled = await fillCart(t, token, product.id, farm.id, 2);
    expect(filled.buyList[0]!.courierType).toBe('Pickup');

    expect(
      failure(await post(t, '/api/addCart/updateQty', { productId: product.id, productQuantity: 9 }, token)),
    ).toEqual(expectError(400, ErrorCode.Validation, 'Only 8 units left'));
    expect(
      failure(await post(t, '/api/addCart/updateQty', { productId: product.id, productQuantity: 0 }, token))
        .responseMessage,
    ).toBe('Cannot add 0 units to your cart');
    const cart = cartOf(
      await post(t, '/api/addCart/updateQty', { productId: product.id, productQuantity: 4 }, token),
    );
    expect(cart.subtotalCents).toBe(1600);

    const after = cartOf(
      await post(
        t,
        '/api/addCart/deleteCart',
        { productListId: cart.buyList[0]!.productList[0]!._id },
        token,
      ),
    );
    expect(after.lineCount).toBe(0);
    expect(after.buyList).toHaveLength(0);
    expect(await countRows(t, cartFarms, eq(cartFarms.farmId, farm.id))).toBe(0);
    expect(await linesOf(user.id)).toHaveLength(0);
  });
});

describe('addCart/updateCart and updateCartDeliveryInfo', () => {
  it('offers pickup options, refuses one the farm does not have, and saves a real one', async () => {
    const { token } = await buyer(t);
    const { farm, product } = await pickupFarm(t);
    const cart = cartOf(await add(token, product.id, 1));
    const entry = cart.buyList[0]!;
    expect(entry.pickupOptions).toEqual([
      expect.objectContaining({ day: 6, timeSlot: '9:00 AM - 12:00 PM', locationName: farm.farmName }),
    ]);
    expect(cart.problems).toEqual([`Please select pick up or delivery location for ${farm.farmName}`]);
    expect(cart.canCheckout).toBe(false);

    const option = entry.pickupOptions[0]!;
    const wrong = await post(
      t,
      '/api/addCart/updateCart',
      {
        farmId: farm.id,
        courierType: 'Pickup',
        distributionId: option.distributionId,
        day: 3,
        timeSlot: option.timeSlot,
      },
      token,
    );
    expect(failure(wrong)).toEqual(
      expectError(400, ErrorCode.Validation, `Please select pick up location for ${farm.farmName}`),
    );

    const saved = cartOf(
      await post(t, '/api/addCart/updateCart', { farmId: farm.id, courierType: 'Pickup', ...option }, token),
    );
    expect(saved.buyList[0]).toMatchObject({
      courierType: 'Pickup',
      day: 6,
      isDisabled: false,
      problem: null,
    });
    expect(saved.canCheckout).toBe(true);

    const stranger = await post(
      t,
      '/api/addCart/updateCart',
      { farmId: 999999, courierType: 'Pickup', ...option },
      token,
    );
    expect(failure(stranger)).toEqual(expectError(404, ErrorCode.NotFound, 'Farm does not exist'));
  });

  it.each([
    [{ addressLine1: '' }, 'Address line 1 is required.'],
    [{ city: '' }, 'City is required.'],
    [{ state: '' }, 'State is required.'],
    [{ postalCode: '' }, 'Zip code is required.'],
    [{ postalCode: '1240' }, 'Zip code must be 5 numbers'],
    [{ postalCode: '00000' }, 'Please fill valid address'],
    [{ addressLine1: 'x'.repeat(101) }, 'Address line 1 must be at most 100 characters.'],
  ])('refuses the delivery address %j with %s and keeps none', async (override, message) => {
    const { user, token } = await buyer(t);
    const res = await post(
      t,
      '/api/addCart/updateCartDeliveryInfo',
      { deliveryInfo: { ...HOME, ...override } },
      token,
    );
    expect(failure(res).responseMessage).toBe(message);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(cart?.deliveryInfo ?? null).toBeNull();
  });

  it('delivery: options for a served zip with the flat fee or rate × miles, and the fee in the total', async () => {
    const { db } = t.database;
    const { token } = await buyer(t);
    const farm = await createFarm(db, { postalCode: '12401' });
    await createDistribution(db, {
      farmId: farm.id,
      selectPickDel: 2,
      deliveryPostalCodes: ['12401', '12443'],
    });
    const byMile = await createFarm(db, { postalCode: '12401' });
    await createDistribution(db, {
      farmId: byMile.id,
      selectPickDel: 2,
      deliveryPostalCodes: ['12443'],
      deliveries: [{ day: 4, time: '2:00 PM - 6:00 PM', feeCents: 0 }],
      deliveryFeeCentsPerMile: 100,
    });
    const a = await createInventoryItem(db, { farmId: farm.id, consumerPriceCents: 1000 });
    const b = await createInventoryItem(db, { farmId: byMile.id, consumerPriceCents: 200 });
    await add(token, a.id, 1);
    let cart = cartOf(await add(token, b.id, 1));
    expect(cart.buyList.every((f) => f.deliveryOptions.length === 0)).toBe(true);

    cart = cartOf(
      await post(
        t,
        '/api/addCart/updateCartDeliveryInfo',
        { deliveryInfo: { ...HOME, postalCode: '12443' } },
        token,
      ),
    );
    const flat = cart.buyList.find((f) => f.farmId === farm.id)!;
    const miles = cart.buyList.find((f) => f.farmId === byMile.id)!;
    expect(flat.deliveryOptions).toEqual([
      expect.objectContaining({ day: 4, feeCents: 500, feeKind: 'flat' }),
    ]);
    expect(miles.deliveryOptions[0]).toMatchObject({ feeKind: 'distance' });
    const perMile = miles.deliveryOptions[0]!.feeCents!;
    expect(perMile).toBeGreaterThan(0);
    expect(flat.address?.postalCode).toBe('12443');

    for (const f of [flat, miles]) {
      const o = f.deliveryOptions[0]!;
      cart = cartOf(
        await post(
          t,
          '/api/addCart/updateCart',
          {
            farmId: f.farmId,
            courierType: 'Delivery',
            distributionId: o.distributionId,
            day: o.day,
            timeSlot: o.timeSlot,
            deliveryFees: 1,
          },
          token,
        ),
      );
    }
    expect(cart).toMatchObject({
      subtotalCents: 1200,
      deliveryFeesCents: 500 + perMile,
      totalPayCents: 1700 + perMile,
      canCheckout: true,
    });

    // Moving to a zip only one farm serves clears the other's delivery choice.
    cart = cartOf(await post(t, '/api/addCart/updateCartDeliveryInfo', { deliveryInfo: HOME }, token));
    expect(cart.buyList.find((f) => f.farmId === byMile.id)).toMatchObject({
      courierType: 'Delivery',
      day: null,
    });
    expect(cart.problems).toContain(`Please select delivery location for ${byMile.farmName}`);
  });
});

describe("the cart page's default address", () => {
  /** A buyer who put a farm's Chard in the cart on its product page, for delivery to Hurley (12443). */
  async function deliveryToHurley() {
    const { db } = t.database;
    const { token } = await buyer(t);
    const farm = await createFarm(db);
    await createDistribution(db, {
      farmId: farm.id,
      selectPickDel: 2,
      deliveryPostalCodes: ['12401', '12443'],
      flatFeeCents: 400,
    });
    const chard = await createInventoryItem(db, {
      farmId: farm.id,
      itemName: 'Chard',
      distributionTypes: [2],
    });
    const hurley = { ...HOME, addressLine1: '9 Hurley Ave', city: 'Hurley', postalCode: '12443' };
    await add(token, chard.id, 1, { courierType: 'Delivery', ...hurley });
    return { token, farm };
  }

  it('does not replace the address the buyer gave on the product page; a chosen address does', async () => {
    const { token } = await deliveryToHurley();

    // The saved address becomes the cart's (for shipping and farms without one); the farm keeps Hurley.
    let cart = cartOf(
      await post(
        t,
        '/api/addCart/updateCartDeliveryInfo',
        { deliveryInfo: HOME, keepFarmAddresses: true },
        token,
      ),
    );
    expect(cart.deliveryInfo?.postalCode).toBe('12401');
    expect(cart.buyList[0]!.address?.postalCode).toBe('12443');

    // The buyer's own change of address applies to every farm set to delivery.
    cart = cartOf(await post(t, '/api/addCart/updateCartDeliveryInfo', { deliveryInfo: HOME }, token));
    expect(cart.buyList[0]!.address?.postalCode).toBe('12401');
  });

  it('a delivery choice refused for the address sent with it saves neither the choice nor the address', async () => {
    const { db } = t.database;
    const { token, farm } = await deliveryToHurley();
    const before = await db.select().from(cartFarms).where(eq(cartFarms.farmId, farm.id));

    // The fuzz's find (stop 36): a slot the farm does not offer, with a new address, answered 400 but kept the address.
    const res = await post(
      t,
      '/api/addCart/updateCart',
      { farmId: farm.id, courierType: 'Delivery', day: 0, timeSlot: 'a', address: HOME },
      token,
    );
    expect(failure(res).status).toBe(400);
    expect(await db.select().from(cartFarms).where(eq(cartFarms.farmId, farm.id))).toEqual(before);
  });
});

describe('shipped products and order windows', () => {
  it('asks for an address, then checks the zip and the shipping window', async () => {
    const { db } = t.database;
    const { token } = await buyer(t);
    const farm = await createFarm(db);
    await createDistribution(db, {
      farmId: farm.id,
      selectPickDel: 3,
      deliveryPostalCodes: ['12401'],
      flatFeeCents: 799,
    });
    const syrup = await createInventoryItem(db, {
      farmId: farm.id,
      itemName: 'Maple Syrup',
      distributionTypes: [3],
      consumerPriceCents: 1500,
    });
    let cart = cartOf(await add(token, syrup.id, 1));
    expect(cart.shipped.productList).toHaveLength(1);
    expect(cart.buyList).toHaveLength(0);
    expect(cart.problems).toEqual(['Must enter an address to ship to.']);

    cart = cartOf(
      await post(
        t,
        '/api/addCart/updateCartDeliveryInfo',
        { deliveryInfo: { ...HOME, postalCode: '08540', city: 'Princeton', state: 'NJ' } },
        token,
      ),
    );
    expect(cart.problems).toEqual(['Shipping not available for Maple Syrup to the address specified']);
    expect(cart.shipped.productList[0]!.problem).toBe(
      'Currently shipping only to 12401. Please update your shipping address or remove this item from your cart to check out.',
    );

    cart = cartOf(await post(t, '/api/addCart/updateCartDeliveryInfo', { deliveryInfo: HOME }, token));
    expect(cart).toMatchObject({
      problems: [],
      canCheckout: true,
      deliveryFeesCents: 799,
      totalPayCents: 2299,
    });
    expect(cart.shipped.farms).toEqual([expect.objectContaining({ farmId: farm.id, feeCents: 799 })]);

    t.clock.set(SATURDAY_AFTERNOON);
    try {
      cart = await getCart(t, token);
      expect(cart.problems).toEqual(['The order window has closed for Maple Syrup']);
      expect(cart.canCheckout).toBe(false);
    } finally {
      t.clock.set(WEDNESDAY_MORNING);
    }
  });

  it('with a farm shipping to 1,500 zips: offers first the saved address it ships to, and lists them all when it does not', async () => {
    const { db } = t.database;
    const { token } = await buyer(t);
    const farm = await createFarm(db);
    // 10000, 10007, ... 20493: not Kingston's 12401, not Beacon's 12508.
    const zips = Array.from({ length: 1500 }, (_, i) => String(10000 + i * 7)).filter((z) => z !== '12401');
    await createDistribution(db, {
      farmId: farm.id,
      selectPickDel: 3,
      deliveryPostalCodes: [...zips, '12508'],
      flatFeeCents: 500,
    });
    const honey = await createInventoryItem(db, {
      farmId: farm.id,
      itemName: 'Honey',
      distributionTypes: [3],
      consumerPriceCents: 1200,
    });
    const saved = async (a: typeof HOME) =>
      okData<{ address: { _id: number } }>(await post(t, '/api/user/addAddress', a, token)).address._id;
    await saved(HOME);
    const beacon = await saved({ ...HOME, addressLine1: '5 River St', city: 'Beacon', postalCode: '12508' });

    let cart = cartOf(await add(token, honey.id, 1));
    expect(cart.defaultAddressId).toBe(beacon);

    cart = cartOf(await post(t, '/api/addCart/updateCartDeliveryInfo', { deliveryInfo: HOME }, token));
    const problem = cart.shipped.productList[0]!.problem!;
    expect(problem).toMatch(/^Currently shipping only to 10000, 10007, 10014, /);
    expect(problem.split(', ')).toHaveLength(1500);
    expect(problem).toContain(', 12508, ');

    cart = cartOf(
      await post(
        t,
        '/api/addCart/updateCartDeliveryInfo',
        { deliveryInfo: { ...HOME, postalCode: '12508' } },
        token,
      ),
    );
    expect(cart).toMatchObject({ problems: [], canCheckout: true, deliveryFeesCents: 500 });
    expect(cart.shipped.productList[0]!.problem).toBeNull();
  });

  it('a farm window that closes after the product was added disables the farm entry', async () => {
    const { token, farm, cart: filled } = await readyCart(t, { quantity: 1, card: null });
    expect(filled.canCheckout).toBe(true);
    t.clock.set(SATURDAY_AFTERNOON);
    try {
      const cart = await getCart(t, token);
      expect(cart.buyList[0]).toMatchObject({
        isDisabled: true,
        orderWindowOpen: false,
        problem: `${farm.farmName} Order window is closed`,
      });
      expect(cart.canCheckout).toBe(false);
    } finally {
      t.clock.set(WEDNESDAY_MORNING);
    }
  });

  it('an item taken off sale after it was added is unavailable and blocks checkout', async () => {
    const { token, product } = await readyCart(t, { quantity: 1, card: null });
    await t.database.db.update(inventory).set({ status: 0 }).where(eq(inventory.id, product.id));
    const cart = await getCart(t, token);
    expect(cart.buyList[0]!.productList[0]).toMatchObject({
      isAvailable: false,
      problem: 'This product is no longer available',
    });
    expect(cart.problems[0]).toBe('Please remove any unavailable product(s) before checkout.');
  });
});
