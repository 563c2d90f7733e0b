import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SearchResultDto } from '@lfm/core';
import { createDistribution, createFarm, createInventoryItem } from '../../db/factories';
import { rowsOf } from '../../db/client';
import { inventory } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { failure, get } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';

let t: TestContext;
const farm = { near: 0, mid: 0, far: 0, ship: 0 };
beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  // Kingston (12401) is the buyer's zip. Near delivers there; Mid (Saugerties, ~10 mi) has a farm
  // pick-up; Ship (Philadelphia) ships there; Far (Princeton) delivers only at home.
  const near = await createFarm(db, { farmName: 'Near Acres', postalCode: '12401', certifiedOrganic: true });
  await createDistribution(db, { farmId: near.id, selectPickDel: 2, deliveryPostalCodes: ['12401'] });
  await createInventoryItem(db, {
    farmId: near.id,
    itemName: 'Cherry Tomatoes',
    variety: 'Sungold',
    consumerPriceCents: 500,
    distributionTypes: [2],
  });
  await createInventoryItem(db, {
    farmId: near.id,
    itemName: 'Carrots',
    consumerPriceCents: 300,
    distributionTypes: [2],
  });
  await createInventoryItem(db, {
    farmId: near.id,
    itemName: 'Tomato Plants',
    variety: 'Sungold',
    status: 0,
    distributionTypes: [2],
  });

  const mid = await createFarm(db, { farmName: 'Mid Hollow', postalCode: '12477' });
  await createDistribution(db, { farmId: mid.id, selectPickDel: 1 });
  await createInventoryItem(db, {
    farmId: mid.id,
    itemName: 'Cherry Tomatoes',
    variety: 'Sungold',
    consumerPriceCents: 450,
    distributionTypes: [1],
  });
  await createInventoryItem(db, {
    farmId: mid.id,
    itemName: 'Heirloom Tomato',
    variety: 'Brandywine',
    consumerPriceCents: 300,
    distributionTypes: [1],
  });

  const far = await createFarm(db, { farmName: 'Far Fields', postalCode: '08540' });
  await createDistribution(db, { farmId: far.id, selectPickDel: 2, deliveryPostalCodes: ['08540'] });
  await createInventoryItem(db, { farmId: far.id, itemName: 'Roma Tomatoes', distributionTypes: [2] });

  const ship = await createFarm(db, { farmName: 'Ship Street Pantry', postalCode: '19103' });
  await createDistribution(db, {
    farmId: ship.id,
    selectPickDel: 3,
    deliveryPostalCodes: ['12401'],
    flatFeeCents: 800,
  });
  await createInventoryItem(db, {
    farmId: ship.id,
    itemName: 'Sun-dried tomatoes',
    variety: '',
    inventoryType: 5,
    consumerPriceCents: 900,
    distributionTypes: [3],
  });
  Object.assign(farm, { near: near.id, mid: mid.id, far: far.id, ship: ship.id });
});
afterAll(() => t.close());

const search = async (query: Record<string, string | number>) =>
  okData<SearchResultDto>(
    await get(
      t,
      `/api/search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    ),
  );
const names = (r: SearchResultDto) => r.result.map((h) => `${h.name} @ ${h.farmName}`);

describe('GET /api/search', () => {
  // 'tomatoo' no stemmer reads as tomato: the trigrams find it (searched only when the words as written find too few).
  it.each(['tomato', 'tomatoe', 'Tomatoes', 'tomatoo'])(
    "'%s' finds every farm's tomatoes that reach 12401, equally relevant ones nearest first",
    async (q) => {
      const r = await search({ q, zipCode: '12401' });
      expect(names(r)).toEqual(
        expect.arrayContaining([
          'Cherry Tomatoes @ Near Acres',
          'Cherry Tomatoes @ Mid Hollow',
          'Heirloom Tomato @ Mid Hollow',
          'Sun-dried tomatoes @ Ship Street Pantry',
        ]),
      );
      expect(r.total).toBe(4);
      // Not carrots, not what is out of stock, not the farm that cannot reach Kingston.
      expect(names(r).join()).not.toMatch(/Carrots|Tomato Plants|Roma/);
      const cherries = names(r).filter((n) => n.startsWith('Cherry'));
      expect(cherries).toEqual(['Cherry Tomatoes @ Near Acres', 'Cherry Tomatoes @ Mid Hollow']);
      expect(r.farms.map((f) => f.farmName)).toEqual(['Mid Hollow', 'Near Acres', 'Ship Street Pantry']);
    },
  );

  it('keeps to the way chosen: pick up near the zip, delivery to it, shipping to it; without a zip, every farm', async () => {
    expect(names(await search({ q: 'tomato', zipCode: '12401', distributionType: 1 })).sort()).toEqual([
      'Cherry Tomatoes @ Mid Hollow',
      'Heirloom Tomato @ Mid Hollow',
    ]);
    expect(names(await search({ q: 'tomato', zipCode: '12401', distributionType: 2 }))).toEqual([
      'Cherry Tomatoes @ Near Acres',
    ]);
    expect(names(await search({ q: 'tomato', zipCode: '12401', distributionType: 3 }))).toEqual([
      'Sun-dried tomatoes @ Ship Street Pantry',
    ]);
    expect(names(await search({ q: 'tomato', zipCode: '08540' }))).toEqual(['Roma Tomatoes @ Far Fields']);
    expect((await search({ q: 'tomato' })).total).toBe(5);
  });

  it('finds an item only the way its farm reaches the zip, not another way the farm sells elsewhere', async () => {
    const { db } = t.database;
    // Catskill (~20 mi): a farm stand near Kingston, and a delivery that serves Catskill only.
    const both = await createFarm(db, { farmName: 'Two Ways Farm', postalCode: '12414' });
    await createDistribution(db, { farmId: both.id, selectPickDel: 1 });
    await createDistribution(db, { farmId: both.id, selectPickDel: 2, deliveryPostalCodes: ['12414'] });
    await createInventoryItem(db, { farmId: both.id, itemName: 'Wax Beans', distributionTypes: [1] });
    await createInventoryItem(db, { farmId: both.id, itemName: 'Green Beans', distributionTypes: [2] });
    expect(names(await search({ q: 'beans', zipCode: '12401' }))).toEqual(['Wax Beans @ Two Ways Farm']);
    expect(names(await search({ q: 'beans', zipCode: '12401', distributionType: 2 }))).toEqual([]);
    expect(names(await search({ q: 'beans', zipCode: '12414' })).sort()).toEqual([
      'Green Beans @ Two Ways Farm',
      'Wax Beans @ Two Ways Farm',
    ]);
  });

  it('filters by category, organic, price range and farm; sorts by price and distance; pages', async () => {
    const base = { q: 'tomato', zipCode: '12401' };
    expect(names(await search({ ...base, category: 5 }))).toEqual([
      'Sun-dried tomatoes @ Ship Street Pantry',
    ]);
    expect(names(await search({ ...base, organic: 'true' }))).toEqual(['Cherry Tomatoes @ Near Acres']);
    expect(names(await search({ ...base, minPriceCents: 400, maxPriceCents: 500 })).sort()).toEqual([
      'Cherry Tomatoes @ Mid Hollow',
      'Cherry Tomatoes @ Near Acres',
    ]);
    expect((await search({ ...base, farmId: farm.mid })).result.every((h) => h.farmId === farm.mid)).toBe(
      true,
    );
    const byPrice = await search({ ...base, sort: 'price' });
    expect(byPrice.result.map((h) => h.priceCents)).toEqual([300, 450, 500, 900]);
    const byDistance = await search({ ...base, sort: 'distance' });
    const miles = byDistance.result.map((h) => h.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBe(0);
    expect(byDistance.result.at(-1)!.farmName).toBe('Ship Street Pantry');
    const page2 = await search({ ...base, sort: 'price', limit: 3, page: 2 });
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.result.map((h) => h.priceCents)).toEqual([900]);
    expect(await search({ ...base, limit: 3, page: 9 })).toMatchObject({ total: 4, result: [] });
  });

  it.each([
    [{}, 'Type what you are looking for.'],
    [{ q: '   ' }, 'Type what you are looking for.'],
    [{ q: 'x'.repeat(101) }, 'Search must be at most 100 characters.'],
    [{ q: 'tomato', zipCode: '1240' }, 'Zip code must be 5 numbers'],
    [{ q: 'tomato', zipCode: '00000' }, 'Please fill valid address'],
    [{ q: 'tomato', distributionType: 4 }, 'Choose pick up (1), delivery (2) or shipping (3).'],
    [{ q: 'tomato', category: 3 }, 'Category must be one of 1, 2, 6, 7, 8, 5.'],
    [
      { q: 'tomato', minPriceCents: 600, maxPriceCents: 500 },
      'The lowest price must not be above the highest.',
    ],
    [{ q: 'tomato', sort: 'name' }, 'Sort by relevance, price or distance.'],
    [{ q: 'tomato', limit: 51 }, 'limit must be a whole number from 1 to 50.'],
  ])('refuses %j: %s', async (query, message) => {
    const res = await get(t, `/api/search?${new URLSearchParams(query as Record<string, string>)}`);
    expect(res.statusCode).toBe(400);
    expect(failure(res).responseMessage).toBe(message);
  });
});

// ADR 016: a search at a zip reads the reaching farms' items by (farm, word), and a typo is searched as the
// catalogue's words it is like; the tables it reads are kept by the database on every write of an item.
describe('words and typos', () => {
  const tomatoes = [
    'Cherry Tomatoes @ Mid Hollow',
    'Cherry Tomatoes @ Near Acres',
    'Heirloom Tomato @ Mid Hollow',
    'Sun-dried tomatoes @ Ship Street Pantry',
  ];
  it.each(['omatoes', 'tomatos', 'tom', 'TOMATOE'])(
    "'%s' is read as the catalogue's word it is like and finds the tomatoes reaching 12401, and every farm's without a zip",
    async (q) => {
      expect(names(await search({ q, zipCode: '12401' })).sort()).toEqual(tomatoes);
      expect(names(await search({ q })).sort()).toEqual([...tomatoes, 'Roma Tomatoes @ Far Fields'].sort());
    },
  );

  it.each([
    ['kae', 'a letter left out'],
    ['kalle', 'a letter typed twice'],
    ['kael', 'two letters swapped'],
    ['kole', 'a letter for another'],
  ])("'%s' (%s) finds kale: a short word one slip from a catalogue word, which trigrams miss", async (q) => {
    const { db } = t.database;
    if (!(await search({ q: 'kale', zipCode: '12401' })).total)
      await createInventoryItem(db, {
        farmId: farm.near,
        itemName: 'Kale',
        variety: 'Lacinato',
        distributionTypes: [2],
      });
    expect(names(await search({ q, zipCode: '12401' }))).toEqual(['Kale @ Near Acres']);
    expect(names(await search({ q }))).toEqual(['Kale @ Near Acres']);
  });

  it('needs every word: a typo of each finds what has both, a word like nothing in the catalogue is passed over', async () => {
    expect(names(await search({ q: 'heirlom tomatoe', zipCode: '12401' }))).toEqual([
      'Heirloom Tomato @ Mid Hollow',
    ]);
    expect(names(await search({ q: 'heirloom carrots', zipCode: '12401' }))).toEqual([]);
    expect(names(await search({ q: 'tomatoes xqzv', zipCode: '12401' })).sort()).toEqual(tomatoes);
    expect((await search({ q: 'xqzv', zipCode: '12401' })).total).toBe(0);
  });

  it.each(["o'brien's tomatoes", 'tomato\\ & | ! ( ) : * <-> heirlom', "'''", '\\'])(
    'answers %j without an error: quotes, backslashes and tsquery operators are words, not syntax',
    async (q) => {
      const res = await get(t, `/api/search?${new URLSearchParams({ q, zipCode: '12401' })}`);
      expect(res.statusCode).toBe(200);
      const noZip = await get(t, `/api/search?${new URLSearchParams({ q })}`);
      expect(noZip.statusCode).toBe(200);
    },
  );

  it('finds a Spanish name by its Spanish words, and an English one whose Spanish reading has fewer words', async () => {
    const { db } = t.database;
    await createInventoryItem(db, {
      farmId: farm.near,
      itemName: 'Goat Cheese',
      itemNameEs: 'Queso de cabra',
      distributionTypes: [2],
    });
    for (const q of ['queso de cabra', 'quesos', 'goat cheese', 'cabr'])
      expect(names(await search({ q, zipCode: '12401' })), q).toEqual(['Goat Cheese @ Near Acres']);
  });

  it('follows an item renamed, moved to another farm or removed at once', async () => {
    const { db } = t.database;
    const item = await createInventoryItem(db, {
      farmId: farm.near,
      itemName: 'Kohlrabi',
      distributionTypes: [2],
    });
    expect(names(await search({ q: 'kohlrabi', zipCode: '12401' }))).toEqual(['Kohlrabi @ Near Acres']);
    for (const q of ['kohlrabbi', 'kolhrabi'])
      expect(names(await search({ q, zipCode: '12401' })), q).toEqual(['Kohlrabi @ Near Acres']);

    await db.update(inventory).set({ itemName: 'Rutabaga' }).where(eq(inventory.id, item.id));
    expect(names(await search({ q: 'kohlrabi', zipCode: '12401' }))).toEqual([]);
    expect(names(await search({ q: 'rutabagga', zipCode: '12401' }))).toEqual(['Rutabaga @ Near Acres']);

    // To the farm that delivers only at Princeton.
    await db.update(inventory).set({ farmId: farm.far }).where(eq(inventory.id, item.id));
    expect(names(await search({ q: 'rutabaga', zipCode: '12401' }))).toEqual([]);
    expect(names(await search({ q: 'rutabaga', zipCode: '08540' }))).toEqual(['Rutabaga @ Far Fields']);

    await db.delete(inventory).where(eq(inventory.id, item.id));
    expect(names(await search({ q: 'rutabaga', zipCode: '08540' }))).toEqual([]);
    const [left] = await rowsOf<{ n: number }>(
      db.execute(sql`select count(*)::int as n from item_lexemes where item_id = ${item.id}`),
    );
    expect(left!.n).toBe(0);
  });
});
