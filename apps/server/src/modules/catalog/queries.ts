/**
 * Query pieces shared by the catalog calls. Every list is a fixed number of queries: the rows
 * of the page, then what belongs to them loaded with `inArray` in one query each, then mapped
 * in memory (dto.ts). Nothing here runs a query per row.
 */
import {
  and,
  arrayContained,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { deliveryOfferedTo, DistributionType, isWholesaleBuyer } from '@lfm/core';
import type { Db } from '../../db/client';
import { distributions, farmMedia, farms, inventory, markets, users } from '../../db/schema';
import { toDistribution, type OrderWindow, type windowClock } from './dto';

/** Who is looking, and when: the signed-in user's type (null for a visitor), SPEC 4's test-product switch, the clock. */
export interface Viewer {
  userType: number | null;
  showTestProduct: boolean;
  /** Whether an order window is open at the request's time (dto.ts `windowClock`). */
  isOpen: ReturnType<typeof windowClock>;
}

export interface PageRequest {
  page: number;
  limit: number;
}

// ---------------------------------------------------------------- conditions

/** Farms with status 0 are hidden everywhere. */
export const listedFarm = eq(farms.status, 1);
/** SPEC 9: markets with status 0 are shown; any other status hides the market and its pickups. */
export const shownMarket = eq(markets.status, 0);

/** SPEC 3: the shown name is otherItemName when itemName is 'others' (core `itemDisplayName`). */
const itemDisplayName = sql`case when lower(${inventory.itemName}) = 'others' and ${inventory.otherItemName} <> '' then ${inventory.otherItemName} else ${inventory.itemName} end`;
/** SPEC 4: names starting 'test product' (core `isTestProduct`). */
const notTestProduct = sql`${itemDisplayName} !~* ${'^\\s*test product'}`;
/** Test products are hidden unless the query names showTestProduct. */
export const visibleItem = (viewer: Viewer) => (viewer.showTestProduct ? undefined : notTestProduct);

/** Items sold through a distribution kind (1 pickup, 2 delivery), by the GIN index on distribution_types. */
export const carries = (kind: number) => arrayContains(inventory.distributionTypes, [kind]);
/** SPEC 4: shippable means distribution types exactly shipping (core `isShippable`). */
export const shippableItem = and(
  arrayContained(inventory.distributionTypes, [DistributionType.Shipping]),
  sql`cardinality(${inventory.distributionTypes}) > 0`,
)!;

/** Listed, with units left for the viewer's role (SPEC 6: wholesale buyers have their own maximum). */
export const buyableBy = (viewer: Viewer) =>
  and(
    eq(inventory.status, 1),
    gt(
      viewer.userType != null && isWholesaleBuyer(viewer.userType)
        ? inventory.maximumWholesaleQuantity
        : inventory.maximumConsumerQuantity,
      0,
    ),
  );

/** Delivery and shipping distributions that serve a zip, by the GIN index on delivery_postal_codes. */
export const servesZip = (zip: string) => arrayContains(distributions.deliveryPostalCodes, [zip]);

/** `column` contains `text`, case-insensitively, with LIKE's wildcards taken literally. */
export const containsText = (column: SQLWrapper, text: string) =>
  sql`lower(${column}) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

// ---------------------------------------------------------------- loaders

/** The total of a paged list: `count(*) over ()` comes with the rows; only a page past the end needs its own count. */
export async function totalOf(rows: { total: number }[], page: number, countAll: () => Promise<number>) {
  return rows[0]?.total ?? (page > 1 ? countAll() : 0);
}

/** `count(*) over ()`: the number of rows matching before limit and offset. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

export type FarmRow = typeof farms.$inferSelect;
export type ItemRow = typeof inventory.$inferSelect & { farmName: string };
export type MarketRow = typeof markets.$inferSelect;
export type MediaRow = typeof farmMedia.$inferSelect;

/** Listed farms matching `where`, each with its farmer's name. */
export async function loadFarms(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ farm: farms, firstName: users.firstName, lastName: users.lastName })
    .from(farms)
    .innerJoin(users, eq(users.id, farms.userId))
    .where(and(listedFarm, where))
    .orderBy(desc(farms.createdAt), desc(farms.id));
  return rows.map((r) => withFarmer(r.farm, r.firstName, r.lastName));
}

const withFarmer = (farm: FarmRow, firstName: string, lastName: string) => ({
  ...farm,
  farmerName: `${firstName} ${lastName}`.trim(),
});
export type FarmWithFarmer = ReturnType<typeof withFarmer>;

/** The photos of some farms, in their order, by farm id. */
export async function loadMedia(db: Db, farmIds: number[]) {
  const byFarm = new Map<number, MediaRow[]>();
  if (farmIds.length === 0) return byFarm;
  const rows = await db
    .select()
    .from(farmMedia)
    .where(inArray(farmMedia.farmId, farmIds))
    .orderBy(asc(farmMedia.farmId), asc(farmMedia.position), asc(farmMedia.id));
  for (const m of rows) byFarm.set(m.farmId, [...(byFarm.get(m.farmId) ?? []), m]);
  return byFarm;
}

/**
 * numberAvailableProducts per farm: listed items with units left for the viewer's role, test
 * products counted only when shown; `scope` narrows to the items of one way of buying.
 */
export async function countAvailable(db: Db, viewer: Viewer, farmIds: number[], scope?: SQL) {
  const byFarm = new Map<number, number>();
  if (farmIds.length === 0) return byFarm;
  const rows = await db
    .select({ farmId: inventory.farmId, n: count() })
    .from(inventory)
    .where(and(inArray(inventory.farmId, farmIds), buyableBy(viewer), visibleItem(viewer), scope))
    .groupBy(inventory.farmId);
  for (const r of rows) byFarm.set(r.farmId, r.n);
  return byFarm;
}

/** Active distributions of listed farms; pickups at hidden markets are left out. */
const shownDistribution = (where: SQL | undefined) =>
  and(eq(distributions.status, 1), listedFarm, or(isNull(distributions.marketId), shownMarket), where);
/** By kind, market pickups grouped by market, then farm stands, then by farm. */
const distributionOrder = [
  asc(distributions.selectPickDel),
  sql`${distributions.marketId} asc nulls last`,
  asc(distributions.farmId),
  asc(distributions.id),
];
const offeredTo = (viewer: Viewer) => (d: { deliveryFor: number | null }) =>
  deliveryOfferedTo(d.deliveryFor, viewer.userType);
const newestFirst = (a: FarmRow, b: FarmRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** Shown distributions matching `where` offered to the viewer (SPEC 6), as DTOs with their window state. */
export async function loadDistributions(db: Db, viewer: Viewer, where: SQL | undefined) {
  const rows = await db
    .select({ row: distributions, farmName: farms.farmName, marketName: markets.marketName })
    .from(distributions)
    .innerJoin(farms, eq(farms.id, distributions.farmId))
    .leftJoin(markets, eq(markets.id, distributions.marketId))
    .where(shownDistribution(where))
    .orderBy(...distributionOrder);
  return rows
    .filter((r) => offeredTo(viewer)(r.row))
    .map((r) => toDistribution(r.row, r.farmName, r.marketName, viewer));
}

/**
 * Shown distributions matching `match` offered to the viewer, as DTOs, with the farms that hold
 * them (newest first, with their farmer's name), in one query.
 */
export async function loadFarmsByDistribution(db: Db, viewer: Viewer, match: SQL) {
  const rows = await db
    .select({
      row: distributions,
      farm: farms,
      firstName: users.firstName,
      lastName: users.lastName,
      marketName: markets.marketName,
    })
    .from(distributions)
    .innerJoin(farms, eq(farms.id, distributions.farmId))
    .innerJoin(users, eq(users.id, farms.userId))
    .leftJoin(markets, eq(markets.id, distributions.marketId))
    .where(shownDistribution(match))
    .orderBy(...distributionOrder);
  const offered = rows.filter((r) => offeredTo(viewer)(r.row));
  const farmsById = new Map(offered.map((r) => [r.farm.id, withFarmer(r.farm, r.firstName, r.lastName)]));
  return {
    distributions: offered.map((r) => toDistribution(r.row, r.farm.farmName, r.marketName, viewer)),
    farms: [...farmsById.values()].sort(newestFirst),
  };
}

/**
 * Whether each shown distribution of some farms offered to the viewer takes orders now: what an
 * item's orderWindowOpen needs when the response lists only some of its farm's distributions.
 * A narrow query: no addresses, zip codes or slots.
 */
export async function loadWindows(db: Db, viewer: Viewer, farmIds: number[]): Promise<OrderWindow[]> {
  if (farmIds.length === 0) return [];
  const rows = await db
    .select({
      farmId: distributions.farmId,
      selectPickDel: distributions.selectPickDel,
      deliveryFor: distributions.deliveryFor,
      placeOrderOpen: distributions.placeOrderOpen,
      placeOrderClose: distributions.placeOrderClose,
      timeZone: distributions.timeZone,
    })
    .from(distributions)
    .innerJoin(farms, eq(farms.id, distributions.farmId))
    .leftJoin(markets, eq(markets.id, distributions.marketId))
    .where(shownDistribution(inArray(distributions.farmId, farmIds)));
  return rows
    .filter(offeredTo(viewer))
    .map((r) => ({ farmId: r.farmId, selectPickDel: r.selectPickDel, isOpen: viewer.isOpen(r) }));
}

/**
 * Visible items of listed farms matching `where`, in-stock first then newest, with the total;
 * one page of them when `page` is given.
 */
export async function loadInventory(
  db: Db,
  viewer: Viewer,
  where: SQL | undefined,
  page?: PageRequest,
): Promise<{ rows: ItemRow[]; total: number }> {
  const filter = and(listedFarm, visibleItem(viewer), where);
  const query = db
    .select({
      item: inventory,
      farmName: farms.farmName,
      total: windowTotal(),
    })
    .from(inventory)
    .innerJoin(farms, eq(farms.id, inventory.farmId))
    .where(filter)
    .orderBy(desc(inventory.status), desc(inventory.createdAt), desc(inventory.id));
  const rows = page ? await query.limit(page.limit).offset((page.page - 1) * page.limit) : await query;
  const total = await totalOf(rows, page?.page ?? 1, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(inventory)
      .innerJoin(farms, eq(farms.id, inventory.farmId))
      .where(filter);
    return row?.n ?? 0;
  });
  return { rows: rows.map((r) => ({ ...r.item, farmName: r.farmName })), total };
}
