import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CartDto, DeliveryQuoteDto } from '@lfm/core';
import { distributions } from '../../db/schema';
import { createDistribution, createFarm, createInventoryItem } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, failure, get, post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { buyer, signedInFarmer } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Kingston, NY; 12443 (Hurley) is a few miles away, 12477 (Saugerties) some 12 miles. */
const ADDRESS = { addressLine1: '1 Main St', city: 'Kingston', state: 'NY' };
const cartOf = (res: Parameters<typeof okData>[0]) => okData<{ cart: CartDto }>(res).cart;

async function quote(productId: number, productQuantity: number, postalCode: string, token?: string) {
  const q = new URLSearchParams({
    ...ADDRESS,
    postalCode,
    productId: String(productId),
    productQuantity: String(productQuantity),
  });
  return get(t, `/api/addCart/deliveryQuote?${q}`, token);
}

/** What the buyer is charged: add with delivery to the address, choose the first delivery day, read the cart. */
async function charged(token: string, productId: number, productQuantity: number, postalCode: string) {
  let cart = cartOf(
    await post(
      t,
      '/api/addCart/add',
      { productId, productQuantity, courierType: 'Delivery', ...ADDRESS, postalCode },
      token,
    ),
  );
  const entry = cart.buyList.find((f) => f.productList.some((l) => l.productId === productId))!;
  const option = entry.deliveryOptions[0]!;
  cart = cartOf(
    await post(
      t,
      '/api/addCart/updateCart',
      {
        farmId: entry.farmId,
        courierType: 'Delivery',
        distributionId: option.distributionId,
        day: option.day,
        timeSlot: option.timeSlot,
      },
      token,
    ),
  );
  return { option, cart, fee: cart.buyList.find((f) => f.farmId === entry.farmId)!.deliveryFeesCents };
}

describe('addCart/deliveryQuote: the product page quotes what the cart charges', () => {
  it.each<[string, Partial<typeof distributions.$inferInsert>, string, number, number | null]>([
    // The demo's case: no flat fee, the delivery day's $5.
    ['the delivery day fee', { flatFeeCents: null }, '12401', 1, 500],
    [
      'a zone fee',
      { flatFeeCents: 500, deliveryZones: [{ postalCodes: ['12443'], feeCents: 250 }] },
      '12443',
      1,
      250,
    ],
    [
      'flat + miles beyond the radius',
      { flatFeeCents: 300, deliveryFeeCentsPerMile: 100, radiusMiles: 2 },
      '12477',
      1,
      null,
    ],
    ['free over the threshold', { flatFeeCents: 500, freeDeliveryOverCents: 2000 }, '12401', 2, 0],
    ['below the threshold', { flatFeeCents: 500, freeDeliveryOverCents: 2000 }, '12401', 1, 500],
  ])('%s', async (_name, rule, zip, quantity, expected) => {
    const { db } = t.database;
    const farm = await createFarm(db, { postalCode: '12401' });
    await createDistribution(db, {
      farmId: farm.id,
      selectPickDel: 2,
      deliveryPostalCodes: ['12401', '12443', '12477'],
      ...rule,
    });
    const item = await createInventoryItem(db, {
      farmId: farm.id,
      consumerPriceCents: 1000,
      distributionTypes: [2],
    });
    const { token } = await buyer(t);

    const quoted = okData<DeliveryQuoteDto>(await quote(item.id, quantity, zip, token));
    expect(quoted.orderCents).toBe(1000 * quantity);
    const fee = quoted.deliveryOptions[0]!.feeCents!;
    if (expected != null) expect(fee).toBe(expected);
    else expect(fee).toBeGreaterThan(300); // beyond 2 miles costs more than the flat fee

    const cart = await charged(token, item.id, quantity, zip);
    expect(cart.option.feeCents).toBe(fee);
    expect(cart.fee).toBe(fee);
    expect(cart.cart.deliveryFeesCents).toBe(fee);
    expect(cart.cart.totalPayCents).toBe(1000 * quantity + fee);
    // Signed out, the same quote.
    expect(okData<DeliveryQuoteDto>(await quote(item.id, quantity, zip)).deliveryOptions[0]!.feeCents).toBe(
      fee,
    );
  });

  it("counts the farm's items already in the cart towards free delivery", async () => {
    const { db } = t.database;
    const farm = await createFarm(db, { postalCode: '12401' });
    await createDistribution(db, {
      farmId: farm.id,
      selectPickDel: 2,
      flatFeeCents: 500,
      freeDeliveryOverCents: 3000,
    });
    const a = await createInventoryItem(db, {
      farmId: farm.id,
      consumerPriceCents: 2000,
      distributionTypes: [2],
    });
    const b = await createInventoryItem(db, {
      farmId: farm.id,
      consumerPriceCents: 1000,
      distributionTypes: [2],
    });
    const { token } = await buyer(t);
    expect(okData<DeliveryQuoteDto>(await quote(b.id, 1, '12401', token)).deliveryOptions[0]!.feeCents).toBe(
      500,
    );
    await post(t, '/api/addCart/add', { productId: a.id, productQuantity: 1 }, token);
    const quoted = okData<DeliveryQuoteDto>(await quote(b.id, 1, '12401', token));
    expect(quoted).toMatchObject({ orderCents: 3000, freeDeliveryOverCents: 3000 });
    expect(quoted.deliveryOptions[0]).toMatchObject({ feeCents: 0, feeKind: 'free' });
    expect((await charged(token, b.id, 1, '12401')).fee).toBe(0);
  });

  it('answers no options for a zip not served, and refuses a bad zip or an unknown item', async () => {
    const { db } = t.database;
    const farm = await createFarm(db, { postalCode: '12401' });
    await createDistribution(db, { farmId: farm.id, selectPickDel: 2 });
    const item = await createInventoryItem(db, { farmId: farm.id, distributionTypes: [2] });
    expect(okData<DeliveryQuoteDto>(await quote(item.id, 1, '08540')).deliveryOptions).toEqual([]);
    expect(failure(await quote(item.id, 1, '1240')).responseMessage).toBe('Zip code must be 5 numbers');
    expect(failure(await quote(item.id, 1, '00000')).responseMessage).toBe('Please fill valid address');
    const missing = await quote(999999, 1, '12401');
    expect(missing.statusCode).toBe(404);
    expect(failure(missing).responseMessage).toBe('This product is no longer available');
  });
});

describe("farmer/distributions: the delivery's zones and free-delivery amount", () => {
  const window = {
    placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
    placeOrderClose: { day: 4, time: '11:00', meridiem: 'PM' },
  };
  const delivery = {
    selectPickDel: 2,
    deliveryPostalCodes: '12401, 12443',
    flatFeeCents: 500,
    deliveries: [{ day: 5, time: '2:00 PM - 6:00 PM', feeCents: 0 }],
    ...window,
  };

  it('stores zones written one a line and the free amount; refuses a bad zone and writes nothing', async () => {
    const { farm, token } = await signedInFarmer(t, { postalCode: '12401' });
    const before = await countRows(t, distributions, eq(distributions.farmId, farm.id));
    for (const [zones, message] of [
      ['12443 2.50', 'Write each zone as zip codes, a colon and the fee, like 12534, 12513: 3.00'],
      ['12443: two', 'Zone fee must be a dollar amount, like 3.00'],
      ['08540: 2.50', 'Zip code 08540 of a zone is not one of the zip codes you serve.'],
    ])
      expect(
        failure(await post(t, '/api/farmer/distributions/add', { ...delivery, deliveryZones: zones }, token))
          .responseMessage,
      ).toBe(message);
    expect(await countRows(t, distributions, eq(distributions.farmId, farm.id))).toBe(before);

    const { distribution } = okData<{ distribution: { id: number } }>(
      await post(
        t,
        '/api/farmer/distributions/add',
        { ...delivery, deliveryZones: '12443: 2.50', freeDeliveryOverCents: 4000 },
        token,
      ),
    );
    const [row] = await t.database.db
      .select()
      .from(distributions)
      .where(eq(distributions.id, distribution.id));
    expect(row).toMatchObject({
      deliveryZones: [{ postalCodes: ['12443'], feeCents: 250 }],
      freeDeliveryOverCents: 4000,
    });
  });
});
