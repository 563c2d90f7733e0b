import { and, asc, count, sql } from 'drizzle-orm';
import { NOT_FOUND, DistributionType, type FarmDto, type MarketDetailsDto, type MarketDto } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { markets } from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  containsText,
  countAvailable,
  listCountRows,
  loadFarms,
  loadFarmsByDistribution,
  loadItemsOfFarms,
  offeredRows,
  selectByDistribution,
  shownMarket,
  isShownMarket,
  marketsById,
  shownWindows,
  tallyItems,
  toFarm,
  toInventory,
  toMarket,
  totalOf,
  windowTotal,
  windowsFor,
  type KeptFrames,
  type PageRequest,
  type Viewer,
} from '../catalog';

export const MARKET_NOT_FOUND = NOT_FOUND.market;

/** Shown markets (SPEC 9: status 0) by name, optionally those whose name contains `search`. */
export async function listMarkets(
  deps: AppDeps,
  { search, page, limit }: PageRequest & { search?: string },
): Promise<{ marketInfo: MarketDto[]; total: number }> {
  const { db } = deps.database;
  const where = and(shownMarket, search ? containsText(markets.marketName, search) : undefined);
  const rows = await db
    .select({ market: markets, total: windowTotal() })
    .from(markets)
    .where(where)
    .orderBy(asc(sql`lower(${markets.marketName})`), asc(markets.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = await totalOf(
    rows,
    page,
    async () => (await db.select({ n: count() }).from(markets).where(where))[0]?.n ?? 0,
  );
  return { marketInfo: rows.map((r) => toMarket(r.market)), total };
}

/** A shown market (SPEC 9), kept by id with the pickups' markets when `kept` is given (catalog/listing.ts). */
async function shownMarketById(db: Db, marketId: number, kept: KeptFrames | null) {
  const [market] = await marketsById(db, [marketId], kept);
  if (!market || !isShownMarket(market)) throw notFound(MARKET_NOT_FOUND);
  return market;
}

/** The pickups at a market offered to the viewer, and the farms that hold them. */
const pickupsAt = (db: Db, viewer: Viewer, marketId: number, kept: KeptFrames | null) =>
  loadFarmsByDistribution(db, viewer, { kind: DistributionType.Pickup, marketId }, kept);

/**
 * A market with every farm that hands out orders there: the farm, its pickups at this market
 * and its pickup products. A product's orderWindowOpen counts all its farm's distributions;
 * whether this market takes orders now is its pickups' isOpen.
 */
export async function marketDetails(
  deps: AppDeps,
  viewer: Viewer,
  marketId: number,
  { category, ...paging }: PageRequest & { category?: number } = { page: 1, limit: 20 },
  kept: KeptFrames | null = null,
): Promise<{ result: MarketDetailsDto }> {
  const { db } = deps.database;
  const market = await shownMarketById(db, marketId, kept);
  const { distributions: pickups, farms: cards, ofFarms } = await pickupsAt(db, viewer, marketId, kept);
  const farmIds = cards.map((f) => f.id);
  const windows = windowsFor(viewer, shownWindows(ofFarms, farmIds));
  const [farmRows, counted, items] = await Promise.all([
    // Whole, with their farmers: the market page shows each farm's story (the pickups' frame reads cards).
    loadFarms(db, farmIds, kept),
    // The pickup list's counts, kept per farm with the lists' (catalog/kept-frames.ts).
    listCountRows(db, viewer, DistributionType.Pickup, farmIds, kept),
    loadItemsOfFarms(db, viewer, DistributionType.Pickup, category, paging, farmIds, kept),
  ]);
  const { available, categories, listedIn } = tallyItems(counted);
  const farmInfo = farmRows.map((farm) => ({
    farm: toFarm(farm, available.get(farm.id) ?? 0),
    distributions: pickups.filter((d) => d.farmId === farm.id),
    inventory: items
      .filter((item) => item.farmId === farm.id)
      .map((item) => toInventory(item, viewer, windows)),
  }));
  return {
    result: {
      marketInfo: toMarket(market),
      farmInfo,
      inventoryTotal: listedIn(category),
      categories,
      ...paging,
    },
  };
}

/** The farms with a pickup at a market; their counts are of pickup products. */
export async function farmsByMarket(
  deps: AppDeps,
  viewer: Viewer,
  marketId: number,
  kept: KeptFrames | null = null,
): Promise<{ result: FarmDto[] }> {
  const { db } = deps.database;
  await shownMarketById(db, marketId, kept);
  // Which farms only: no distribution is shown.
  const { farmIds } = offeredRows(
    viewer,
    (await selectByDistribution(db, { kind: DistributionType.Pickup, marketId }, kept)).rows,
  );
  const [farmRows, available] = await Promise.all([
    loadFarms(db, farmIds, kept),
    countAvailable(db, viewer, farmIds, DistributionType.Pickup),
  ]);
  return {
    result: farmRows.map((farm) => toFarm(farm, available.get(farm.id) ?? 0)),
  };
}
