import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DistributionType,
  distanceMiles,
  type DistributionDto,
  type FarmCardDto,
  type FarmDetailsDto,
  type FarmDistributionsInventoryDto,
  type FarmDto,
  type Paged,
} from '@lfm/core';
import { diskStorage } from '../../adapters/storage';
import {
  createDistribution,
  createFarm,
  createInventoryItem,
  createMarket,
  windowPoint,
  zipCentroid,
} from '../../db/factories';
import { farmMedia } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import {
  buyers,
  countQueries,
  getData,
  SATURDAY_AFTERNOON,
  WEDNESDAY_MORNING,
} from '../../test/catalog-helpers';
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
const q = encodeURIComponent;
const ids = (rows: { _id: number }[]) => rows.map((r) => r._id);
const sortedIds = (rows: { _id: number }[]) => ids(rows).sort((a, b) => a - b);
const byId = <T extends { _id: number }>(rows: T[], id: number) => {
  const row = rows.find((r) => r._id === id);
  if (!row) throw new Error(`no row ${id} in ${JSON.stringify(ids(rows))}`);
  return row;
};
const miles = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.round(distanceMiles(a, b) * 10) / 10;

type FarmInfo = FarmDto & { distributionInfo: DistributionDto[] };
const farmList = (query: string, token?: string) =>
  getData<Paged<FarmCardDto>>(t, `/api/farm/getFarm?${query}`, token);
const details = (farmId: number, token?: string, extra = '') =>
  getData<{ result: FarmDetailsDto }>(t, `/api/farm/viewFarmDetails?farmId=${farmId}${extra}`, token).then(
    (d) => d.result,
  );
const listing = (query: string, token?: string) =>
  getData<{ result: FarmDistributionsInventoryDto }>(
    t,
    `/api/farm/getAllFarmDistributionsInventory?${query}`,
    token,
  ).then((d) => d.result);

describe('GET farm/getFarm', () => {
  it('lists listed farms newest first, a page at a time, with the total', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const farms = [];
    for (const [i, name] of ['Zinnia Acres One', 'Zinnia Acres Two', 'Zinnia Acres Three'].entries())
      farms.push(await createFarm(db(), { farmName: name, createdAt: new Date(base + i * 60_000) }));
    await createFarm(db(), { farmName: 'Zinnia Acres Hidden', status: 0 });

    const first = await farmList('search=zinnia%20acres&limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.result.map((f) => f.farmName)).toEqual(['Zinnia Acres Three', 'Zinnia Acres Two']);
    const three = farms[2]!;
    expect(first.result[0]).toEqual({
      _id: three.id,
      farmName: 'Zinnia Acres Three',
      farmLogo: null,
      coverImage: null,
      brandColor: '#2F6B3B',
      shortInfo: three.shortInfo,
      farmAddress: {
        addressLine1: '12 Orchard Rd',
        addressLine2: '',
        city: 'Hudson',
        state: 'NY',
        postalCode: '12534',
      },
      geoLocation: [three.longitude, three.latitude],
      certifiedOrganic: false,
      nofa: false,
      numberAvailableProducts: 0,
    });

    const second = await farmList('search=zinnia%20acres&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.result.map((f) => f.farmName)).toEqual(['Zinnia Acres One']);
    const past = await farmList('search=zinnia%20acres&limit=2&page=3');
    expect(past).toEqual({ result: [], total: 3, page: 3, limit: 2 });
  });

  it('counts the listed, in-stock products of the caller’s role, test products only when shown', async () => {
    const farm = await createFarm(db(), { farmName: 'Counting Creek Farm' });
    const item = (o: Parameters<typeof createInventoryItem>[1] = {}) =>
      createInventoryItem(db(), { farmId: farm.id, ...o });
    await item(); // both roles
    await item({ status: 0, maximumConsumerQuantity: 0, maximumWholesaleQuantity: 0 });
    await item({ maximumConsumerQuantity: 0, maximumWholesaleQuantity: 20 }); // wholesale only
    await item({ maximumConsumerQuantity: 5, maximumWholesaleQuantity: 0 }); // consumers only
    await item({ maximumConsumerQuantity: 8, maximumWholesaleQuantity: 0 }); // consumers only
    await item({ itemName: 'Test Product checkout' });
    await item({ itemName: 'others', otherItemName: 'test product two' });

    const count = async (token?: string, extra = '') =>
      (await farmList(`search=counting%20creek${extra}`, token)).result[0]!.numberAvailableProducts;
    expect(await count()).toBe(3);
    expect(await count(undefined, '&userType=3')).toBe(3);
    expect(await count(tokens.customer)).toBe(3);
    expect(await count(tokens.customer, '&userType=3')).toBe(3);
    expect(await count(tokens.wholesaler)).toBe(2);
    expect(await count(tokens.school)).toBe(2);
    expect(await count(undefined, '&showTestProduct')).toBe(5);
  });

  it('searches names case-insensitively, taking % and _ literally', async () => {
    await createFarm(db(), { farmName: 'Hill_Top 100% Organics' });
    await createFarm(db(), { farmName: 'HillXTop 1000 Organics' });
    const names = async (search: string) =>
      (await farmList(`search=${q(search)}`)).result.map((f) => f.farmName).sort();
    expect(await names('hill_top 100%')).toEqual(['Hill_Top 100% Organics']);
    expect(await names('TOP 10')).toEqual(['HillXTop 1000 Organics', 'Hill_Top 100% Organics']);
  });

  it('filters by state and city', async () => {
    await createFarm(db(), { farmName: 'Quarry Brook Farm', postalCode: '05753' });
    await createFarm(db(), { farmName: 'Quarry Brook Annex', postalCode: '05346' });
    const names = async (query: string) =>
      (await farmList(`search=quarry%20brook&${query}`)).result.map((f) => f.farmName).sort();
    expect(await names('state=VT&city=Middlebury')).toEqual(['Quarry Brook Farm']);
    expect(await names('state=VT')).toEqual(['Quarry Brook Annex', 'Quarry Brook Farm']);
    expect(await names('state=NY')).toEqual([]);
    expect(await names('state=&city=')).toEqual(['Quarry Brook Annex', 'Quarry Brook Farm']);
  });

  it('with lat and long: farms within the radius (default 25 miles), nearest first, with their distance', async () => {
    const origin = { latitude: 42, longitude: -74 };
    const at = (farmName: string, latitude: number, longitude: number) =>
      createFarm(db(), { farmName, latitude, longitude });
    const here = await at('Radius Farm Here', 42, -74);
    const near = await at('Radius Farm Near', 42.1, -74); // ~7 miles
    // Inside the latitude/longitude box of 25 miles but ~29 miles away.
    const corner = await at('Radius Farm Corner', 42.3, -73.6);
    const west = await at('Radius Farm West', 42, -74.6); // ~31 miles
    await createFarm(db(), { farmName: 'Radius Farm Unmapped', latitude: null, longitude: null });
    const point = (f: { latitude: number | null; longitude: number | null }) => ({
      latitude: f.latitude!,
      longitude: f.longitude!,
    });

    const within25 = await farmList('search=radius%20farm&lat=42&long=-74');
    expect(within25.result.map((f) => [f.farmName, f.distanceMiles])).toEqual([
      ['Radius Farm Here', 0],
      ['Radius Farm Near', miles(origin, point(near))],
    ]);
    expect(within25.total).toBe(2);
    expect(miles(origin, point(corner))).toBeGreaterThan(25);

    const within40 = await farmList('search=radius%20farm&lat=42&long=-74&radius=40');
    expect(ids(within40.result)).toEqual([here.id, near.id, corner.id, west.id]);
    const secondPage = await farmList('search=radius%20farm&lat=42&long=-74&radius=40&limit=1&page=2');
    expect(secondPage).toMatchObject({ total: 4, page: 2, limit: 1 });
    expect(ids(secondPage.result)).toEqual([near.id]);
  });

  it.each([
    ['a search over 30 characters', `search=${'a'.repeat(31)}`, 'Search must be at most 30 characters.'],
    ['a non-numeric page', 'page=abc', 'page must be a whole number of at least 1.'],
    ['a page of 0', 'page=0', 'page must be a whole number of at least 1.'],
    ['a limit over 100', 'limit=101', 'limit must be a whole number from 1 to 100.'],
    ['a fractional limit', 'limit=2.5', 'limit must be a whole number from 1 to 100.'],
    ['lat without long', 'lat=42', 'lat and long must be given together.'],
    ['a non-numeric lat', 'lat=north&long=-74', 'lat must be a number from -90 to 90.'],
    ['a long out of range', 'lat=42&long=-200', 'long must be a number from -180 to 180.'],
    ['a radius of 0', 'lat=42&long=-74&radius=0', 'radius must be a number of miles from 1 to 500.'],
  ])('refuses %s', async (_what, query, message) => {
    expect(failure(await get(t, `/api/farm/getFarm?${query}`))).toEqual(expectError(400, 1, message));
  });
});

describe('GET farm/getFarmStateCity', () => {
  it('lists the states and cities of listed farms, sorted, once each', async () => {
    await createFarm(db(), { farmName: 'Belfast Bay Farm', postalCode: '04915' });
    await createFarm(db(), { farmName: 'Belfast Bay Annex', postalCode: '04915' });
    await createFarm(db(), { farmName: 'Hidden Isle Farm', postalCode: '02840', status: 0 });
    const { result } = await getData<{
      result: { state: string[]; city: { state: string; city: string }[] };
    }>(t, '/api/farm/getFarmStateCity');
    expect(result.state).toContain('ME');
    expect(result.state).not.toContain('RI');
    expect(result.state).toEqual([...new Set(result.state)].sort());
    expect(result.city.filter((c) => c.state === 'ME')).toEqual([{ state: 'ME', city: 'Belfast' }]);
    const keys = result.city.map((c) => `${c.state}|${c.city}`);
    expect(keys).toEqual([...new Set(keys)].sort());
  });
});

describe('GET farm/viewFarmDetails', () => {
  async function farmWithEverything() {
    const farm = await createFarm(db(), { farmName: 'Details Farm' });
    await db()
      .insert(farmMedia)
      .values([
        { farmId: farm.id, url: '/uploads/b.webp', thumbUrl: '/uploads/b-t.webp', position: 1 },
        { farmId: farm.id, url: '/uploads/a.webp', thumbUrl: '/uploads/a-t.webp', position: 0 },
      ]);
    const stand = await createDistribution(db(), { farmId: farm.id });
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
    await createDistribution(db(), { farmId: farm.id, status: 0 });
    const carrots = await createInventoryItem(db(), {
      farmId: farm.id,
      wholesalePriceCents: 250,
      wholesaleUnit: 10,
    });
    const honey = await createInventoryItem(db(), {
      farmId: farm.id,
      itemName: 'Honey',
      distributionTypes: [3],
    });
    const peas = await createInventoryItem(db(), {
      farmId: farm.id,
      itemName: 'Peas',
      status: 0,
      maximumConsumerQuantity: 0,
      maximumWholesaleQuantity: 0,
    });
    const hidden = await createInventoryItem(db(), { farmId: farm.id, itemName: 'Test product - internal' });
    return { farm, stand, forCustomers, forWholesale, carrots, honey, peas, hidden };
  }

  it('shows a visitor the farm, its products and the distributions offered to customers', async () => {
    const f = await farmWithEverything();
    const result = await details(f.farm.id);

    expect(result.farmData).toMatchObject({
      _id: f.farm.id,
      farmName: 'Details Farm',
      infoAboutFarm: f.farm.infoAboutFarm,
      infoAboutFarmer: f.farm.infoAboutFarmer,
      farmerName: expect.stringMatching(/^Jo Rivera /),
      media: [
        { url: '/uploads/a.webp', thumbUrl: '/uploads/a-t.webp' },
        { url: '/uploads/b.webp', thumbUrl: '/uploads/b-t.webp' },
      ],
      numberAvailableProducts: 2,
    });
    expect(ids(result.distributionData)).toEqual([f.stand.id, f.forCustomers.id]);
    expect(byId(result.distributionData, f.stand.id)).toEqual({
      _id: f.stand.id,
      farmId: f.farm.id,
      farmName: 'Details Farm',
      selectPickDel: 1,
      deliveryFor: null,
      marketId: null,
      marketName: null,
      address: {
        addressLine1: '12 Orchard Rd',
        addressLine2: '',
        city: 'Hudson',
        state: 'NY',
        postalCode: '12534',
      },
      geoLocation: [f.farm.longitude, f.farm.latitude],
      deliveryPostalCodes: [],
      deliveryPostalCodeCount: 0,
      flatFeeCents: null,
      deliveryFeeCentsPerMile: null,
      radiusMiles: null,
      pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
      deliveries: [],
      placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
      placeOrderClose: { day: 6, time: '6:00', meridiem: 'AM' },
      timeZone: 'America/New_York',
      isOpen: true,
      fullSlots: [],
      deliveryZones: [],
      freeDeliveryOverCents: null,
    });

    // In stock first, newest first; the test product is hidden.
    expect(ids(result.inventoryData)).toEqual([f.honey.id, f.carrots.id, f.peas.id]);
    expect(byId(result.inventoryData, f.carrots.id)).toEqual({
      _id: f.carrots.id,
      farmId: f.farm.id,
      farmName: 'Details Farm',
      name: 'Carrots',
      variety: 'Nantes',
      description: f.carrots.description,
      image: null,
      inventoryType: 1,
      categoryName: 'Vegetables',
      distributionTypes: [1, 2],
      isShippable: false,
      status: 1,
      priceCents: 400,
      unit: 'bunch',
      maxQuantity: 50,
      subscriptionInterval: null,
      subscriptionIntervalCount: 0,
      orderWindowOpen: true,
    });
    // Shippable, but this farm does not ship: nothing to order it through.
    expect(byId(result.inventoryData, f.honey.id)).toMatchObject({
      isShippable: true,
      orderWindowOpen: false,
    });
    expect(byId(result.inventoryData, f.peas.id)).toMatchObject({ status: 0, maxQuantity: 0 });
  });

  it('shows wholesale buyers (and schools) wholesale prices, units and deliveries', async () => {
    const f = await farmWithEverything();
    for (const token of [tokens.wholesaler, tokens.school]) {
      const result = await details(f.farm.id, token);
      expect(ids(result.distributionData)).toEqual([f.stand.id, f.forWholesale.id]);
      expect(byId(result.inventoryData, f.carrots.id)).toMatchObject({
        priceCents: 250,
        unit: 'Pound',
        maxQuantity: 100,
      });
    }
  });

  it('never shows a customer or a visitor wholesale values, whatever userType they send', async () => {
    const f = await farmWithEverything();
    for (const token of [undefined, tokens.customer]) {
      const result = await details(f.farm.id, token, '&userType=3');
      expect(ids(result.distributionData)).toEqual([f.stand.id, f.forCustomers.id]);
      expect(byId(result.inventoryData, f.carrots.id)).toMatchObject({
        priceCents: 400,
        unit: 'bunch',
        maxQuantity: 50,
      });
    }
  });

  it('shows test products with showTestProduct', async () => {
    const f = await farmWithEverything();
    const result = await details(f.farm.id, undefined, '&showTestProduct=1');
    expect(ids(result.inventoryData)).toContain(f.hidden.id);
    expect(result.farmData.numberAvailableProducts).toBe(3);
  });

  it('opens an item’s window only through an open distribution of its kinds offered to the caller', async () => {
    const farm = await createFarm(db());
    // Monday 8 AM to Tuesday 8 PM: closed on the default Wednesday.
    const pickup = await createDistribution(db(), {
      farmId: farm.id,
      placeOrderOpen: windowPoint(1, '8:00', 'AM'),
      placeOrderClose: windowPoint(2, '8:00', 'PM'),
    });
    const wholesaleDelivery = await createDistribution(db(), {
      farmId: farm.id,
      selectPickDel: 2,
      deliveryFor: 2,
    });
    const pickupOnly = await createInventoryItem(db(), { farmId: farm.id, distributionTypes: [1] });
    const deliveryOnly = await createInventoryItem(db(), { farmId: farm.id, distributionTypes: [2] });
    const windows = async (token?: string) => {
      const result = await details(farm.id, token);
      return {
        open: Object.fromEntries(result.distributionData.map((d) => [d._id, d.isOpen])),
        pickupOnly: byId(result.inventoryData, pickupOnly.id).orderWindowOpen,
        deliveryOnly: byId(result.inventoryData, deliveryOnly.id).orderWindowOpen,
      };
    };

    expect(await windows()).toEqual({ open: { [pickup.id]: false }, pickupOnly: false, deliveryOnly: false });
    expect(await windows(tokens.wholesaler)).toEqual({
      open: { [pickup.id]: false, [wholesaleDelivery.id]: true },
      pickupOnly: false,
      deliveryOnly: true,
    });

    t.clock.set('2026-11-16T15:00:00Z'); // Monday 10:00 in New York
    expect(await windows(tokens.wholesaler)).toEqual({
      open: { [pickup.id]: true, [wholesaleDelivery.id]: true },
      pickupOnly: true,
      deliveryOnly: true,
    });

    t.clock.set(SATURDAY_AFTERNOON);
    expect(await windows(tokens.wholesaler)).toEqual({
      open: { [pickup.id]: false, [wholesaleDelivery.id]: false },
      pickupOnly: false,
      deliveryOnly: false,
    });
  });

  it('answers 404 for an unknown or hidden farm, and 400 for a bad id', async () => {
    const hidden = await createFarm(db(), { status: 0 });
    for (const id of [999_999, hidden.id])
      expect(failure(await get(t, `/api/farm/viewFarmDetails?farmId=${id}`))).toEqual(
        expectError(404, 5, 'Farm does not exist'),
      );
    expect(failure(await get(t, '/api/farm/viewFarmDetails?farmId=abc'))).toEqual(
      expectError(400, 1, 'farmId must be a whole number of at least 1.'),
    );
    expect(failure(await get(t, '/api/farm/viewFarmDetails'))).toEqual(
      expectError(400, 1, 'Farm id is required.'),
    );
  });
});

describe('GET farm/viewFarmInfoByIds', () => {
  it('returns the farms asked for, in that order, each with the distributions offered to the caller', async () => {
    const a = await createFarm(db());
    const b = await createFarm(db());
    const hidden = await createFarm(db(), { status: 0 });
    const pickup = await createDistribution(db(), { farmId: a.id });
    const wholesale = await createDistribution(db(), { farmId: a.id, selectPickDel: 2, deliveryFor: 2 });
    const url = `/api/farm/viewFarmInfoByIds?farmIds=${b.id},${a.id},999999,${hidden.id},${a.id}`;

    const visitor = await getData<{ farmInfo: FarmInfo[] }>(t, url);
    expect(ids(visitor.farmInfo)).toEqual([b.id, a.id]);
    expect(visitor.farmInfo[1]).toMatchObject({ _id: a.id, farmName: a.farmName, media: [] });
    expect(ids(visitor.farmInfo[1]!.distributionInfo)).toEqual([pickup.id]);
    expect(visitor.farmInfo[0]!.distributionInfo).toEqual([]);

    const buyer = await getData<{ farmInfo: FarmInfo[] }>(t, url, tokens.wholesaler);
    expect(ids(buyer.farmInfo[1]!.distributionInfo)).toEqual([pickup.id, wholesale.id]);
  });

  it.each([
    ['no farmIds', '', 'farmIds is required.'],
    ['a word among the ids', 'farmIds=3,abc', 'farmIds must be farm ids separated by commas.'],
    ['an empty id', 'farmIds=3,,4', 'farmIds must be farm ids separated by commas.'],
    [
      'more than 50 ids',
      `farmIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
      'At most 50 farmIds at a time.',
    ],
  ])('refuses %s', async (_what, query, message) => {
    expect(failure(await get(t, `/api/farm/viewFarmInfoByIds?${query}`))).toEqual(
      expectError(400, 1, message),
    );
  });
});

describe('GET farm/getAllFarmDistributionsInventory', () => {
  it('pickup (the default): market pickups grouped by market, then farm stands, with the markets', async () => {
    const market = await createMarket(db(), { marketName: 'Aardvark Green Market' });
    const closedMarket = await createMarket(db(), { marketName: 'Closed Lot Market', status: 1 });
    const f1 = await createFarm(db());
    const f2 = await createFarm(db());
    const f3 = await createFarm(db());
    const atMarket1 = await createDistribution(db(), { farmId: f1.id, marketId: market.id });
    const stand = await createDistribution(db(), { farmId: f3.id });
    const atMarket2 = await createDistribution(db(), { farmId: f2.id, marketId: market.id });
    const atClosed = await createDistribution(db(), { farmId: f1.id, marketId: closedMarket.id });
    const pickupItem = await createInventoryItem(db(), { farmId: f1.id });
    const deliveryItem = await createInventoryItem(db(), { farmId: f3.id, distributionTypes: [2] });

    const result = await listing('limit=100');
    const ours = new Set([atMarket1.id, atMarket2.id, stand.id, atClosed.id]);
    const dists = result.distributions.filter((d) => ours.has(d._id));
    expect(new Set(ids(dists.slice(0, 2)))).toEqual(new Set([atMarket1.id, atMarket2.id]));
    expect(ids(dists.slice(2))).toEqual([stand.id]);
    expect(byId(dists, atMarket1.id)).toMatchObject({
      marketId: market.id,
      marketName: 'Aardvark Green Market',
    });
    expect(result.distributions.every((d) => d.selectPickDel === DistributionType.Pickup)).toBe(true);

    expect(byId(result.markets, market.id)).toEqual({
      _id: market.id,
      marketName: 'Aardvark Green Market',
      marketIcon: null,
      marketBackgroundColor: '#E6F0E4',
      marketImage: null,
      desc: 'A weekly market on the town green.',
      address: {
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Hudson',
        state: 'NY',
        postalCode: '12534',
      },
      geoLocation: [market.longitude, market.latitude],
      marketOrderWindow: market.marketOrderWindow,
      marketPickupWindows: ['Saturday 9:00 AM – 1:00 PM'],
    });
    expect(ids(result.markets)).not.toContain(closedMarket.id);
    expect(ids(result.farms)).toEqual(expect.arrayContaining([f1.id, f2.id, f3.id]));
    expect(ids(result.inventory)).toContain(pickupItem.id);
    expect(ids(result.inventory)).not.toContain(deliveryItem.id);

    const one = await listing(`farmId=${f1.id}`);
    expect(ids(one.distributions)).toEqual([atMarket1.id]);
    expect(ids(one.markets)).toEqual([market.id]);
    expect(ids(one.farms)).toEqual([f1.id]);
    expect(ids(one.inventory)).toEqual([pickupItem.id]);
  });

  it('delivery: farms delivering to the zip for the caller’s type, with their delivery products', async () => {
    const zip = '05401';
    const farm = async (deliveryFor: number | null, zips: string[]) => {
      const f = await createFarm(db());
      const d = await createDistribution(db(), {
        farmId: f.id,
        selectPickDel: 2,
        deliveryFor,
        deliveryPostalCodes: zips,
      });
      return { farm: f, dist: d };
    };
    const forCustomers = await farm(1, [zip]);
    const forWholesale = await farm(2, ['05403', zip]);
    const forAll = await farm(null, [zip]);
    const elsewhere = await farm(null, ['05403']);
    await createDistribution(db(), { farmId: forCustomers.farm.id }); // a pickup: not part of delivery
    const carrots = await createInventoryItem(db(), { farmId: forCustomers.farm.id });
    await createInventoryItem(db(), { farmId: forCustomers.farm.id, distributionTypes: [1] });
    const bulk = await createInventoryItem(db(), {
      farmId: forWholesale.farm.id,
      distributionTypes: [2],
      wholesalePriceCents: 275,
      wholesaleUnit: 10,
    });
    const eggs = await createInventoryItem(db(), { farmId: forAll.farm.id, distributionTypes: [2] });
    await createInventoryItem(db(), { farmId: forAll.farm.id, distributionTypes: [3] });
    await createInventoryItem(db(), { farmId: elsewhere.farm.id, distributionTypes: [2] });

    const visitor = await listing(`distributionType=2&zipCode=${zip}`);
    expect(sortedIds(visitor.farms)).toEqual([forCustomers.farm.id, forAll.farm.id]);
    expect(sortedIds(visitor.distributions)).toEqual([forCustomers.dist.id, forAll.dist.id]);
    expect(sortedIds(visitor.inventory)).toEqual([carrots.id, eggs.id]);
    expect(visitor).toMatchObject({ markets: [], total: 2, page: 1, limit: 20 });
    const burlington = zipCentroid(zip)!;
    expect(byId(visitor.farms, forAll.farm.id)).toMatchObject({
      numberAvailableProducts: 1,
      distanceMiles: miles(burlington, {
        latitude: forAll.farm.latitude!,
        longitude: forAll.farm.longitude!,
      }),
    });
    expect(byId(visitor.inventory, carrots.id)).toMatchObject({ priceCents: 400, orderWindowOpen: true });

    for (const token of [undefined, tokens.customer])
      expect(sortedIds((await listing(`distributionType=2&zipCode=${zip}&userType=3`, token)).farms)).toEqual(
        [forCustomers.farm.id, forAll.farm.id],
      );

    const buyer = await listing(`distributionType=2&zipCode=${zip}`, tokens.wholesaler);
    expect(sortedIds(buyer.farms)).toEqual([forWholesale.farm.id, forAll.farm.id]);
    expect(sortedIds(buyer.inventory)).toEqual([bulk.id, eggs.id]);
    expect(byId(buyer.inventory, bulk.id)).toMatchObject({
      priceCents: 275,
      unit: 'Pound',
      maxQuantity: 100,
    });
  });

  it('delivery: closed windows close the products, and a farm’s own products can be paged by category', async () => {
    const zip = '05452';
    const f = await createFarm(db());
    const other = await createFarm(db());
    for (const farmId of [f.id, other.id])
      await createDistribution(db(), { farmId, selectPickDel: 2, deliveryPostalCodes: [zip] });
    const base = Date.parse('2026-01-01T00:00:00Z');
    const veg = [];
    for (let i = 0; i < 3; i++)
      veg.push(await createInventoryItem(db(), { farmId: f.id, createdAt: new Date(base + i * 60_000) }));
    const fruit = await createInventoryItem(db(), { farmId: f.id, inventoryType: 6 });
    const otherItem = await createInventoryItem(db(), { farmId: other.id });

    const all = await listing(`distributionType=2&zipCode=${zip}`);
    expect(all.total).toBe(5);
    const page1 = await listing(`distributionType=2&zipCode=${zip}&farmId=${f.id}&category=1&limit=2`);
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(ids(page1.inventory)).toEqual([veg[2]!.id, veg[1]!.id]);
    expect(ids(page1.farms)).toEqual([f.id]);
    const page2 = await listing(`distributionType=2&zipCode=${zip}&farmId=${f.id}&category=1&limit=2&page=2`);
    expect(ids(page2.inventory)).toEqual([veg[0]!.id]);
    expect(ids((await listing(`distributionType=2&zipCode=${zip}&category=6`)).inventory)).toEqual([
      fruit.id,
    ]);
    expect(ids((await listing(`distributionType=2&zipCode=${zip}&farmId=${other.id}`)).inventory)).toEqual([
      otherItem.id,
    ]);

    t.clock.set(SATURDAY_AFTERNOON);
    const closed = await listing(`distributionType=2&zipCode=${zip}`);
    expect(closed.distributions.map((d) => d.isOpen)).toEqual([false, false]);
    expect(closed.inventory.every((i) => !i.orderWindowOpen)).toBe(true);
  });

  it('delivery: a product is open when any distribution of its farm that carries it is open', async () => {
    const zip = '05495';
    const farm = await createFarm(db());
    // Delivery takes orders Monday to Tuesday (closed on Wednesday); the farm stand is open.
    const delivery = await createDistribution(db(), {
      farmId: farm.id,
      selectPickDel: 2,
      deliveryPostalCodes: [zip],
      placeOrderOpen: windowPoint(1, '8:00', 'AM'),
      placeOrderClose: windowPoint(2, '8:00', 'PM'),
    });
    await createDistribution(db(), { farmId: farm.id });
    const both = await createInventoryItem(db(), { farmId: farm.id, distributionTypes: [1, 2] });
    const deliveryOnly = await createInventoryItem(db(), { farmId: farm.id, distributionTypes: [2] });

    const result = await listing(`distributionType=2&zipCode=${zip}`);
    expect(result.distributions.map((d) => [d._id, d.isOpen])).toEqual([[delivery.id, false]]);
    expect(byId(result.inventory, both.id).orderWindowOpen).toBe(true);
    expect(byId(result.inventory, deliveryOnly.id).orderWindowOpen).toBe(false);
  });

  it('shipping: only shippable products of farms shipping to the zip', async () => {
    const zip = '02139';
    const shipper = await createFarm(db());
    const other = await createFarm(db());
    const ships = await createDistribution(db(), {
      farmId: shipper.id,
      selectPickDel: 3,
      deliveryPostalCodes: [zip],
      flatFeeCents: 900,
    });
    await createDistribution(db(), { farmId: other.id, selectPickDel: 3, deliveryPostalCodes: ['10001'] });
    const jam = await createInventoryItem(db(), {
      farmId: shipper.id,
      itemName: 'Jam',
      distributionTypes: [3],
    });
    await createInventoryItem(db(), { farmId: shipper.id, distributionTypes: [2, 3] });
    const testJam = await createInventoryItem(db(), {
      farmId: shipper.id,
      itemName: 'test product jam',
      distributionTypes: [3],
    });
    await createInventoryItem(db(), { farmId: other.id, distributionTypes: [3] });

    const result = await listing(`distributionType=3&zipCode=${zip}`);
    expect(ids(result.inventory)).toEqual([jam.id]);
    expect(result.inventory[0]).toMatchObject({ isShippable: true, orderWindowOpen: true });
    expect(ids(result.distributions)).toEqual([ships.id]);
    expect(result.distributions[0]).toMatchObject({ selectPickDel: 3, flatFeeCents: 900 });
    expect(result.farms.map((f) => [f._id, f.numberAvailableProducts])).toEqual([[shipper.id, 1]]);

    const withTests = await listing(`distributionType=3&zipCode=${zip}&showTestProduct`);
    expect(ids(withTests.inventory)).toEqual([testJam.id, jam.id]);
  });

  it('costs the same number of queries for two farms or eight', async () => {
    const zip = '05446';
    const addFarm = async () => {
      const f = await createFarm(db());
      await createDistribution(db(), { farmId: f.id, selectPickDel: 2, deliveryPostalCodes: [zip] });
      await createInventoryItem(db(), { farmId: f.id });
      await createInventoryItem(db(), { farmId: f.id, distributionTypes: [2] });
    };
    const call = () => listing(`distributionType=2&zipCode=${zip}`);
    for (let i = 0; i < 2; i++) await addFarm();
    const few = await countQueries(t, call);
    for (let i = 0; i < 6; i++) await addFarm();
    const many = await countQueries(t, call);
    expect((await call()).farms).toHaveLength(8);
    expect(many).toBe(few);
    // The distributions serving the zip (ids only), their farms' distributions with the farms' cards (whence the
    // order windows: catalog/queries.ts farmDistributions), the counts, the farms' first items' keys (kept per
    // farm: farmItemKeysKept), and the page's items with their farms' names, by id.
    expect(few).toBe(5);
  });

  it.each([
    ['delivery without a zip', 'distributionType=2', 'Zip code is required.'],
    ['shipping with a blank zip', 'distributionType=3&zipCode=', 'Zip code is required.'],
    ['a 4-digit zip', 'distributionType=2&zipCode=1234', 'Zip code must be 5 numbers'],
    ['a zip with letters', 'zipCode=abcde', 'Zip code must be 5 numbers'],
    ['a zip that does not exist', 'distributionType=2&zipCode=00000', 'Please fill valid address'],
    [
      'an unknown distribution type',
      'distributionType=4',
      'distributionType must be 1 (pickup), 2 (delivery) or 3 (shipping).',
    ],
    ['an unknown category', 'category=3', 'category must be one of 1, 2, 5, 6, 7, 8.'],
    ['a non-numeric farm', 'farmId=abc', 'farmId must be a whole number of at least 1.'],
    ['a non-numeric page', 'page=two', 'page must be a whole number of at least 1.'],
  ])('refuses %s', async (_what, query, message) => {
    expect(failure(await get(t, `/api/farm/getAllFarmDistributionsInventory?${query}`))).toEqual(
      expectError(400, 1, message),
    );
  });
});

describe('the demo data', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await buildTestApp();
    await seedIfEmpty(demo.database.db, diskStorage(demo.uploadsDir));
  }, 60_000);
  afterAll(() => demo?.close());

  it('lists delivery to Hudson, NY for a visitor without test products', async () => {
    const { result } = await getData<{ result: FarmDistributionsInventoryDto }>(
      demo,
      '/api/farm/getAllFarmDistributionsInventory?zipCode=12534&distributionType=2&limit=100',
    );
    expect(result.farms.map((f) => f.farmName)).toContain('Hawthorn Hollow Farm');
    expect(result.inventory.length).toBeGreaterThan(0);
    expect(result.inventory.every((i) => i.distributionTypes.includes(2))).toBe(true);
    expect(result.inventory.some((i) => /^test product/i.test(i.name))).toBe(false);
    expect(result.distributions.every((d) => d.deliveryFor !== 2)).toBe(true);
  });
});
