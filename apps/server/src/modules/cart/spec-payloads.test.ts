import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistribution, createFarm, createInventoryItem, createMarket } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { addCard, buyer, charge, getCart, placed } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOME = {
  addressLine1: '9 Fair St',
  addressLine2: '',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12443',
};

/** A farm in Kingston with a Saturday pickup at a market and a Thursday delivery to 12443 ($5). */
async function farmWithMarketAndDelivery() {
  const { db } = t.database;
  const farm = await createFarm(db, { postalCode: '12401' });
  const market = await createMarket(db, { addressLine1: '20 Market Sq', postalCode: '12401' });
  await createDistribution(db, { farmId: farm.id, marketId: market.id, selectPickDel: 1 });
  await createDistribution(db, { farmId: farm.id, selectPickDel: 2, deliveryPostalCodes: ['12443'] });
  const item = await createInventoryItem(db, { farmId: farm.id, consumerPriceCents: 800 });
  return { farm, market, item };
}

describe('addCart/updateCart with exactly the body SPEC 3 lists', () => {
  it('pickup (farmId, marketId, courierType, address, day, deliveryFees) is stored and read back by getCart', async () => {
    const { token } = await buyer(t);
    const { farm, market, item } = await farmWithMarketAndDelivery();
    okData(
      await post(t, '/api/addCart/add', { productId: item.id, farmId: farm.id, productQuantity: 1 }, token),
    );
    const res = await post(
      t,
      '/api/addCart/updateCart',
      {
        farmId: farm.id,
        marketId: market.id,
        courierType: 'Pickup',
        address: '20 Market Sq, Kingston, NY 12401',
        day: 6,
        deliveryFees: 0,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await getCart(t, token)).buyList[0]!;
    expect(entry).toMatchObject({ courierType: 'Pickup', marketId: market.id, day: 6, deliveryFeesCents: 0 });
    expect(entry.problem).toBeNull();
  });

  it('delivery to the address sent is stored, charged the slot fee (not the fee sent) and the order goes there, not to the market', async () => {
    const { token } = await buyer(t);
    const { farm, item } = await farmWithMarketAndDelivery();
    okData(
      await post(t, '/api/addCart/add', { productId: item.id, farmId: farm.id, productQuantity: 2 }, token),
    );
    const res = await post(
      t,
      '/api/addCart/updateCart',
      { farmId: farm.id, marketId: '', courierType: 'Delivery', address: HOME, day: 4, deliveryFees: 1 },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const cart = await getCart(t, token);
    expect(cart.buyList[0]).toMatchObject({
      courierType: 'Delivery',
      day: 4,
      marketId: null,
      deliveryFeesCents: 500,
      address: { addressLine1: HOME.addressLine1, postalCode: HOME.postalCode },
    });
    expect(cart).toMatchObject({ totalPayCents: 2100, canCheckout: true });

    const { order } = placed(await charge(t, token, { stripeCardId: await addCard(t, token) }));
    expect(order.buyList[0]).toMatchObject({
      courierType: 'Delivery',
      address: { addressLine1: HOME.addressLine1, postalCode: HOME.postalCode },
    });
  });

  it('the address-only variant (farmId, address) sets where that farm delivers', async () => {
    const { token } = await buyer(t);
    const { farm, item } = await farmWithMarketAndDelivery();
    okData(
      await post(t, '/api/addCart/add', { productId: item.id, farmId: farm.id, productQuantity: 1 }, token),
    );
    const res = await post(t, '/api/addCart/updateCart', { farmId: farm.id, address: HOME }, token);
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await getCart(t, token)).buyList[0]!;
    expect(entry.address).toMatchObject({ addressLine1: HOME.addressLine1, postalCode: HOME.postalCode });
    expect(entry.deliveryOptions).toEqual([expect.objectContaining({ day: 4, feeCents: 500 })]);
  });

  it('a day the farm does not deliver on is refused in the spec words, nothing stored', async () => {
    const { token } = await buyer(t);
    const { farm, item } = await farmWithMarketAndDelivery();
    okData(
      await post(t, '/api/addCart/add', { productId: item.id, farmId: farm.id, productQuantity: 1 }, token),
    );
    const res = await post(
      t,
      '/api/addCart/updateCart',
      { farmId: farm.id, courierType: 'Delivery', address: HOME, day: 1, deliveryFees: 0 },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.responseMessage).toBe(`Please select delivery location for ${farm.farmName}`);
    expect((await getCart(t, token)).buyList[0]!.courierType).toBeNull();
  });
});
