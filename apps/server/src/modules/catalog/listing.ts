/**
 * The order-now lists (farm/getAllFarmDistributionsInventory, inventory/getInventoryByDistribution):
 * one way of buying (pickup, delivery or shipping), the distributions that offer it, their farms,
 * their markets (pickup) and one page of the items sold that way. An item's order window is open
 * when any distribution of its farm that carries it is open (the cart can switch pickup and
 * delivery). A fixed number of statements whatever the size: the list's frame (its distributions, farms,
 * counts, windows and markets; kept per process, kept-frames.ts) and then its page of items.
 */
import {
  DistributionType,
  catalogueViewerType,
  distanceMiles,
  type DistributionDto,
  type FarmDistributionsInventoryDto,
} from '@lfm/core';
import type { GeoPoint } from '../../adapters/geocoder';
import { preparedQuery, type Db } from '../../db/client';
import { markets } from '../../db/schema';
import { toFarmCard, toInventory, toMarket } from './dto';
import {
  anyIdIn,
  idList,
  listCountRows,
  loadItemsOfFarms,
  offeredByDistribution,
  offeredRows,
  selectByDistribution,
  tallyItems,
  shownWindows,
  windowsFor,
  type PageRequest,
  type Viewer,
} from './queries';
import type { KeptFrames } from './kept-frames';

export type DistributionKind = (typeof DistributionType)[keyof typeof DistributionType];

export interface ListingFilters extends PageRequest {
  /** Only this farm (the wholesale farm dropdown). */
  farmId?: number;
  /** Only items of this category (inventoryType), for the list's tabs. */
  category?: number;
}

/** Where the buyer is: the zip they gave and its point. */
export interface Place {
  zip: string;
  point: GeoPoint;
}

const milesFrom = (place: Place | undefined, r: { latitude: number | null; longitude: number | null }) =>
  place && r.latitude != null && r.longitude != null
    ? distanceMiles(place.point, { latitude: r.latitude, longitude: r.longitude })
    : undefined;

/** Nearest first when a place is known (unknown positions last); otherwise the order given. */
function nearestFirst<T extends { latitude: number | null; longitude: number | null }>(
  rows: T[],
  place: Place | undefined,
) {
  if (!place) return rows;
  const miles = (r: T) => milesFrom(place, r) ?? Number.POSITIVE_INFINITY;
  return [...rows].sort((a, b) => miles(a) - miles(b));
}

/**
 * Pickup: every pickup distribution, market pickups grouped by market, then farm stands.
 * Delivery and shipping: the distributions whose zip codes include `place.zip` (shipping
 * without a place: every shipping distribution). Only distributions offered to the viewer's
 * type count (SPEC 6), so a farm whose only delivery is for the other role is not listed.
 */
export async function listByDistribution(
  db: Db,
  viewer: Viewer,
  kind: DistributionKind,
  filters: ListingFilters,
  place?: Place,
  frames: KeptFrames | null = null,
): Promise<FarmDistributionsInventoryDto> {
  const { page, limit, farmId, category } = filters;
  // What every page and category of the list shares, kept per process when it may be (kept-frames.ts):
  // the same for every viewer of the same kind (catalogueViewerType, and whether test products show).
  const buildFrame = () => listFrame(db, viewer, kind, farmId, place, frames);
  const {
    rows,
    farmIds,
    counts,
    windows,
    markets: marketRows,
  } = frames
    ? await frames.get(
        `${kind} ${place?.zip ?? ''} ${farmId ?? ''} ${catalogueViewerType(viewer.userType) ?? ''} ${viewer.showTestProduct}`,
        buildFrame,
      )
    : (await buildFrame()).frame;
  if (farmIds.length === 0)
    return {
      farms: [],
      inventory: [],
      distributions: [],
      markets: [],
      total: 0,
      categories: [],
      page,
      limit,
    };
  // The answer reads its farms' items (kept answers' keys, http/answer-reads.ts), kept frame or not.
  viewer.reads.farm(farmIds);
  const { available, categories, listedIn } = counts;
  const [{ distributions: dists, farms: farmRows }, items] = await Promise.all([
    offeredByDistribution(db, viewer, rows),
    loadItemsOfFarms(db, viewer, kind, category, { page, limit }, farmIds, frames),
  ]);

  const sortedFarms = nearestFirst(farmRows, place);
  const sortedMarkets = nearestFirst(
    [...marketRows].sort((a, b) => a.marketName.localeCompare(b.marketName)),
    place,
  );
  const open = windowsFor(viewer, windows);
  return {
    farms: sortedFarms.map((f) => toFarmCard(f, available.get(f.id) ?? 0, milesFrom(place, f))),
    inventory: items.map((item) => toInventory(item, viewer, open)),
    distributions: groupByPlace(dists, sortedMarkets, sortedFarms),
    markets: sortedMarkets.map(toMarket),
    total: listedIn(category),
    categories,
    page,
    limit,
  };
}

/**
 * The frame of a list: the distributions of the way (pickup: within reach of the zip's centre, nearest
 * first; delivery and shipping: those serving the zip) with their farms and markets, and the item counts
 * and order windows of the farms offered to the viewer. Five statements at most, whatever the size.
 */
async function listFrame(
  db: Db,
  viewer: Viewer,
  kind: DistributionKind,
  farmId: number | undefined,
  place: Place | undefined,
  kept: KeptFrames | null,
) {
  const { rows, ofFarms } = await selectByDistribution(db, { kind, place, farmId }, kept);
  const { offered, farmIds } = offeredRows(viewer, rows);
  const windows = shownWindows(ofFarms, farmIds);
  const marketIds = [...new Set(offered.flatMap((r) => (r.row.marketId == null ? [] : [r.row.marketId])))];
  const [counts, marketRows] = await Promise.all([
    // Per farm, kept across the frames of every zip the farm reaches: a frame's miss reads the farms not kept.
    listCountRows(db, viewer, kind, farmIds, kept),
    marketsById(db, marketIds, kept),
  ]);
  // Kept small (a process keeps CATALOG_FRAMES of them): its rows and farms are the ones kept per farm, shared
  // with every frame that lists them, the counts tallied.
  return {
    frame: { rows, farmIds, counts: tallyItems(counts), windows, markets: marketRows },
    farms: [...new Set(rows.map((r) => r.farm.id))],
  };
}

/**
 * The markets of a list's pickups, kept by id when `kept` is given (kept-frames.ts `ofFarms`, whose ids need not
 * be farms'): a market notifies without a key, which drops them, so a pickup frame's miss at a new zip reads only
 * the markets no frame read before (1,000 markets at 10,000 farms) instead of sending a statement every time.
 */
export function marketsById(db: Db, marketIds: number[], kept: KeptFrames | null) {
  if (marketIds.length === 0) return Promise.resolve([]);
  const load = (ids: number[]) => marketsQuery(db).execute({ marketIds: idList(ids) });
  return kept ? kept.ofFarms('markets', marketIds, load, (m) => m.id, { byItems: false }) : load(marketIds);
}

/** marketsById's statement, built once. */
const marketsQuery = preparedQuery('markets_by_id', (exec, name) =>
  exec.select().from(markets).where(anyIdIn(markets.id, 'marketIds')).prepare(name),
);

/** Market pickups in the markets' order, then farm stands (and other kinds) in the farms' order. */
function groupByPlace(dists: DistributionDto[], marketOrder: { id: number }[], farmOrder: { id: number }[]) {
  const marketRank = new Map(marketOrder.map((m, i) => [m.id, i]));
  const farmRank = new Map(farmOrder.map((f, i) => [f.id, i]));
  const place = (d: DistributionDto) =>
    d.marketId == null ? marketOrder.length : (marketRank.get(d.marketId) ?? marketOrder.length);
  const farm = (d: DistributionDto) => farmRank.get(d.farmId) ?? farmOrder.length;
  return [...dists].sort((a, b) => place(a) - place(b) || farm(a) - farm(b) || a._id - b._id);
}
