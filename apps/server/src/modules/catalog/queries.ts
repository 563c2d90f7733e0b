/**
 * Query pieces shared by the catalog calls. Every list is a fixed number of queries: the rows
 * of the page, then what belongs to them loaded with `inArray` in one query each, then mapped
 * in memory (dto.ts). Nothing here runs a query per row.
 */
import {
  and,
  type Placeholder,
  arrayContained,
  arrayContains,
  asc,
  between,
  count,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  CATEGORIES,
  deliveryOfferedTo,
  DistributionType,
  isWholesaleBuyer,
  UserType,
  type CategoryCountDto,
} from '@lfm/core';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { EARTH_RADIUS_MILES } from '@lfm/core';
import type { GeoPoint } from '../../adapters/geocoder';
import { preparedQuery, type Db, type Tx } from '../../db/client';
import { columnsOnly } from '../../lib/columns';
import {
  ZIP_LISTED_TYPES,
  distributions,
  farmMedia,
  farms,
  inventory,
  markets,
  users,
} from '../../db/schema';
import { slotFullness } from '../slots';
import { toDistribution, type OrderWindow } from './dto';
import {
  FARM_CARD_FIELDS,
  type FarmCardRow,
  type FarmRow,
  type FarmWithFarmer,
  type ItemRow,
  type FarmPhoto,
  type Viewer,
} from './rows';
import type { KeptFrames } from './kept-frames';

export type { FarmCardRow, FarmRow, FarmWithFarmer, ItemRow, MarketRow, Viewer } from './rows';

export interface PageRequest {
  page: number;
  limit: number;
}

// ---------------------------------------------------------------- conditions

/**
 * Farms with status 0 are hidden everywhere. The status as a literal, not a parameter: on PostgreSQL statements
 * run on generic plans (db/client.ts), and a generic plan uses the partial index of listed farms
 * (farms_listed_newest_idx) only when it can prove the statement's test implies the index's.
 */
export const listedFarm = sql`${farms.status} = 1`;
/** An active distribution, as a literal for the partial indexes on `status = 1` (listedFarm). */
export const activeDistribution = sql`${distributions.status} = 1`;
/** SPEC 9: markets with status 0 are shown; any other status hides the market and its pickups. */
const SHOWN_MARKET_STATUS = 0;
export const shownMarket = eq(markets.status, SHOWN_MARKET_STATUS);
/** shownMarket, of a market's row already read (a kept one). */
export const isShownMarket = (market: { status: number }) => market.status === SHOWN_MARKET_STATUS;

/** SPEC 4: shown names starting 'test product' (core `isTestProduct`; a stored column, migration 0017). */
const notTestProduct = sql`not ${inventory.testProduct}`;
/**
 * What buyers may see: published items (a copy not yet edited is its farmer's only, issue 12.5), and
 * test products only when the query names showTestProduct.
 */
export const visibleItem = (viewer: Pick<Viewer, 'showTestProduct'>) =>
  and(eq(inventory.published, true), viewer.showTestProduct ? undefined : notTestProduct);

/** Items sold through a distribution kind (1 pickup, 2 delivery); the lists' index carries distribution_types. */
export const carries = (kind: number) => arrayContains(inventory.distributionTypes, [kind]);
/** SPEC 4: shippable means distribution types exactly shipping (core `isShippable`). */
export const shippableItem = and(
  arrayContained(inventory.distributionTypes, [DistributionType.Shipping]),
  sql`cardinality(${inventory.distributionTypes}) > 0`,
)!;

/**
 * Listed, with units left for the viewer's role (SPEC 6: wholesale buyers have their own maximum),
 * by the stored flags the lists' index carries (migration 0017). `byIndex: false` when no farm narrows
 * the statement: the status is then tested on the rows found, not read from the lists' index whole.
 */
export const buyableBy = (viewer: Pick<Viewer, 'userType'>, { byIndex = true } = {}) =>
  and(
    byIndex ? eq(inventory.status, 1) : sql`${inventory.status} + 0 = 1`,
    viewer.userType != null && isWholesaleBuyer(viewer.userType)
      ? eq(inventory.wholesaleInStock, true)
      : eq(inventory.consumerInStock, true),
  );

/**
 * Distributions of `kind` (delivery or shipping) that serve a zip, in the words of the zip's partial GIN index
 * on delivery_postal_codes (its predicate written out as literals, so that even a generic plan can use it;
 * the status, also the index's, is the caller's), for a statement that reads only what the index finds (id,
 * farm, market: the lists' first cut, the search's farms reaching a zip) before reading any row whole. The
 * kind is tested as `select_pick_del + 0` so that no btree on it looks cheaper than the zip index: tested as
 * a filter, the planner read every distribution of the kind by its btree and unpacked each one's zip list (up
 * to thousands of zips) to test it, 110-190 ms for shipping at 10,000 farms instead of a few (issue 14;
 * EXPLAIN in docs/benchmarks.md).
 */
export const servingZipRow = (zip: string | Placeholder, kind: number) =>
  sql`${distributions.selectPickDel} in (${ZIP_LISTED_TYPES})
    and ${distributions.deliveryPostalCodes} @> array[${zip}]::text[]
    and ${distributions.selectPickDel} + 0 = ${sql.raw(String(Math.trunc(kind)))}`;

/**
 * `column` is one of `ids`, sent as one array parameter. `inArray` made drizzle build, the driver send and
 * PostgreSQL parse a parameter per id: a page of pickups near a busy zip names ~500 farms in four
 * statements, and building them was a fifth of the API process's busy time (issue 29).
 */
export const anyId = (column: SQLWrapper, ids: readonly number[]) =>
  sql`${column} = any(${idList(ids)}::int[])`;
/** anyId's array parameter, `{1,2,3}`: also the value of anyIdIn's placeholder. */
export const idList = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
/** anyId in a prepared query: `column` is one of the ids given to `placeholder` as idList(ids). */
export const anyIdIn = (column: SQLWrapper, placeholder: string) =>
  sql`${column} = any(${sql.placeholder(placeholder)}::int[])`;

/** `column` contains `text`, case-insensitively, with LIKE's wildcards taken literally. */
export const containsText = (column: SQLWrapper, text: string) =>
  sql`lower(${column}) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/**
 * The latitude/longitude box around a point that holds every point within `miles`, for an
 * index-friendly SQL prefilter; the exact great-circle distance is checked in code after.
 * Near a pole or across the antimeridian the longitude is left unbounded.
 */
export function boundingBox(
  p: GeoPoint,
  miles: number,
  latColumn: PgColumn,
  lngColumn: PgColumn,
): SQL | undefined {
  const box = boxBounds(p, miles);
  const latitude = between(latColumn, box.minLat, box.maxLat);
  if (box.minLng === -180 && box.maxLng === 180) return latitude;
  return and(latitude, between(lngColumn, box.minLng, box.maxLng));
}

/** boundingBox in a prepared query: the bounds are the placeholders minLat, maxLat, minLng, maxLng (boxBounds). */
export const boxIn = (latColumn: PgColumn, lngColumn: PgColumn) =>
  and(
    between(latColumn, sql.placeholder('minLat'), sql.placeholder('maxLat')),
    between(lngColumn, sql.placeholder('minLng'), sql.placeholder('maxLng')),
  );

/** boundingBox's bounds in degrees: longitude -180 to 180 (unbounded) near a pole or across the antimeridian. */
export function boxBounds(p: GeoPoint, miles: number) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const deg = (r: number) => (r * 180) / Math.PI;
  const angle = (miles / EARTH_RADIUS_MILES) * 1.01; // a hair wider than needed: rounding never drops a farm
  const minLat = rad(p.latitude) - angle;
  const maxLat = rad(p.latitude) + angle;
  const lat = { minLat: deg(minLat), maxLat: deg(maxLat) };
  const unbounded = { ...lat, minLng: -180, maxLng: 180 };
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) return unbounded;
  const dLng = deg(Math.asin(Math.min(1, Math.sin(angle) / Math.cos(rad(p.latitude)))));
  if (p.longitude - dLng < -180 || p.longitude + dLng > 180) return unbounded;
  return { ...lat, minLng: p.longitude - dLng, maxLng: p.longitude + dLng };
}

// ---------------------------------------------------------------- loaders

/** The total of a paged list: `count(*) over ()` comes with the rows; only a page past the end needs its own count. */
export async function totalOf(rows: { total: number }[], page: number, countAll: () => Promise<number>) {
  return rows[0]?.total ?? (page > 1 ? countAll() : 0);
}

/** `count(*) over ()`: the number of rows matching before limit and offset. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The listed farms of `farmIds`, newest first, each with its farmer's name and its photos in their order.
 * With `kept`, each farm's is kept (kept-frames.ts `ofFarms`): a farm's row notifies without a key, its photos
 * and its farmer's name with its id (migrations 0022 and 0039), and either drops it. The farm, product and
 * market pages read them: a farm's page asked for the first time sends no statement for a farm read before.
 */
export async function loadFarms(db: Db, farmIds: readonly number[], kept: KeptFrames | null = null) {
  const load = async (ids: readonly number[]) => {
    const rows = ids.length ? await farmsQuery(db).execute({ farmIds: idList(ids) }) : [];
    return rows.map((r) => withFarmer(r.farm, r.firstName, r.lastName, r.media));
  };
  if (!kept) return load(farmIds);
  const rows = await kept.ofFarms('farms', farmIds, load, (f) => f.id, { byItems: true });
  // farmsQuery's order: the newest first.
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

/**
 * loadFarms' statement, built once (the farm, product and market pages and the cart's farms read it). The
 * photos come in it (a farm has a few), not in a statement of their own: each statement costs the API process
 * a round trip to the database (about 0.14 ms of writev alone under bench:day's load).
 */
const farmsQuery = preparedQuery('farms_by_id', (exec, name) =>
  exec
    .select({
      farm: farms,
      firstName: users.firstName,
      lastName: users.lastName,
      media: sql<
        FarmPhoto[]
      >`coalesce((select json_agg(json_build_object('url', ${farmMedia.url}, 'thumbUrl', ${farmMedia.thumbUrl}) order by ${farmMedia.position}, ${farmMedia.id}) from ${farmMedia} where ${farmMedia.farmId} = ${farms.id}), '[]'::json)`,
    })
    .from(farms)
    .innerJoin(users, eq(users.id, farms.userId))
    .where(and(listedFarm, anyIdIn(farms.id, 'farmIds')))
    .orderBy(desc(farms.createdAt), desc(farms.id))
    .prepare(name),
);

const withFarmer = (
  farm: FarmRow,
  firstName: string,
  lastName: string,
  media: FarmPhoto[],
): FarmWithFarmer => ({ ...farm, farmerName: `${firstName} ${lastName}`.trim(), media });

/**
 * What a list's farms hold, in one GROUP BY over their items (from inventory_farm_list_idx alone,
 * farm_id first; the farms are at most DISTRIBUTION_CAP, so it reads their items only, a few
 * thousand rows at 1,000,000 items, never the catalogue): per farm, the items buyable now ('Shop N
 * Products'); per category, the items the list pages through (issue 15: its chips, of every page),
 * in CATEGORIES' order. `kind` is the list's (its items: itemsSoldBy); without it, every item.
 */
export async function countItems(db: Db, viewer: Viewer, farmIds: number[], kind?: number) {
  return tallyItems(await countItemRows(db, viewer, farmIds, kind));
}

/** countItems' rows: per farm and category, the items listed and those buyable now (sold by `kind` when given). */
export async function countItemRows(db: Db, viewer: Viewer, farmIds: number[], kind?: number) {
  if (farmIds.length === 0) return [];
  viewer.reads.farm(farmIds);
  const wholesale = viewer.userType != null && isWholesaleBuyer(viewer.userType);
  return countsQuery(db, { kind: kind ?? 0, wholesale, tests: viewer.showTestProduct }).execute({
    farmIds: idList(farmIds),
  });
}

/** countItemRows' statement per shape: the kind of list (0: every item), a wholesale buyer, test products shown. */
const countsQuery = preparedQuery(
  'item_counts',
  (exec, name, { kind, wholesale, tests }: { kind: number; wholesale: boolean; tests: boolean }) =>
    exec
      .select({
        farmId: inventory.farmId,
        category: inventory.inventoryType,
        listed: count(),
        buyable: sql<number>`count(*) filter (where ${buyableBy({
          userType: wholesale ? UserType.Wholesaler : null,
        })})`.mapWith(Number),
      })
      .from(inventory)
      .where(
        and(
          anyIdIn(inventory.farmId, 'farmIds'),
          visibleItem({ showTestProduct: tests }),
          kind ? itemsSoldBy(kind) : undefined,
        ),
      )
      .groupBy(inventory.farmId, inventory.inventoryType)
      .prepare(name),
);

/**
 * The items a list of `kind` carries: pickup and delivery, those sold that way; shipping, the shippable (SPEC 4:
 * only products whose distribution types are exactly shipping are shipped).
 */
export const itemsSoldBy = (kind: number) =>
  kind === DistributionType.Shipping ? shippableItem : carries(kind);

/**
 * countItemRows of one kind of list's items (what the list of `kind` carries), kept per farm across
 * every list and market page that counts them when `kept` is given; a farm's change drops its counts.
 */
export function listCountRows(
  db: Db,
  viewer: Viewer,
  kind: number,
  farmIds: number[],
  kept: KeptFrames | null,
) {
  if (!kept) return countItemRows(db, viewer, farmIds, kind);
  viewer.reads.farm(farmIds);
  return kept.ofFarms(
    `counts ${kind} ${viewer.userType ?? ''} ${viewer.showTestProduct}`,
    farmIds,
    (ids) => countItemRows(db, viewer, ids, kind),
    (r) => r.farmId,
    { byItems: true },
  );
}

/** countItems' answer from its rows. */
export function tallyItems(rows: Awaited<ReturnType<typeof countItemRows>>) {
  const available = new Map<number, number>();
  const categories: CategoryCountDto[] = [];
  const listed = new Map<number, number>();
  /** How many items the list pages through, of one category or of all: its total. */
  const listedIn = (category?: number) =>
    category ? (listed.get(category) ?? 0) : [...listed.values()].reduce((a, b) => a + b, 0);
  for (const r of rows) {
    if (r.buyable) available.set(r.farmId, (available.get(r.farmId) ?? 0) + r.buyable);
    listed.set(r.category, (listed.get(r.category) ?? 0) + r.listed);
  }
  for (const c of CATEGORIES) {
    const n = listed.get(c.id);
    if (n) categories.push({ id: c.id, name: c.name, count: n });
  }
  return { available, categories, listedIn };
}

/** Per farm, its items buyable now ('Shop N Products'). */
export const countAvailable = async (db: Db, viewer: Viewer, farmIds: number[], kind?: number) =>
  (await countItems(db, viewer, farmIds, kind)).available;

/** Distributions listed in one answer at most: a list never grows with the catalogue (issue 14). */
export const DISTRIBUTION_CAP = 50;
/** Zip codes of a distribution shown in an answer at most; `deliveryPostalCodeCount` says how many it serves. */
export const ZIP_LIST_CAP = 50;

/**
 * A distribution's columns with its zip list cut in the query: with a zip, only that zip when it is
 * served (the served-zip check happens in the database; `served` when the query keeps only the
 * distributions serving it, so no row's list is read at all); otherwise the first ZIP_LIST_CAP.
 */
function distributionColumns(zip?: string | Placeholder, served = false) {
  const { deliveryPostalCodes, ...columns } = getTableColumns(distributions);
  const cut = !zip
    ? sql`${deliveryPostalCodes}[1:${sql.raw(String(ZIP_LIST_CAP))}]`
    : served
      ? sql`array[${zip}]::text[]`
      : sql`case when ${deliveryPostalCodes} @> array[${zip}]::text[] then array[${zip}]::text[] else '{}'::text[] end`;
  return {
    ...columns,
    deliveryPostalCodes: cut.mapWith((v: string[] | string) => (Array.isArray(v) ? v : parsePgArray(v))),
  };
}

/** A text[] as node-postgres or PGlite may hand it over raw ('{a,b}'). */
const parsePgArray = (v: string): string[] =>
  v === '{}'
    ? []
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .map((s) => s.replace(/^"|"$/g, ''));

/**
 * A column of each distribution's market, by the market's key: null without a market, or (`shownOnly`) when the
 * market is hidden. For statements of a few distributions: joined instead, PostgreSQL hashed all 1,000 markets
 * for them (0.6 ms of the cart's 0.65 ms statement at 10,000 farms; 0.05 ms this way).
 */
export const marketOfDistribution = <T>(column: PgColumn, { shownOnly = false } = {}) =>
  sql<T | null>`(select ${column} from ${markets} where ${markets.id} = ${distributions.marketId}${
    shownOnly ? sql` and ${shownMarket}` : sql``
  })`;

/** Active distributions of listed farms (joined); pickups at hidden markets are left out. */
const shownDistribution = (where: SQL | undefined) =>
  and(
    activeDistribution,
    listedFarm,
    or(isNull(distributions.marketId), isNotNull(marketOfDistribution(markets.id, { shownOnly: true }))),
    where,
  );
/** By kind, market pickups grouped by market, then farm stands, then by farm. */
const distributionOrder = [
  asc(distributions.selectPickDel),
  sql`${distributions.marketId} asc nulls last`,
  asc(distributions.farmId),
  asc(distributions.id),
];
const offeredTo = (viewer: Pick<Viewer, 'userType'>) => (d: { deliveryFor: number | null }) =>
  deliveryOfferedTo(d.deliveryFor, viewer.userType);
const newestFirst = (a: Pick<FarmRow, 'createdAt' | 'id'>, b: Pick<FarmRow, 'createdAt' | 'id'>) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * A list's farms as their cards show them (FARM_CARD_FIELDS; the farm list reads these too). A list's frame is
 * kept per zip, way and viewer (CATALOG_FRAMES of them, kept-frames.ts), and its farms' long texts and farmer,
 * which no card shows, were most of its bytes.
 */
export const farmCardColumns = columnsOnly(getTableColumns(farms), ...FARM_CARD_FIELDS);

/**
 * The shown distributions of `farmIds` (of `kinds` when given) offered to the viewer (SPEC 6), as DTOs with
 * their window state.
 */
export async function loadDistributions(
  db: Db,
  viewer: Viewer,
  farmIds: readonly number[],
  kinds: readonly number[] = ALL_KINDS,
) {
  const rows = farmIds.length
    ? await distributionsQuery(db).execute({ farmIds: idList(farmIds), kinds: idList(kinds) })
    : [];
  const offered = rows.filter((r) => offeredTo(viewer)(r.row));
  // Their slots' fullness counts orders, which notify by farm (migration 0022).
  viewer.reads.farm(offered.map((r) => r.row.farmId));
  const full = await slotFullness(
    db,
    offered.map((r) => r.row),
    viewer.now,
  );
  return offered.map((r) =>
    toDistribution(r.row, r.row.deliveryPostalCodes, r.farmName, r.marketName, viewer, full),
  );
}

const ALL_KINDS = [DistributionType.Pickup, DistributionType.Delivery, DistributionType.Shipping];

/** loadDistributions' statement, built once (a farm's, a product's and the cart's farms' pages read it). */
const distributionsQuery = preparedQuery('distributions_of_farms', (exec, name) =>
  exec
    .select({
      row: distributionColumns(),
      farmName: farms.farmName,
      marketName: marketOfDistribution<string>(markets.marketName),
    })
    .from(distributions)
    .innerJoin(farms, eq(farms.id, distributions.farmId))
    .where(
      shownDistribution(
        and(anyIdIn(distributions.farmId, 'farmIds'), anyIdIn(distributions.selectPickDel, 'kinds')),
      ),
    )
    .orderBy(...distributionOrder)
    .limit(DISTRIBUTION_CAP)
    .prepare(name),
);

/** Which distributions a list or a market's page shows: of a kind, near or serving a zip, of a farm, at a market. */
export interface DistributionsWanted {
  kind: number;
  /** Pickup: those within `PICKUP_RADIUS_MILES` of the zip's centre, nearest first; delivery and shipping: those serving the zip. */
  place?: { zip: string; point: GeoPoint };
  farmId?: number;
  marketId?: number;
}

/** How far a buyer is shown pickups from their zip's centre. */
export const PICKUP_RADIUS_MILES = 50;

/**
 * Shown distributions of `wanted` offered to the viewer, as DTOs, with the cards of the farms that hold them
 * (newest first); at most DISTRIBUTION_CAP of them.
 */
export async function loadFarmsByDistribution(
  db: Db,
  viewer: Viewer,
  wanted: DistributionsWanted,
  kept: KeptFrames | null = null,
) {
  const { rows, ofFarms } = await selectByDistribution(db, wanted, kept);
  return { ...(await offeredByDistribution(db, viewer, rows)), ofFarms };
}

/**
 * loadFarmsByDistribution's rows, whoever looks: the same for every viewer of a zip. Each is a distribution's
 * row, its zip list cut to what the answer shows (`zips`: at a zip, the zip when served; delivery and shipping
 * keep only the distributions serving it, servingZipRow), its farm's card and its market's name.
 *
 * Two steps (issue 29): which distributions, in order, from one narrow statement (their ids, farms and cut zip
 * lists: frameIdsQuery); then their rows and their farms' cards, kept per farm in the process when `kept` is
 * given (kept-frames.ts `ofFarms`; distributions, farms and markets notify without a key, which drops them).
 * Neighbouring zips list mostly the same farms: read whole with each zip's frame, the same rows were parsed and
 * kept once per zip (the same farm's card 21,989 times in a heap at 200 requests/s), and each frame's miss
 * promoted them to the old generation.
 */
export async function selectByDistribution(
  db: Db,
  { kind, place, farmId, marketId }: DistributionsWanted,
  kept: KeptFrames | null = null,
) {
  const shape: FrameShape = {
    kind,
    atZip: place != null,
    ofFarm: farmId != null,
    atMarket: marketId != null,
  };
  const near = place && kind === DistributionType.Pickup ? boxBounds(place.point, PICKUP_RADIUS_MILES) : null;
  const picked = await frameIdsQuery(db, shape).execute({
    kind,
    zip: place?.zip ?? null,
    farmId: farmId ?? null,
    marketId: marketId ?? null,
    ...(near && place
      ? {
          ...near,
          lat: place.point.latitude,
          lng: place.point.longitude,
          cos: Math.cos((place.point.latitude * Math.PI) / 180),
        }
      : {}),
  });
  const ofFarms = await farmDistributions(db, [...new Set(picked.map((p) => p.farmId))], kept);
  const rowOf = new Map(ofFarms.map((r) => [r.row.id, r]));
  // A distribution changed between the two steps (deactivated, moved) is left out.
  const rows = picked.flatMap(({ id, zips }) => {
    const r = rowOf.get(id);
    return r ? [{ row: r.row, zips, farm: r.farm, marketName: r.marketName }] : [];
  });
  // And every distribution of their farms, whose order windows the items' orderWindowOpen reads (shownWindows).
  return { rows, ofFarms };
}

/**
 * The active distributions of `farmIds` (whole but their zip lists), each with its farm's card and its market's
 * name (null when the market is hidden); kept per farm when `kept` is given. Distributions, farms and markets notify
 * without a key (kept-frames.ts), so no item's or order's change drops them. The lists' frames and the order
 * windows (windowRows) read them.
 */
function farmDistributions(db: Db, farmIds: number[], kept: KeptFrames | null) {
  const load = async (ids: number[]) => {
    const rows = await farmDistributionsQuery(db).execute({ farmIds: idList(ids) });
    // One card per farm, shared by its distributions.
    const cardOf = new Map<number, FarmCardRow>();
    for (const r of rows) r.farm = cardOf.get(r.farm.id) ?? cardOf.set(r.farm.id, r.farm).get(r.farm.id)!;
    return rows;
  };
  if (farmIds.length === 0) return Promise.resolve([]);
  return kept
    ? kept.ofFarms('distributions', farmIds, load, (r) => r.row.farmId, { byItems: false })
    : load(farmIds);
}

/** A distribution's columns but its zip list (a frame cuts it per zip: selectByDistribution's `zips`). */
const { deliveryPostalCodes: _zipList, ...distributionFields } = getTableColumns(distributions);

/** farmDistributions' statement: from distributions_farm_idx, each farm and market by its key. */
const farmDistributionsQuery = preparedQuery('distributions_of_farms_kept', (exec, name) =>
  exec
    .select({
      row: distributionFields,
      farm: farmCardColumns,
      marketName: marketOfDistribution<string>(markets.marketName, { shownOnly: true }),
    })
    .from(distributions)
    .innerJoin(farms, eq(farms.id, distributions.farmId))
    .where(and(activeDistribution, anyIdIn(distributions.farmId, 'farmIds')))
    .prepare(name),
);

type FrameShape = { kind: number; atZip: boolean; ofFarm: boolean; atMarket: boolean };

/**
 * The distributions a list shows, in its order: id, farm and the zip list cut for the answer (distributionColumns).
 * Built once per shape (kind, by zip or not, of a farm or not, at a market or not).
 */
const frameIdsQuery = preparedQuery(
  'frame_ids',
  (exec, name, { kind, atZip, ofFarm, atMarket }: FrameShape) => {
    const zip = atZip ? sql.placeholder('zip') : undefined;
    const servingZip = zip && kind !== DistributionType.Pickup;
    const ofPlace = and(
      ofFarm ? eq(distributions.farmId, sql.placeholder('farmId')) : undefined,
      atMarket ? eq(distributions.marketId, sql.placeholder('marketId')) : undefined,
    );
    const columns = {
      id: distributions.id,
      farmId: distributions.farmId,
      zips: distributionColumns(zip, !!servingZip).deliveryPostalCodes,
    };
    if (!zip)
      return exec
        .select(columns)
        .from(distributions)
        .innerJoin(farms, eq(farms.id, distributions.farmId))
        .where(shownDistribution(and(eq(distributions.selectPickDel, sql.placeholder('kind')), ofPlace)))
        .orderBy(...distributionOrder)
        .limit(DISTRIBUTION_CAP)
        .prepare(name);
    // At a zip, the distributions it may list are found and ordered from an index first, narrow, and only the
    // first DISTRIBUTION_CAP shown ones are kept (firstShown).
    // Delivery and shipping: those serving the zip, from the zip's GIN index (servingZipRow), in the lists'
    // order; joining the 167 deliveries to 10528 whole before the cut cost 3.7-4.1 ms a statement, this way
    // 1.7-2.1 (prepared, over the 300 busiest delivery zips at 10,000 farms).
    // Pickups: those in the box around the zip nearest first, from the position index alone (it carries id,
    // farm and market: migration 0038); joining every listed farm and market to the 650 pickups near a city
    // first was 8-9 ms, this way 3-4.5 (EXPLAIN ANALYZE near NYC). Squared flat-earth distance: the order only
    // (the box already bounds the distance).
    const distance = sql`power(${distributions.latitude} - ${sql.placeholder('lat')}, 2) + power((${distributions.longitude} - ${sql.placeholder('lng')}) * ${sql.placeholder('cos')}, 2)`;
    const order = servingZip ? distributionOrder : [sql`${distance} asc nulls last`, asc(distributions.id)];
    const where = servingZip
      ? servingZipRow(zip, kind)
      : and(
          eq(distributions.selectPickDel, sql.placeholder('kind')),
          boxIn(distributions.latitude, distributions.longitude),
        );
    const candidates = sql`select ${distributions.id} as id, ${distributions.farmId} as farm_id,
        ${distributions.marketId} as market_id
      from ${distributions} where ${distributions.status} = 1 and ${and(where, ofPlace)}
      order by ${sql.join(order, sql`, `)}`;
    return exec
      .select(columns)
      .from(distributions)
      .where(sql`${distributions.id} = any(array(${firstShown(candidates)}))`)
      .orderBy(...order)
      .limit(DISTRIBUTION_CAP)
      .prepare(name);
  },
);

/**
 * The ids of the first DISTRIBUTION_CAP of `candidates` (a statement naming id, farm_id and market_id, in the
 * list's order) whose farm is listed and whose market, if any, is shown: each tested by primary key in order
 * until the cap, so a list reads the farms and markets of the distributions it shows, not of every candidate.
 * OFFSET 0 keeps the candidates' order and the tests apart (the planner would otherwise test them all first).
 */
const firstShown = (candidates: SQL) => sql`select cut.id from (${candidates} offset 0) as cut
  where exists (select 1 from ${farms} where ${farms.id} = cut.farm_id and ${listedFarm})
    and ${atShownMarket(sql`cut.market_id`)}
  limit ${sql.raw(String(DISTRIBUTION_CAP))}`;

/**
 * A distribution whose market (`marketId`, a column of a statement that reads no markets) is none or shown,
 * tested by the market's key: for statements that read a few distributions' ids, not every market.
 */
export const atShownMarket = (marketId: SQL) =>
  sql`(${marketId} is null or exists (select 1 from ${markets} where ${markets.id} = ${marketId} and ${shownMarket}))`;

type FrameRow = Awaited<ReturnType<typeof selectByDistribution>>['rows'][number];

/** Of selectByDistribution's rows, those offered to the viewer (SPEC 6), and their farms' ids. */
export function offeredRows(viewer: Pick<Viewer, 'userType'>, rows: readonly FrameRow[]) {
  const offered = rows.filter((r) => offeredTo(viewer)(r.row));
  return { offered, farmIds: [...new Set(offered.map((r) => r.farm.id))] };
}

/** Of selectByDistribution's rows, those offered to the viewer (SPEC 6) as DTOs, with their farms. */
export async function offeredByDistribution(db: Db, viewer: Viewer, rows: readonly FrameRow[]) {
  const { offered, farmIds } = offeredRows(viewer, rows);
  // Their slots' fullness counts orders, which notify by farm (migration 0022).
  viewer.reads.farm(farmIds);
  const farmsById = new Map<number, FarmCardRow>(offered.map((r) => [r.farm.id, r.farm]));
  const full = await slotFullness(
    db,
    offered.map((r) => r.row),
    viewer.now,
  );
  return {
    distributions: offered.map((r) =>
      toDistribution(r.row, r.zips, r.farm.farmName, r.marketName, viewer, full),
    ),
    farms: [...farmsById.values()].sort(newestFirst),
  };
}

/**
 * Whether each shown distribution of some farms offered to the viewer takes orders now: what an
 * item's orderWindowOpen needs when the response lists only some of its farm's distributions.
 * A narrow query: no addresses, zip codes or slots.
 */
export async function loadWindows(
  db: Db,
  viewer: Viewer,
  farmIds: number[],
  kept: KeptFrames | null = null,
): Promise<OrderWindow[]> {
  return windowsFor(viewer, await windowRows(db, farmIds, kept));
}

/**
 * loadWindows' rows, whoever looks: the farms' active distributions at no market or a shown one (farmDistributions,
 * kept per farm when `kept` is given, shared with the lists' frames).
 */
export async function windowRows(db: Db, farmIds: number[], kept: KeptFrames | null = null) {
  return shownWindows(await farmDistributions(db, farmIds, kept));
}

/** Of farmDistributions' rows (of `farmIds` only, when given), those whose windows count: at no market or a shown one. */
export function shownWindows(
  rows: Awaited<ReturnType<typeof farmDistributions>>,
  farmIds?: readonly number[],
) {
  const of = farmIds && new Set(farmIds);
  return rows
    .filter((r) => (!of || of.has(r.row.farmId)) && (r.row.marketId == null || r.marketName != null))
    .map((r) => r.row);
}

/** Of windowRows, those offered to the viewer, with whether each takes orders now (worked out now). */
export const windowsFor = (viewer: Viewer, rows: Awaited<ReturnType<typeof windowRows>>): OrderWindow[] =>
  rows
    .filter(offeredTo(viewer))
    .map((r) => ({ farmId: r.farmId, selectPickDel: r.selectPickDel, isOpen: viewer.isOpen(r) }));

/** Counts stop here: a total above it is shown as 'COUNT_CAP+' (issue 14: counts are capped). */
export const COUNT_CAP = 1000;

/** How many rows `query` would return, counting at most COUNT_CAP + 1 of them. */
export async function cappedCount(db: Db, from: PgTable, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1` })
    .from(from)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  return Math.min(row?.n ?? 0, COUNT_CAP + 1);
}

const itemOrder = [desc(inventory.status), desc(inventory.createdAt), desc(inventory.id)];

/**
 * Visible items of listed farms, of one farm or one item by its id, in-stock first then newest, one page of
 * them, with the total counted up to COUNT_CAP + 1 (more is '1,000+'). The farm's listing is checked per
 * item (no join reading every farm); each item's farm name by its key in the same statement. Built once per shape
 * (a farm's or an item's, test products or not): a farm's and a product's page read it.
 */
export async function loadInventory(
  db: Db,
  viewer: Viewer,
  of: { farmId: number } | { itemId: number },
  page: PageRequest,
): Promise<{ rows: ItemRow[]; total: number }> {
  const shape: InventoryShape = { of: 'farmId' in of ? 'farm' : 'item', tests: viewer.showTestProduct };
  const id = 'farmId' in of ? of.farmId : of.itemId;
  const rows = await inventoryQuery(db, shape).execute({
    id,
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  const total =
    page.page === 1 && rows.length < page.limit
      ? rows.length
      : Math.min(Number((await inventoryCountQuery(db, shape).execute({ id }))[0]?.n ?? 0), COUNT_CAP + 1);
  viewer.reads.farm('farmId' in of ? [of.farmId] : rows.map((r) => r.farmId));
  return { rows, total };
}

type InventoryShape = { of: 'farm' | 'item'; tests: boolean };

/** loadInventory's filter for a shape: the item visible, its farm listed, and of the farm or the item asked. */
const inventoryFilter = ({ of, tests }: InventoryShape) =>
  and(
    sql`exists (select 1 from ${farms} where ${farms.id} = ${inventory.farmId} and ${farms.status} = 1)`,
    visibleItem({ showTestProduct: tests }),
    eq(of === 'farm' ? inventory.farmId : inventory.id, sql.placeholder('id')),
  );

const inventoryQuery = preparedQuery('inventory_page', (exec, name, shape: InventoryShape) =>
  exec
    // Each item's farm name by the farm's key, in the same statement (a page holds 20 items of one farm or one).
    .select({
      ...getTableColumns(inventory),
      farmName: sql<string>`(select ${farms.farmName} from ${farms} where ${farms.id} = ${inventory.farmId})`,
    })
    .from(inventory)
    .where(inventoryFilter(shape))
    .orderBy(...itemOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/** How many items loadInventory's filter finds, at most COUNT_CAP + 1 (cappedCount). */
const inventoryCountQuery = preparedQuery('inventory_count', (exec, name, shape: InventoryShape) => {
  const limited = exec
    .select({ one: sql`1` })
    .from(inventory)
    .where(inventoryFilter(shape))
    .limit(COUNT_CAP + 1)
    .as('limited');
  return exec.select({ n: count() }).from(limited).prepare(name);
});

/**
 * One page of the visible items of some farms (a list's) sold by `kind` (pickup and delivery: carried that way;
 * shipping: shippable), in `category` when given, in loadInventory's order:
 * each listed farm's first page-worth of items is read in that order from inventory_farm_list_idx,
 * which carries every column the filters read (migration 0017), and only those are merged. A page
 * touches at most farms x (offset + limit) index entries and no heap, however many items the farms
 * hold. Its total is countItems' (`listedIn`), which reads the same items already. Built once per shape
 * (itemsOfFarmsQuery): it is the commonest statement of a list or market page not kept.
 * With `kept` (the process keeps frames), the farms' first items' keys are kept per farm instead
 * (farmItemKeysKept), the page is merged from them in the process and only its rows are read, by id.
 */
export async function loadItemsOfFarms(
  db: Db,
  viewer: Viewer,
  kind: number,
  category: number | null | undefined,
  page: PageRequest,
  farmIds: number[],
  kept: KeptFrames | null = null,
): Promise<ItemRow[]> {
  if (farmIds.length === 0) return [];
  viewer.reads.farm(farmIds);
  const offset = (page.page - 1) * page.limit;
  const shape = { kind, filtered: category != null, tests: viewer.showTestProduct };
  if (kept) {
    const ids = pageOfFarmItems(
      await farmItemKeysKept(db, kept, shape, category ?? null, farmIds, offset + page.limit),
      offset,
      page.limit,
    );
    if (ids.length === 0) return [];
    const byId = await itemsById(db, ids, kept);
    // An item deleted since its farm's keys were read is left out (its farm's change drops them).
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ ...r.item, farmName: r.farmName }] : [];
    });
  }
  const rows = await itemsOfFarmsQuery(db, shape).execute({
    farmIds: idList(farmIds),
    category: category ?? null,
    perFarm: offset + page.limit,
    limit: page.limit,
    offset,
  });
  return rows.map((r) => ({ ...r.item, farmName: r.farmName }));
}

/** loadItemsOfFarms' statement, built once per shape: the kind of list, a category or not, test products or not. */
const itemsOfFarmsQuery = preparedQuery('items_of_farms', (exec, name, shape: ItemsShape) => {
  const picked = exec
    .select({ id: sql<number>`i.id`.as('picked_id') })
    .from(firstItemsOfFarms(exec, shape))
    .orderBy(sql`i.status desc, i.created_at desc, i.id desc`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('picked');
  // The page's rows with their farm's name, in the same statement (one round trip, not three).
  return exec
    .select({ item: inventory, farmName: farms.farmName })
    .from(picked)
    .innerJoin(inventory, eq(inventory.id, picked.id))
    .innerJoin(farms, eq(farms.id, inventory.farmId))
    .orderBy(...itemOrder)
    .prepare(name);
});

/**
 * Each listed farm of the `farmIds` placeholder (as `f`) with its first `perFarm` items of a list (as `i`: id,
 * status, created_at) in loadInventory's order, read from inventory_farm_list_idx alone.
 */
const firstItemsOfFarms = (exec: Db | Tx, { kind, filtered, tests }: ItemsShape) => {
  const perFarm = exec
    .select({ id: inventory.id, status: inventory.status, createdAt: inventory.createdAt })
    .from(inventory)
    .where(
      and(
        sql`${inventory.farmId} = f.id`,
        visibleItem({ showTestProduct: tests }),
        itemsSoldBy(kind),
        filtered ? eq(inventory.inventoryType, sql.placeholder('category')) : undefined,
      ),
    )
    .orderBy(...itemOrder)
    .limit(sql.placeholder('perFarm'));
  return sql`(select ${farms.id} as id from ${farms} where ${anyIdIn(farms.id, 'farmIds')} and ${listedFarm}) as f
    cross join lateral (${perFarm}) as i`;
};

/** loadItemsOfFarms' shape: the kind of list, a category or not, test products shown or not. */
type ItemsShape = { kind: number; filtered: boolean; tests: boolean };

/**
 * One farm's first items in a list (its kind, category and kind of viewer), in loadInventory's order, as kept per
 * farm (kept-frames.ts `ofFarms`): their ids and order keys. A list's page merges its farms' keys in the process
 * and reads only its own rows, by their ids.
 */
interface FarmItemKeys {
  farmId: number;
  ids: Int32Array;
  status: Int16Array;
  /** Creation time in µs since the epoch (exact in a double until the year 2255). */
  created: Float64Array;
  /** Every item of the farm in the list is here (it has fewer than were asked for). */
  complete: boolean;
}

/** A farm's first items are read this many at least: the first page of a list needs no more of any farm. */
const FARM_KEYS_LEAST = 20;
/** The bytes of one item's keys in farmItemKeysQuery's packed column: id (int4), status (int2), created (int8). */
const ITEM_KEY_BYTES = 14;

/**
 * The first items' keys of `farmIds` in a list, kept per farm across every list and market page that shows
 * them (issue 29): a zip's page reads the keys of its farms not kept yet, and neighbouring zips share most
 * of their farms. Each farm's are read `atLeast` deep (the page's offset and limit); a later page needing
 * more of a farm whose keys stop short reads that farm again. A farm's change (`f:`: an item added, edited,
 * running out or back, its ways or category) drops them; stock alone changes none of the keys or filters.
 */
function farmItemKeysKept(
  db: Db,
  kept: KeptFrames,
  shape: ItemsShape,
  category: number | null,
  farmIds: number[],
  atLeast: number,
) {
  const perFarm = Math.max(atLeast, FARM_KEYS_LEAST);
  return kept.ofFarms(
    `items ${shape.kind} ${category ?? ''} ${shape.tests}`,
    farmIds,
    async (ids) =>
      (await farmItemKeysQuery(db, shape).execute({ farmIds: idList(ids), category, perFarm })).map(
        (r): FarmItemKeys => unpackItemKeys(r.farmId, r.packed, perFarm),
      ),
    (r) => r.farmId,
    { byItems: true, enough: ([r]) => !r || r.complete || r.ids.length >= atLeast },
  );
}

function unpackItemKeys(farmId: number, packed: Uint8Array, asked: number): FarmItemKeys {
  const n = packed.byteLength / ITEM_KEY_BYTES;
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  // One buffer for the three columns (a fifth less memory than three): the doubles first, for their alignment.
  const buffer = new ArrayBuffer(n * ITEM_KEY_BYTES);
  const keys: FarmItemKeys = {
    farmId,
    created: new Float64Array(buffer, 0, n),
    ids: new Int32Array(buffer, 8 * n, n),
    status: new Int16Array(buffer, 12 * n, n),
    complete: n < asked,
  };
  for (let i = 0, p = 0; i < n; i++, p += ITEM_KEY_BYTES) {
    keys.ids[i] = view.getInt32(p);
    keys.status[i] = view.getInt16(p + 4);
    keys.created[i] = Number(view.getBigInt64(p + 6));
  }
  return keys;
}

/**
 * The ids of items `offset` to `offset + limit` of the farms' lists merged in loadInventory's order (status, then
 * newest, then id, each descending), as itemsOfFarmsQuery orders them: a merge of the farms' sorted keys
 * through a heap of the farms' next items, so a page takes offset + limit steps, not a sort of every key.
 */
function pageOfFarmItems(lists: readonly FarmItemKeys[], offset: number, limit: number): number[] {
  const heap: { keys: FarmItemKeys; at: number }[] = lists
    .filter((keys) => keys.ids.length > 0)
    .map((keys) => ({ keys, at: 0 }));
  // a comes before b in the list's order.
  const before = (a: (typeof heap)[number], b: (typeof heap)[number]) => {
    const ka = a.keys;
    const kb = b.keys;
    return (
      (ka.status[a.at]! - kb.status[b.at]! ||
        ka.created[a.at]! - kb.created[b.at]! ||
        ka.ids[a.at]! - kb.ids[b.at]!) > 0
    );
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let first = i;
      if (l < heap.length && before(heap[l]!, heap[first]!)) first = l;
      if (r < heap.length && before(heap[r]!, heap[first]!)) first = r;
      if (first === i) return;
      [heap[i], heap[first]] = [heap[first]!, heap[i]!];
      i = first;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  const ids: number[] = [];
  for (let taken = 0; taken < offset + limit && heap.length > 0; taken++) {
    const top = heap[0]!;
    if (taken >= offset) ids.push(top.keys.ids[top.at]!);
    top.at++;
    if (top.at === top.keys.ids.length) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    if (heap.length > 0) down(0);
  }
  return ids;
}

/**
 * Each listed farm's first `perFarm` items of a list, in its order, packed as unpackItemKeys reads them (one value
 * a farm, not a row an item: a busy zip's first page is hundreds of farms' keys). Read from inventory_farm_list_idx
 * as itemsOfFarmsQuery reads them; a farm with no item in the list has no row.
 */
const farmItemKeysQuery = preparedQuery('farm_item_keys', (exec, name, shape: ItemsShape) =>
  exec
    .select({
      farmId: sql<number>`f.id`,
      packed: sql<Uint8Array>`string_agg(int4send(i.id) || int2send(i.status)
        || int8send((extract(epoch from i.created_at) * 1000000)::int8), ''::bytea
        order by i.status desc, i.created_at desc, i.id desc)`,
    })
    .from(firstItemsOfFarms(exec, shape))
    .groupBy(sql`f.id`)
    .prepare(name),
);

/**
 * Items by their ids with their farm's name and certification (a page picked in the process), by id. With `kept`,
 * the rows the process keeps (KeptFrames.items) and one statement for the others; an item not found is left out.
 */
export async function itemsById(db: Db, ids: readonly number[], kept: KeptFrames | null) {
  const load = (wanted: readonly number[]) => itemsByIdQuery(db).execute({ ids: idList(wanted) });
  if (kept) return kept.items(ids, load, (r) => ({ id: r.item.id, farm: r.item.farmId }));
  return new Map((await load(ids)).map((r) => [r.item.id, r]));
}

/** itemsById's statement, built once. */
const itemsByIdQuery = preparedQuery('items_by_id', (exec, name) =>
  exec
    .select({ item: inventory, farmName: farms.farmName, certifiedOrganic: farms.certifiedOrganic })
    .from(inventory)
    .innerJoin(farms, eq(farms.id, inventory.farmId))
    .where(anyIdIn(inventory.id, 'ids'))
    .prepare(name),
);
