import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryCountDto, DistributionDto, FarmDto, InventoryDto } from '@lfm/core';
import { createDistribution, createFarm, createInventoryItem, createMarket } from '../../db/factories';
import { buyers, getData, SATURDAY_AFTERNOON, WEDNESDAY_MORNING } from '../../test/catalog-helpers';
import { expectError, failure, get } from '../../test/helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let tokens: Awaited<ReturnType<typeof buyers>>;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'false' });
  tokens = await buyers(t);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(WEDNESDAY_MORNING));

const db = () => t.database.db;
const ids = (rows: { _id: number }[]) => rows.map((r) => r._id);

interface ProductPage {
  farm: FarmDto;
  invetory: InventoryDto;
  distribution: DistributionDto[];
}
const product = (inventoryId: number, token?: string, extra = '') =>
  getData<{ result: ProductPage }>(
    t,
    `/api/inventory/getViewDetails?inventoryId=${inventoryId}${extra}`,
    token,
  ).then((d) => d.result);

interface Shippable {
  inventory: InventoryDto[];
  distributions: DistributionDto[];
  categories: CategoryCountDto[];
  total: number;
  page: number;
  limit: number;
}
const shippable = (query: string, token?: string) =>
  getData<{ result: Shippable }>(t, `/api/inventory/getInventoryByDistribution?${query}`, token).then(
    (d) => d.result,
  );

describe('GET inventory/getViewDetails', () => {
  async function farmWithProduct() {
    const farm = await createFarm(db(), { farmName: 'Product Page Farm' });
    const market = await createMarket(db());
    const atMarket = await createDistribution(db(), { farmId: farm.id, marketId: market.id });
    const forCustomers = await createDistribution(db(), {
      farmId: farm.id,
      selectPickDel: 2,
      deliveryFor: 1,
    });
    const forWholesale = await createDistribution(db(), {
      farmId: farm.id,
      selectPickDel: 2,
      deliveryFor: 2,
    });
    const shipping = await createDistribution(db(), { farmId: farm.id, selectPickDel: 3 });
    const item = await createInventoryItem(db(), {
      farmId: farm.id,
      itemName: 'others',
      otherItemName: 'Garlic Scapes',
      consumerUnit: 13,
      otherConsumerUnit: 'handful',
      wholesalePriceCents: 900,
      wholesaleUnit: 10,
      subscriptionInterval: 'week',
      subscriptionIntervalCount: 2,
    });
    return { farm, market, atMarket, forCustomers, forWholesale, shipping, item };
  }

  it('shows the product, its farm and the distributions it is sold through for a visitor', async () => {
    const f = await farmWithProduct();
    const result = await product(f.item.id);
    expect(result.farm).toMatchObject({
      _id: f.farm.id,
      farmName: 'Product Page Farm',
      numberAvailableProducts: 1,
    });
    expect(result.invetory).toEqual({
      _id: f.item.id,
      farmId: f.farm.id,
      farmName: 'Product Page Farm',
      name: 'Garlic Scapes',
      variety: 'Nantes',
      description: f.item.description,
      image: null,
      inventoryType: 1,
      categoryName: 'Vegetables',
      distributionTypes: [1, 2],
      isShippable: false,
      status: 1,
      priceCents: 400,
      unit: 'handful',
      maxQuantity: 50,
      subscriptionInterval: 'week',
      subscriptionIntervalCount: 2,
      orderWindowOpen: true,
    });
    // Pickup and delivery (the item's kinds) offered to customers; not shipping, not wholesale delivery.
    expect(ids(result.distribution)).toEqual([f.atMarket.id, f.forCustomers.id]);
    expect(result.distribution[0]).toMatchObject({ marketId: f.market.id, marketName: f.market.marketName });
  });

  it('shows a wholesaler wholesale values and deliveries; a customer sending userType=3 gets none', async () => {
    const f = await farmWithProduct();
    const buyer = await product(f.item.id, tokens.wholesaler);
    expect(buyer.invetory).toMatchObject({ priceCents: 900, unit: 'Pound', maxQuantity: 100 });
    expect(ids(buyer.distribution)).toEqual([f.atMarket.id, f.forWholesale.id]);

    for (const token of [undefined, tokens.customer]) {
      const result = await product(f.item.id, token, '&userType=3');
      expect(result.invetory).toMatchObject({ priceCents: 400, unit: 'handful', maxQuantity: 50 });
      expect(ids(result.distribution)).toEqual([f.atMarket.id, f.forCustomers.id]);
    }
  });

  it('closes the product with its windows, and shows an out-of-stock product with no units', async () => {
    const f = await farmWithProduct();
    const soldOut = await createInventoryItem(db(), {
      farmId: f.farm.id,
      status: 0,
      maximumConsumerQuantity: 0,
      maximumWholesaleQuantity: 0,
    });
    expect((await product(soldOut.id)).invetory).toMatchObject({ status: 0, maxQuantity: 0 });
    t.clock.set(SATURDAY_AFTERNOON);
    const closed = await product(f.item.id);
    expect(closed.invetory.orderWindowOpen).toBe(false);
    expect(closed.distribution.map((d) => d.isOpen)).toEqual([false, false]);
  });

  it('hides test products unless asked, and products of hidden farms', async () => {
    const test = await createInventoryItem(db(), { itemName: 'Test Product do not buy' });
    const hiddenFarm = await createFarm(db(), { status: 0 });
    const orphan = await createInventoryItem(db(), { farmId: hiddenFarm.id });
    for (const id of [999_999, test.id, orphan.id])
      expect(failure(await get(t, `/api/inventory/getViewDetails?inventoryId=${id}`))).toEqual(
        expectError(404, 5, 'This product is no longer available'),
      );
    expect((await product(test.id, undefined, '&showTestProduct=true')).invetory.name).toBe(
      'Test Product do not buy',
    );
  });

  it.each([
    ['a missing id', '', 'Product id is required.'],
    ['a non-numeric id', 'inventoryId=carrots', 'inventoryId must be a whole number of at least 1.'],
    ['a negative id', 'inventoryId=-4', 'inventoryId must be a whole number of at least 1.'],
  ])('refuses %s', async (_what, query, message) => {
    expect(failure(await get(t, `/api/inventory/getViewDetails?${query}`))).toEqual(
      expectError(400, 1, message),
    );
  });
});

describe('GET inventory/getInventoryByDistribution', () => {
  async function shippers() {
    const toBoston = await createFarm(db(), { farmName: 'Ships To Boston' });
    const toNewYork = await createFarm(db(), { farmName: 'Ships To New York' });
    const noShipping = await createFarm(db(), { farmName: 'Does Not Ship' });
    const boston = await createDistribution(db(), {
      farmId: toBoston.id,
      selectPickDel: 3,
      deliveryPostalCodes: ['02116'],
      flatFeeCents: 800,
    });
    const newYork = await createDistribution(db(), {
      farmId: toNewYork.id,
      selectPickDel: 3,
      deliveryPostalCodes: ['10025'],
    });
    const syrup = await createInventoryItem(db(), {
      farmId: toBoston.id,
      itemName: 'Maple Syrup',
      inventoryType: 5,
      distributionTypes: [3],
      wholesalePriceCents: 1500,
      wholesaleUnit: 13,
      otherWholesaleUnit: 'gallon',
    });
    const cheddar = await createInventoryItem(db(), {
      farmId: toNewYork.id,
      itemName: 'Cheddar',
      inventoryType: 8,
      distributionTypes: [3],
    });
    await createInventoryItem(db(), { farmId: toBoston.id, distributionTypes: [2, 3] });
    await createInventoryItem(db(), { farmId: noShipping.id, distributionTypes: [3] });
    return { boston, newYork, syrup, cheddar };
  }

  it('lists the shippable products of farms shipping to the zip, with their shipping', async () => {
    const s = await shippers();
    const result = await shippable('zipCode=02116&isShippable=true');
    expect(ids(result.inventory)).toEqual([s.syrup.id]);
    expect(result.inventory[0]).toMatchObject({ name: 'Maple Syrup', isShippable: true, priceCents: 400 });
    expect(ids(result.distributions)).toEqual([s.boston.id]);
    expect(result).toMatchObject({ total: 1, page: 1, limit: 20 });

    const buyer = await shippable('zipCode=02116', tokens.wholesaler);
    expect(buyer.inventory[0]).toMatchObject({ priceCents: 1500, unit: 'gallon' });
    const customer = await shippable('zipCode=02116&userType=3', tokens.customer);
    expect(customer.inventory[0]).toMatchObject({ priceCents: 400, unit: 'bunch' });
  });

  it('without a zip, lists every shippable product of farms that ship, by page and category', async () => {
    const s = await shippers();
    const all = await shippable('isShippable=true&limit=100');
    expect(ids(all.inventory)).toEqual(expect.arrayContaining([s.syrup.id, s.cheddar.id]));
    expect(all.inventory.every((i) => i.isShippable)).toBe(true);
    expect(all.inventory.map((i) => i.farmName)).not.toContain('Does Not Ship');
    expect(ids(all.distributions)).toEqual(expect.arrayContaining([s.boston.id, s.newYork.id]));

    const dairy = await shippable('category=8&limit=1');
    expect(dairy.inventory.every((i) => i.inventoryType === 8)).toBe(true);
    expect(dairy.total).toBeGreaterThanOrEqual(1);
    const totalAll = (await shippable('limit=1')).total;
    expect(totalAll).toBe(all.total);
    const lastPage = await shippable(`limit=1&page=${totalAll}`);
    expect(lastPage.inventory).toHaveLength(1);
    expect(await shippable(`limit=1&page=${totalAll + 1}`)).toMatchObject({ inventory: [], total: totalAll });
  });

  it("answers the categories of every product shipping to the zip, not of the page's, with counts", async () => {
    const s = await shippers();
    const honey = await createInventoryItem(db(), {
      farmId: s.boston.farmId,
      itemName: 'Honey',
      inventoryType: 5,
      distributionTypes: [3],
    });
    const butter = await createInventoryItem(db(), {
      farmId: s.boston.farmId,
      inventoryType: 8,
      distributionTypes: [3],
    });
    // One product a page (the newest, butter), yet every category on offer has its chip.
    const page1 = await shippable('zipCode=02116&limit=1');
    expect(ids(page1.inventory)).toEqual([butter.id]);
    expect(page1.categories.map((c) => c.name)).toEqual(['Dairy', 'Others']);
    // Each count is what that chip's list pages through (earlier tests ship to 02116 too).
    for (const c of page1.categories)
      expect((await shippable(`zipCode=02116&limit=1&category=${c.id}`)).total).toBe(c.count);
    expect(page1.categories.reduce((n, c) => n + c.count, 0)).toBe(page1.total);

    const others = await shippable('zipCode=02116&limit=1&category=5');
    expect(others.categories).toEqual(page1.categories); // the chips stay while one is chosen
    expect(ids(others.inventory)).toEqual([honey.id]);
    expect(ids((await shippable('zipCode=02116&limit=1&category=5&page=2')).inventory)).toEqual([s.syrup.id]);
  });

  it.each([
    ['a bad zip', 'zipCode=0211', 'Zip code must be 5 numbers'],
    ['a zip that does not exist', 'zipCode=00000', 'Please fill valid address'],
    ['non-shippable products', 'isShippable=false', "isShippable must be 'true'."],
    ['an unknown category', 'category=9', 'category must be one of 1, 2, 5, 6, 7, 8.'],
    ['a non-numeric page', 'page=next', 'page must be a whole number of at least 1.'],
  ])('refuses %s', async (_what, query, message) => {
    expect(failure(await get(t, `/api/inventory/getInventoryByDistribution?${query}`))).toEqual(
      expectError(400, 1, message),
    );
  });
});
