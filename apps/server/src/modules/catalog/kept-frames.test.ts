/**
 * The order-now lists' frames kept per process (modules/catalog/kept-frames.ts, issue 29): another page or
 * tab of the same zip reads only its items, and an answer built on a kept frame is the answer built from
 * scratch, before and after farmers change things, whichever process they went through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DistributionType, type FarmDistributionsInventoryDto, type SearchResultDto } from '@lfm/core';
import { createDistribution, createFarm, createInventoryItem, createMarket } from '../../db/factories';
import { distributions, farmMedia, farms, inventory, markets } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { notifier } from '../../test/notifier';
import { eventually, get } from '../../test/helpers';
import { buyers, okData } from '../../test/catalog-helpers';
import { keepFrames } from './kept-frames';

describe('the kept frames themselves (a database that only notifies)', () => {
  it('keeps a frame until one of its farms or anything keyless changes, and not through a stock change', async () => {
    const { database, heard } = notifier();
    const frames = await keepFrames(database, 'catalog_changed', 2);
    let builds = 0;
    const build = (farms: number[]) => async () => ({ frame: { built: ++builds }, farms });
    expect(await frames.get('a', build([1, 2]))).toEqual({ built: 1 });
    expect(await frames.get('a', build([1, 2]))).toEqual({ built: 1 });
    heard.notify!('s:7:3:3'); // stock only
    heard.notify!('f:3'); // a farm it did not read
    expect(await frames.get('a', build([1, 2]))).toEqual({ built: 1 });
    heard.notify!('f:2');
    expect(await frames.get('a', build([1, 2]))).toEqual({ built: 2 });
    expect(await frames.get('b', build([5]))).toEqual({ built: 3 });
    heard.notify!(''); // keyless: a distribution, a market, a farm's listing
    expect(await frames.get('a', build([1, 2]))).toEqual({ built: 4 });
    expect(await frames.get('b', build([5]))).toEqual({ built: 5 });
    // Two frames at most: the least recently used goes.
    expect(await frames.get('c', build([6]))).toEqual({ built: 6 });
    expect(await frames.get('a', build([1, 2]))).toEqual({ built: 7 });
    expect(frames.stats().frames).toBe(2);
  });

  it('does not keep a frame that a change reached while it was read, nor anything while not listening', async () => {
    const { database, heard } = notifier();
    const frames = await keepFrames(database, 'catalog_changed', 8);
    let builds = 0;
    const during = (payload: string) => async () => {
      heard.notify!(payload);
      return { frame: ++builds, farms: [1] };
    };
    expect(await frames.get('a', during('f:1'))).toBe(1);
    expect(await frames.get('a', during('f:9'))).toBe(2); // rebuilt: f:1 came during the first
    expect(await frames.get('a', during('f:9'))).toBe(2);
    heard.state!(false);
    expect(await frames.get('a', during('f:9'))).toBe(3);
    expect(await frames.get('a', during('f:9'))).toBe(4);
    heard.state!(true);
    expect(frames.stats().frames).toBe(0);
  });

  it('keeps rows per farm: reads only the farms not kept, drops a farm’s item counts at its change and everything at a keyless one', async () => {
    const { database, heard } = notifier();
    const frames = await keepFrames(database, 'catalog_changed', 8, { maxFarmRows: 4 });
    const asked: number[][] = [];
    /** Two rows per farm, each naming its read. */
    const load = async (farmIds: number[]) => {
      asked.push(farmIds);
      return farmIds.flatMap((farm) => [0, 1].map((n) => ({ farm, n, read: asked.length })));
    };
    const rows = (kind: string, farmIds: number[], byItems: boolean) =>
      frames.ofFarms(kind, farmIds, load, (r) => r.farm, { byItems });
    const reads = async (p: Promise<{ farm: number; read: number }[]>) =>
      Object.fromEntries((await p).map((r) => [r.farm, r.read]));

    expect(await reads(rows('counts', [1, 2], true))).toEqual({ 1: 1, 2: 1 });
    expect(await reads(rows('counts', [2, 3], true))).toEqual({ 2: 1, 3: 2 });
    expect(asked).toEqual([[1, 2], [3]]);
    expect(await rows('counts', [1], true)).toHaveLength(2);
    expect(await reads(rows('windows', [1], false))).toEqual({ 1: 3 }); // another kind: its own rows
    heard.notify!('s:7:3:3'); // stock only
    heard.notify!('f:1');
    expect(await reads(rows('counts', [1, 2, 3], true))).toEqual({ 1: 4, 2: 1, 3: 2 });
    expect(await reads(rows('windows', [1], false))).toEqual({ 1: 3 }); // not read from items
    heard.notify!(''); // keyless
    expect(await reads(rows('windows', [1], false))).toEqual({ 1: 5 });
    // A change heard while reading: used for this answer, not kept.
    const during = (farmIds: number[]) => {
      heard.notify!('f:2');
      return load(farmIds);
    };
    await frames.ofFarms('counts', [2], during, (r) => r.farm, { byItems: true });
    expect(await reads(rows('counts', [2], true))).toEqual({ 2: 7 });
    // Four farms' rows at most: the oldest go.
    await rows('counts', [3, 4, 5], true);
    expect(frames.stats().farmRows).toBeLessThanOrEqual(4);
    expect(await reads(rows('windows', [1], false))).toEqual({ 1: 5 });
  });

  it('keeps items’ rows by id: reads only those not kept, drops one at its farm’s change, its stock’s or a keyless one', async () => {
    const { database, heard } = notifier();
    const frames = await keepFrames(database, 'catalog_changed', 8, { maxItemRows: 3 });
    const asked: number[][] = [];
    /** Item n is of farm n % 2 + 1 (1: even, 2: odd), each row naming its read. */
    const load = async (ids: number[]) => {
      asked.push(ids);
      return ids.filter((id) => id !== 99).map((id) => ({ id, farm: (id % 2) + 1, read: asked.length }));
    };
    const items = async (ids: number[], loader = load) =>
      Object.fromEntries([...(await frames.items(ids, loader, (r) => r))].map(([id, r]) => [id, r.read]));

    expect(await items([10, 11, 99])).toEqual({ 10: 1, 11: 1 }); // 99 is not found: left out
    expect(await items([11, 12])).toEqual({ 11: 1, 12: 2 });
    expect(asked).toEqual([[10, 11, 99], [12]]);
    heard.notify!('f:2'); // the odd items' farm
    expect(await items([10, 11])).toEqual({ 10: 1, 11: 3 });
    heard.notify!('s:10:4:4'); // item 10's stock
    expect(await items([10, 12])).toEqual({ 10: 4, 12: 2 });
    heard.notify!(''); // keyless
    expect(await items([12])).toEqual({ 12: 5 });
    // A change heard while reading: used for this answer, not kept.
    const during = (payload: string) => async (ids: number[]) => {
      heard.notify!(payload);
      return load(ids);
    };
    expect(await items([13], during('f:2'))).toEqual({ 13: 6 });
    expect(await items([14], during('s:14:1:1'))).toEqual({ 14: 7 });
    expect(await items([13, 14])).toEqual({ 13: 8, 14: 8 });
    expect(await items([13, 14])).toEqual({ 13: 8, 14: 8 });
    // Three rows at most: the least recently used go.
    await items([20, 22]);
    expect(frames.stats().itemRows).toBe(3);
    expect(await items([13])).toEqual({ 13: 10 });
    // Nothing is kept or used while the notifications are not heard.
    heard.state!(false);
    expect(await items([13])).toEqual({ 13: 11 });
    expect(await items([13])).toEqual({ 13: 12 });
  });
});

describe('order-now lists on kept frames', () => {
  let t: TestContext;
  let other: TestContext;
  /** Every answer built from scratch: what the kept frames must agree with. */
  let plain: TestContext;
  let wholesaler = '';
  const farmIds: number[] = [];
  beforeAll(async () => {
    // Kept answers on: the frames are kept with them. Each ask below has its own URL, so no answer is kept.
    t = await buildTestApp({ RATE_LIMIT: 'false' });
    other = await buildTestApp({ RATE_LIMIT: 'false' }, { shareWith: t });
    plain = await buildTestApp({ RATE_LIMIT: 'false', PUBLIC_CACHE: 'false' }, { shareWith: t });
    ({ wholesaler } = await buyers(t));
    const { db } = t.database;
    for (const [i, farmName] of ['Kingston Acres', 'Rondout Gardens', 'Esopus Creek'].entries()) {
      const farm = await createFarm(db, { farmName, postalCode: '12401' });
      farmIds.push(farm.id);
      await createDistribution(db, { farmId: farm.id, selectPickDel: DistributionType.Pickup });
      await createDistribution(db, {
        farmId: farm.id,
        selectPickDel: DistributionType.Delivery,
        deliveryPostalCodes: ['12401'],
        deliveryFor: i === 2 ? 2 : null,
      });
      for (let n = 0; n < 9; n++)
        await createInventoryItem(db, {
          farmId: farm.id,
          itemName: `Item ${i}-${n}`,
          inventoryType: [1, 2, 6][n % 3],
          distributionTypes: [DistributionType.Pickup, DistributionType.Delivery],
          maximumConsumerQuantity: n % 4 === 0 ? 0 : 10,
        });
    }
  });
  afterAll(async () => {
    await plain.close();
    await other.close();
    await t.close();
  });

  let asked = 0;
  /** The list asked of `ctx`; a query no other ask used, so the kept answers never answer it. */
  const list = async (ctx: TestContext, query: string, token?: string) =>
    okData<{ result: FarmDistributionsInventoryDto }>(
      await get(
        ctx,
        `/api/farm/getAllFarmDistributionsInventory?zipCode=12401&${query}&limit=4&x=${++asked}`,
        token,
      ),
    ).result;
  const sameAsBuilt = async (query: string, token?: string) =>
    expect(await list(t, query, token), query).toEqual(await list(plain, query, token));
  /**
   * Asks until the process's frames count a hit: on PostgreSQL the setup's own writes reach the process as
   * notifications a moment later, each dropping every frame.
   */
  const untilFrameHit = (ask: () => Promise<unknown>) =>
    eventually(
      async () => {
        const before = t.app.catalogFrames!.stats().hits;
        await ask();
        return t.app.catalogFrames!.stats().hits > before;
      },
      (hit) => hit,
    );

  it('reads another page or tab of the same zip on the frame kept, with the answer built from scratch', async () => {
    const frames = t.app.catalogFrames!;
    await untilFrameHit(() => list(t, 'distributionType=2&page=1'));
    const { hits } = frames.stats();
    for (const query of ['distributionType=2&page=2', 'distributionType=2&page=1&category=6'])
      for (const token of [undefined, wholesaler]) await sameAsBuilt(query, token);
    // The visitor's pages hit; the wholesale buyer's frame (another farm's delivery is theirs) is its own.
    expect(frames.stats().hits).toBeGreaterThanOrEqual(hits + 3);
    await sameAsBuilt('distributionType=1&page=2');
    await sameAsBuilt('distributionType=1&page=3&category=2');
  });

  it('shows a farmer’s change made through another process in the next page, and a new distribution', async () => {
    await list(t, 'distributionType=2&page=1');
    // The last units of an item sell out (its farm's counts change) and another's price changes.
    await other.database.db
      .update(inventory)
      .set({ maximumConsumerQuantity: 0 })
      .where(eq(inventory.itemName, 'Item 0-1'));
    await other.database.db
      .update(inventory)
      .set({ consumerPriceCents: 999 })
      .where(eq(inventory.itemName, 'Item 1-2'));
    await new Promise((r) => setTimeout(r, 300)); // every process hears the notifications
    await sameAsBuilt('distributionType=2&page=2');
    await sameAsBuilt('distributionType=2&page=1');
    // An order takes stock of an item on the first page and leaves it in stock (migration 0035: its stock alone
    // is notified, and its kept row goes).
    const sold = (await list(t, 'distributionType=2&page=1')).inventory.find((i) => i.maxQuantity > 3)!;
    await other.database.db
      .update(inventory)
      .set({ maximumConsumerQuantity: 3 })
      .where(eq(inventory.id, sold._id));
    await new Promise((r) => setTimeout(r, 300));
    const shown = (await list(t, 'distributionType=2&page=1')).inventory.find((i) => i._id === sold._id);
    expect(shown).toMatchObject({ maxQuantity: 3 });
    await sameAsBuilt('distributionType=2&page=1');
    // A distribution stops: keyless, every frame goes.
    await other.database.db
      .update(distributions)
      .set({ status: 0 })
      .where(eq(distributions.farmId, farmIds[1]!));
    await new Promise((r) => setTimeout(r, 300));
    const after = await list(t, 'distributionType=2&page=1');
    expect(after.farms.map((f) => f._id)).not.toContain(farmIds[1]);
    expect(after).toEqual(await list(plain, 'distributionType=2&page=1'));
  });

  it('finds the farms reaching a zip once for the searches there, and drops them when a distribution stops', async () => {
    const frames = t.app.catalogFrames!;
    /** A search asked of `ctx`, each with its own limit, so no kept answer answers it. */
    const search = async (ctx: TestContext, query: string, token?: string) =>
      okData<SearchResultDto>(
        await get(ctx, `/api/search?q=item&zipCode=12401&${query}&limit=${10 + ++asked}`, token),
      );
    const sameAsBuilt = async (query: string, token?: string) => {
      const n = asked;
      const kept = await search(t, query, token);
      asked = n; // the same limit of the process that keeps nothing
      expect(kept, query).toEqual(await search(plain, query, token));
      return kept;
    };
    await untilFrameHit(() => search(t, 'distributionType=2'));
    const { hits } = frames.stats();
    for (const token of [undefined, wholesaler]) {
      expect((await sameAsBuilt('distributionType=2', token)).total).toBeGreaterThan(0);
      await sameAsBuilt('distributionType=2&sort=price&page=2', token);
      await sameAsBuilt('', token);
    }
    // Kept per ways and kind of viewer: the visitor's two delivery searches and the wholesale buyer's second.
    expect(frames.stats().hits).toBeGreaterThanOrEqual(hits + 3);
    // Farm 0 stops delivering, through another process: its items are no longer found for delivery.
    expect((await search(t, 'distributionType=2')).result.map((i) => i.farmId)).toContain(farmIds[0]);
    await other.database.db
      .update(distributions)
      .set({ status: 0 })
      .where(eq(distributions.farmId, farmIds[0]!));
    await new Promise((r) => setTimeout(r, 300));
    const after = await sameAsBuilt('distributionType=2');
    expect(after.result.map((i) => i.farmId)).not.toContain(farmIds[0]);
  });

  it('keeps the pickups’ markets for every frame that lists them, and shows a market’s change in the next list', async () => {
    const market = await createMarket(t.database.db, {
      marketName: 'Kingston Saturday Market',
      postalCode: '12401',
    });
    await createDistribution(t.database.db, {
      farmId: farmIds[2]!,
      selectPickDel: DistributionType.Pickup,
      marketId: market.id,
    });
    await new Promise((r) => setTimeout(r, 300));
    const names = (r: FarmDistributionsInventoryDto) => r.markets.map((m) => m.marketName);
    expect(names(await list(t, 'distributionType=1&page=1'))).toContain('Kingston Saturday Market');
    // Another frame (the wholesale buyer's) lists the same market: from the market kept, the same answer.
    await sameAsBuilt('distributionType=1&page=1', wholesaler);
    await other.database.db
      .update(markets)
      .set({ marketName: 'Kingston Riverside Market' })
      .where(eq(markets.id, market.id));
    await new Promise((r) => setTimeout(r, 300));
    for (const token of [undefined, wholesaler]) {
      expect(names(await list(t, 'distributionType=1&page=1', token))).toEqual(
        expect.arrayContaining(['Kingston Riverside Market']),
      );
      await sameAsBuilt('distributionType=1&page=2', token);
    }
  });

  it('builds the farm, product and market pages on the farms and markets kept, and shows their changes at the next ask', async () => {
    const { db } = t.database;
    const farmId = farmIds[1]!;
    const market = await createMarket(db, { marketName: 'Rondout Landing Market', postalCode: '12401' });
    await createDistribution(db, { farmId, selectPickDel: DistributionType.Pickup, marketId: market.id });
    const [item] = await db.select({ id: inventory.id }).from(inventory).where(eq(inventory.farmId, farmId));
    const pages = [
      `/api/farm/viewFarmDetails?farmId=${farmId}`,
      `/api/inventory/getViewDetails?inventoryId=${item!.id}`,
      `/api/market/getMarketDetails?marketId=${market.id}`,
    ];
    /** Each page asked of `ctx` with a query of its own (no kept answer), its body, or its status when refused. */
    const ask = async (ctx: TestContext) =>
      Promise.all(
        pages.map(async (url) => {
          const answer = await get(ctx, `${url}&x=${++asked}`);
          return answer.statusCode === 200
            ? (answer.json() as { responseData: unknown }).responseData
            : answer.statusCode;
        }),
      );
    const sameAsBuiltPages = async () => expect(await ask(t)).toEqual(await ask(plain));
    await new Promise((r) => setTimeout(r, 300));
    // Asked twice: the second is built on the farm and market read by the first.
    await ask(t);
    await sameAsBuiltPages();

    // The farm renamed (its row notifies without a key), through the other process.
    await other.database.db
      .update(farms)
      .set({ farmName: 'Rondout Valley Gardens' })
      .where(eq(farms.id, farmId));
    await new Promise((r) => setTimeout(r, 300));
    expect(JSON.stringify(await ask(t))).toContain('Rondout Valley Gardens');
    await sameAsBuiltPages();
    // A photo added (it notifies with the farm's id).
    await other.database.db
      .insert(farmMedia)
      .values({ farmId, url: '/uploads/barn.webp', thumbUrl: '/uploads/barn-t.webp' });
    await new Promise((r) => setTimeout(r, 300));
    expect(JSON.stringify(await ask(t))).toContain('/uploads/barn.webp');
    await sameAsBuiltPages();
    // The market hidden (SPEC 9): its page is gone, as the one built from scratch.
    await other.database.db.update(markets).set({ status: 1 }).where(eq(markets.id, market.id));
    await new Promise((r) => setTimeout(r, 300));
    expect((await ask(t))[2]).toBe(404);
    await sameAsBuiltPages();
  });
});
