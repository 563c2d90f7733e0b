import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FarmDto, MarketDetailsDto, MarketDto } from '@lfm/core';
import {
  createDistribution,
  createFarm,
  createInventoryItem,
  createMarket,
  windowPoint,
} from '../../db/factories';
import { farmMedia } from '../../db/schema';
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
const markets = (query: string) =>
  getData<{ marketInfo: MarketDto[]; total: number }>(t, `/api/market/getMarkets?${query}`);
const marketDetails = (marketId: number, token?: string, extra = '') =>
  getData<{ result: MarketDetailsDto }>(
    t,
    `/api/market/getMarketDetails?marketId=${marketId}${extra}`,
    token,
  ).then((d) => d.result);

describe('GET market/getMarkets', () => {
  it('lists shown markets by name, a page at a time, with the total', async () => {
    const b = await createMarket(db(), { marketName: 'Lantern Square Market B', postalCode: '12401' });
    const a = await createMarket(db(), {
      marketName: 'lantern Square Market A',
      marketIcon: '/uploads/icon.webp',
      marketImage: '/uploads/market.webp',
      marketBackgroundColor: '#FFFFFF',
    });
    const c = await createMarket(db(), { marketName: 'Lantern Square Market C' });
    await createMarket(db(), { marketName: 'Lantern Square Market Hidden', status: 1 });

    const first = await markets('search=LANTERN%20square&status=0&limit=2');
    expect(first.total).toBe(3);
    expect(ids(first.marketInfo)).toEqual([a.id, b.id]);
    expect(first.marketInfo[0]).toEqual({
      _id: a.id,
      marketName: 'lantern Square Market A',
      marketIcon: '/uploads/icon.webp',
      marketBackgroundColor: '#FFFFFF',
      marketImage: '/uploads/market.webp',
      desc: 'A weekly market on the town green.',
      address: {
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Hudson',
        state: 'NY',
        postalCode: '12534',
      },
      geoLocation: [a.longitude, a.latitude],
      marketOrderWindow: 'Order Sun 8:00 AM – Thu 11:59 PM',
      marketPickupWindows: ['Saturday 9:00 AM – 1:00 PM'],
    });
    expect(first.marketInfo[1]!.address).toMatchObject({ city: 'Kingston', postalCode: '12401' });

    const second = await markets('search=lantern%20square&limit=2&page=2');
    expect(second).toEqual({ marketInfo: [expect.objectContaining({ _id: c.id })], total: 3 });
    expect(await markets('search=lantern%20square&limit=2&page=3')).toEqual({ marketInfo: [], total: 3 });
  });

  it('takes % and _ in a search literally', async () => {
    await createMarket(db(), { marketName: 'Pier_5 Night Market' });
    await createMarket(db(), { marketName: 'PierX5 Night Market' });
    const found = await markets(`search=${encodeURIComponent('pier_5')}`);
    expect(found.marketInfo.map((m) => m.marketName)).toEqual(['Pier_5 Night Market']);
  });

  it.each([
    ['a search over 30 characters', `search=${'m'.repeat(31)}`, 'Search must be at most 30 characters.'],
    ['hidden markets', 'status=1', 'status must be 0.'],
    ['a non-numeric page', 'page=first', 'page must be a whole number of at least 1.'],
    ['a non-numeric limit', 'limit=all', 'limit must be a whole number from 1 to 100.'],
  ])('refuses %s', async (_what, query, message) => {
    expect(failure(await get(t, `/api/market/getMarkets?${query}`))).toEqual(expectError(400, 1, message));
  });
});

describe('GET market/getMarketDetails', () => {
  async function marketWithFarms() {
    const market = await createMarket(db(), { marketName: 'Details Market' });
    const open = await createFarm(db(), { farmName: 'Open Window Farm' });
    const closed = await createFarm(db(), { farmName: 'Closed Window Farm' });
    const deliveryOnly = await createFarm(db(), { farmName: 'Delivery Only Farm' });
    const hidden = await createFarm(db(), { farmName: 'Hidden Farm', status: 0 });
    await db()
      .insert(farmMedia)
      .values({ farmId: open.id, url: '/uploads/field.webp', thumbUrl: '/uploads/field-t.webp' });
    const openPickup = await createDistribution(db(), { farmId: open.id, marketId: market.id });
    // Monday 8 AM to Tuesday 8 PM: closed on the default Wednesday.
    const closedPickup = await createDistribution(db(), {
      farmId: closed.id,
      marketId: market.id,
      placeOrderOpen: windowPoint(1, '8:00', 'AM'),
      placeOrderClose: windowPoint(2, '8:00', 'PM'),
    });
    const farmStand = await createDistribution(db(), { farmId: open.id }); // not at this market
    await createDistribution(db(), { farmId: deliveryOnly.id, selectPickDel: 2 });
    await createDistribution(db(), { farmId: hidden.id, marketId: market.id });
    const carrots = await createInventoryItem(db(), {
      farmId: open.id,
      wholesalePriceCents: 320,
      wholesaleUnit: 10,
    });
    const shipped = await createInventoryItem(db(), { farmId: open.id, distributionTypes: [3] });
    await createInventoryItem(db(), { farmId: open.id, itemName: 'Test product - pickup' });
    const cheese = await createInventoryItem(db(), {
      farmId: closed.id,
      itemName: 'Cheese',
      distributionTypes: [1],
    });
    return { market, open, closed, openPickup, closedPickup, farmStand, carrots, shipped, cheese };
  }

  it('shows the market and each farm picking up there, with its pickups there and its pickup products', async () => {
    const m = await marketWithFarms();
    const result = await marketDetails(m.market.id);
    expect(result.marketInfo).toMatchObject({ _id: m.market.id, marketName: 'Details Market' });
    expect(result.farmInfo.map((f) => f.farm.farmName).sort()).toEqual([
      'Closed Window Farm',
      'Open Window Farm',
    ]);

    const open = result.farmInfo.find((f) => f.farm._id === m.open.id)!;
    expect(open.farm).toMatchObject({
      farmerName: expect.stringMatching(/^Jo Rivera /),
      media: [{ url: '/uploads/field.webp', thumbUrl: '/uploads/field-t.webp' }],
      numberAvailableProducts: 1,
    });
    expect(ids(open.distributions)).toEqual([m.openPickup.id]);
    expect(open.distributions[0]).toMatchObject({
      marketId: m.market.id,
      marketName: 'Details Market',
      isOpen: true,
    });
    expect(ids(open.inventory)).toEqual([m.carrots.id]);
    expect(open.inventory[0]).toMatchObject({ priceCents: 400, unit: 'bunch', orderWindowOpen: true });

    const closed = result.farmInfo.find((f) => f.farm._id === m.closed.id)!;
    expect(closed.distributions.map((d) => [d._id, d.isOpen])).toEqual([[m.closedPickup.id, false]]);
    expect(closed.inventory.map((i) => [i._id, i.orderWindowOpen])).toEqual([[m.cheese.id, false]]);
  });

  it('opens a product through any distribution of its farm; the market’s own window is its pickups’ isOpen', async () => {
    const market = await createMarket(db());
    const farm = await createFarm(db());
    const atMarket = await createDistribution(db(), {
      farmId: farm.id,
      marketId: market.id,
      placeOrderOpen: windowPoint(1, '8:00', 'AM'),
      placeOrderClose: windowPoint(2, '8:00', 'PM'),
    });
    await createDistribution(db(), { farmId: farm.id }); // the farm stand takes orders on Wednesday
    const item = await createInventoryItem(db(), { farmId: farm.id, distributionTypes: [1] });
    const [info] = (await marketDetails(market.id)).farmInfo;
    expect(info!.distributions.map((d) => [d._id, d.isOpen])).toEqual([[atMarket.id, false]]);
    expect(info!.inventory.map((i) => [i._id, i.orderWindowOpen])).toEqual([[item.id, true]]);
  });

  it('follows the caller’s role, never a userType sent by a customer or a visitor', async () => {
    const m = await marketWithFarms();
    const carrots = async (token?: string) =>
      (await marketDetails(m.market.id, token, '&userType=3')).farmInfo
        .find((f) => f.farm._id === m.open.id)!
        .inventory.find((i) => i._id === m.carrots.id);
    expect(await carrots()).toMatchObject({ priceCents: 400, unit: 'bunch', maxQuantity: 50 });
    expect(await carrots(tokens.customer)).toMatchObject({ priceCents: 400, unit: 'bunch', maxQuantity: 50 });
    expect(await carrots(tokens.wholesaler)).toMatchObject({
      priceCents: 320,
      unit: 'Pound',
      maxQuantity: 100,
    });
  });

  it('closes every product when the market’s window closes, and shows test products on request', async () => {
    const m = await marketWithFarms();
    t.clock.set(SATURDAY_AFTERNOON);
    const result = await marketDetails(m.market.id, undefined, '&showTestProduct');
    const open = result.farmInfo.find((f) => f.farm._id === m.open.id)!;
    expect(open.distributions.map((d) => d.isOpen)).toEqual([false]);
    expect(open.inventory.map((i) => [i.name, i.orderWindowOpen])).toEqual([
      ['Test product - pickup', false],
      ['Carrots', false],
    ]);
  });

  it('answers every category of its products with counts, and pages one category server-side', async () => {
    const market = await createMarket(db());
    const [a, b] = [await createFarm(db()), await createFarm(db())];
    for (const farm of [a, b]) await createDistribution(db(), { farmId: farm.id, marketId: market.id });
    // Five vegetables, then two dairy items made last (first in the list's newest-first order), and
    // an item not sold at pickups, which no count includes.
    for (let i = 0; i < 5; i++)
      await createInventoryItem(db(), { farmId: i % 2 ? a.id : b.id, inventoryType: 1 });
    const milk = await createInventoryItem(db(), { farmId: a.id, itemName: 'Milk', inventoryType: 8 });
    const butter = await createInventoryItem(db(), { farmId: b.id, itemName: 'Butter', inventoryType: 8 });
    await createInventoryItem(db(), { farmId: a.id, inventoryType: 6, distributionTypes: [3] });

    // Page 1 of 2 items shows only dairy, yet the vegetables on later pages have their chip and count.
    const first = await marketDetails(market.id, undefined, '&limit=2');
    expect(first.categories).toEqual([
      { id: 1, name: 'Vegetables', count: 5 },
      { id: 8, name: 'Dairy', count: 2 },
    ]);
    expect(first.farmInfo.flatMap((f) => f.inventory).map((i) => i.categoryName)).toEqual(['Dairy', 'Dairy']);

    const items = (r: MarketDetailsDto) => r.farmInfo.flatMap((f) => f.inventory);
    const veg1 = await marketDetails(market.id, undefined, '&limit=2&category=1');
    const veg3 = await marketDetails(market.id, undefined, '&limit=2&category=1&page=3');
    expect(veg1.inventoryTotal).toBe(5);
    expect(items(veg1)).toHaveLength(2);
    expect(items(veg3)).toHaveLength(1);
    expect([...items(veg1), ...items(veg3)].every((i) => i.categoryName === 'Vegetables')).toBe(true);
    expect(veg1.categories).toEqual(first.categories); // the chips stay while one is chosen

    const dairy = await marketDetails(market.id, undefined, '&category=8');
    expect(ids(items(dairy)).sort()).toEqual([milk.id, butter.id].sort());
    expect((await marketDetails(market.id, undefined, '&category=7')).inventoryTotal).toBe(0);
    expect(failure(await get(t, `/api/market/getMarketDetails?marketId=${market.id}&category=9`))).toEqual(
      expectError(400, 1, 'category must be one of 1, 2, 5, 6, 7, 8.'),
    );
  });

  it('answers 404 for an unknown or hidden market, and 400 for a bad id', async () => {
    const hidden = await createMarket(db(), { status: 1 });
    for (const id of [999_999, hidden.id])
      expect(failure(await get(t, `/api/market/getMarketDetails?marketId=${id}`))).toEqual(
        expectError(404, 5, 'Market not found.'),
      );
    expect(failure(await get(t, '/api/market/getMarketDetails?marketId=x1'))).toEqual(
      expectError(400, 1, 'marketId must be a whole number of at least 1.'),
    );
    expect(failure(await get(t, '/api/market/getMarketDetails'))).toEqual(
      expectError(400, 1, 'Market id is required.'),
    );
  });
});

describe('GET market/viewFarmsByMarket', () => {
  it('lists the listed farms with a pickup at the market', async () => {
    const market = await createMarket(db());
    const a = await createFarm(db());
    const b = await createFarm(db());
    const elsewhere = await createFarm(db());
    const hidden = await createFarm(db(), { status: 0 });
    for (const farm of [a, b, hidden])
      await createDistribution(db(), { farmId: farm.id, marketId: market.id });
    await createDistribution(db(), { farmId: elsewhere.id });
    await createInventoryItem(db(), { farmId: a.id });
    await createInventoryItem(db(), { farmId: a.id, distributionTypes: [2] });

    const { result } = await getData<{ result: FarmDto[] }>(
      t,
      `/api/market/viewFarmsByMarket?marketId=${market.id}`,
    );
    expect(ids(result).sort((x, y) => x - y)).toEqual([a.id, b.id]);
    expect(result.find((f) => f._id === a.id)).toMatchObject({
      farmName: a.farmName,
      infoAboutFarm: a.infoAboutFarm,
      media: [],
      numberAvailableProducts: 1,
    });
  });

  it('answers 404 for an unknown market', async () => {
    expect(failure(await get(t, '/api/market/viewFarmsByMarket?marketId=999999'))).toEqual(
      expectError(404, 5, 'Market not found.'),
    );
  });
});
