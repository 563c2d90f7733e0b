/**
 * Issue 29: a list's or market's page merged in the process from its farms' first items' keys, kept per farm
 * (catalog/queries.ts `farmItemKeysKept`), gives the page the database's statement gives (PUBLIC_CACHE=false,
 * nothing kept): every kind of list, category, page and page size, for a visitor and a wholesale buyer, over
 * items that tie on their creation time, are out of stock, unpublished, test products or sold other ways,
 * before and after farmers' changes made through another process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DistributionType, type FarmDistributionsInventoryDto, type MarketDetailsDto } from '@lfm/core';
import { createDistribution, createFarm, createInventoryItem, createMarket } from '../../db/factories';
import { inventory } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { eventually, get } from '../../test/helpers';
import { buyers, okData } from '../../test/catalog-helpers';
import { seededRandom } from '../../../scripts/bench-day-load';

const { Pickup, Delivery, Shipping } = DistributionType;
let kept: TestContext;
let other: TestContext;
let plain: TestContext;
let wholesaler = '';
let marketId = 0;
const farmIds: number[] = [];

beforeAll(async () => {
  // Kept answers on (the farms' keys are kept with them); each ask has its own URL, so no answer is kept.
  kept = await buildTestApp({ RATE_LIMIT: 'false' });
  other = await buildTestApp({ RATE_LIMIT: 'false' }, { shareWith: kept });
  plain = await buildTestApp({ RATE_LIMIT: 'false', PUBLIC_CACHE: 'false' }, { shareWith: kept });
  ({ wholesaler } = await buyers(kept));
  const { db } = kept.database;
  marketId = (await createMarket(db)).id;
  const random = seededRandom(11);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  // A few creation times, so most items tie on it and their ids decide.
  const times = ['2026-05-01T08:00:00.123456Z', '2026-05-01T08:00:00.123457Z', '2026-06-02T10:30:00Z'];
  for (let f = 0; f < 5; f++) {
    const farm = await createFarm(db, { farmName: `Keys Farm ${f}`, postalCode: '12401' });
    farmIds.push(farm.id);
    await createDistribution(db, { farmId: farm.id, selectPickDel: Pickup, marketId });
    await createDistribution(db, {
      farmId: farm.id,
      selectPickDel: Delivery,
      deliveryPostalCodes: ['12401'],
    });
    await createDistribution(db, {
      farmId: farm.id,
      selectPickDel: Shipping,
      deliveryPostalCodes: ['12401'],
    });
    // Farms of 0 to 60 items: deeper than a first read of a farm's keys (20), for the later pages.
    for (let i = 0; i < f * 15; i++)
      await createInventoryItem(db, {
        farmId: farm.id,
        itemName: random() < 0.1 ? 'Test product beans' : `Item ${f}-${i}`,
        inventoryType: pick([1, 2, 6]),
        distributionTypes: pick([[Pickup], [Delivery], [Pickup, Delivery], [Shipping], []]),
        status: random() < 0.8 ? 1 : 0,
        published: random() < 0.9,
        maximumConsumerQuantity: random() < 0.8 ? 10 : 0,
        createdAt: new Date(pick(times)),
      });
  }
});
afterAll(async () => {
  await plain.close();
  await other.close();
  await kept.close();
});

let asked = 0;
const list = async (ctx: TestContext, query: string, token?: string) =>
  okData<{ result: FarmDistributionsInventoryDto }>(
    await get(ctx, `/api/farm/getAllFarmDistributionsInventory?zipCode=12401&${query}&x=${++asked}`, token),
  ).result;
const market = async (ctx: TestContext, query: string, token?: string) =>
  okData<{ result: MarketDetailsDto }>(
    await get(ctx, `/api/market/getMarketDetails?marketId=${marketId}&${query}&x=${++asked}`, token),
  ).result;

/** Every page of every list and of the market, asked of both; returns how many items the pages held. */
async function compareAll() {
  let items = 0;
  for (const token of [undefined, wholesaler])
    for (const limit of [3, 20])
      for (const category of ['', '&category=2'])
        for (let page = 1; page <= (limit === 3 ? 16 : 3); page++) {
          for (const kind of [Pickup, Delivery, Shipping]) {
            const query = `distributionType=${kind}&limit=${limit}&page=${page}${category}`;
            const answer = await list(kept, query, token);
            expect(answer, `${query} ${token ? 'wholesale' : 'visitor'}`).toEqual(
              await list(plain, query, token),
            );
            items += answer.inventory.length;
          }
          const query = `limit=${limit}&page=${page}${category}`;
          expect(await market(kept, query, token), `market ${query}`).toEqual(
            await market(plain, query, token),
          );
        }
  return items;
}

describe("a list's page merged from its farms' kept keys", () => {
  it('is the page the database gives, for every list, category, page and page size', async () => {
    // The setup's writes reach the process as notifications a moment after, each dropping what is kept.
    await eventually(
      async () => {
        await list(kept, 'distributionType=2');
        return kept.app.catalogFrames!.stats().farmRows;
      },
      (rows) => rows > 0,
    );
    expect(await compareAll()).toBeGreaterThan(300);
    // The keys were kept and used: the same farms' rows answer the later pages.
    expect(kept.app.catalogFrames!.stats().farmRows).toBeGreaterThan(20);
  });

  it('is still after farmers add, change and delete items through another process', async () => {
    await compareAll();
    const { db } = other.database;
    const [a, b, c] = farmIds.slice(2);
    const items = await db.select().from(inventory).where(eq(inventory.farmId, a!));
    // Out of stock and back, newest and oldest, another category, gone, and a new one.
    await db.update(inventory).set({ status: 0 }).where(eq(inventory.id, items[0]!.id));
    await db
      .update(inventory)
      .set({ createdAt: new Date('2027-01-01T00:00:00Z'), inventoryType: 2 })
      .where(eq(inventory.id, items[1]!.id));
    await db.delete(inventory).where(
      inArray(
        inventory.id,
        (await db.select().from(inventory).where(eq(inventory.farmId, b!))).slice(0, 3).map((r) => r.id),
      ),
    );
    await createInventoryItem(db, {
      farmId: c!,
      itemName: 'Newest squash',
      inventoryType: 2,
      distributionTypes: [Pickup, Delivery],
      createdAt: new Date('2027-02-01T00:00:00Z'),
    });
    // The kept process hears of them: its next page shows the new item first.
    await eventually(
      () => list(kept, 'distributionType=2&limit=3'),
      (answer) => answer.inventory[0]?.name === 'Newest squash',
    );
    expect(await compareAll()).toBeGreaterThan(300);
  });
});
