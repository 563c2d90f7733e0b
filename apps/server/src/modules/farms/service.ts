import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  FARM_DOES_NOT_EXIST,
  distanceMiles,
  type DistributionDto,
  type FarmCardDto,
  type FarmDetailsDto,
  type FarmDistributionsInventoryDto,
  type FarmDto,
  type Paged,
} from '@lfm/core';
import type { GeoPoint } from '../../adapters/geocoder';
import type { AppDeps } from '../../app-deps';
import { farms } from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  boundingBox,
  cappedCount,
  containsText,
  countAvailable,
  farmCardColumns,
  listByDistribution,
  listedFarm,
  loadDistributions,
  loadFarms,
  loadInventory,
  toFarm,
  toFarmCard,
  toInventory,
  type DistributionKind,
  type FarmCardRow,
  type ListingFilters,
  type PageRequest,
  type Viewer,
} from '../catalog';
import { locateZip } from '../geo';
import type { KeptFrames } from '../catalog';

export interface FarmSearch extends PageRequest {
  search?: string;
  state?: string;
  city?: string;
  /** With `radius`: only farms within that many miles, nearest first, each with its distance. */
  near?: GeoPoint;
  radius: number;
}

/** Listed farms by name, state and city; newest first, or nearest first within `radius` of `near`. */
export async function searchFarms(deps: AppDeps, viewer: Viewer, q: FarmSearch): Promise<Paged<FarmCardDto>> {
  const { db } = deps.database;
  const where = and(
    listedFarm,
    q.search ? containsText(farms.farmName, q.search) : undefined,
    q.state ? eq(farms.state, q.state) : undefined,
    q.city ? eq(farms.city, q.city) : undefined,
  );
  let pageRows: { farm: FarmCardRow; miles?: number }[];
  let total: number;
  if (q.near) {
    const origin = q.near;
    const candidates = await db
      .select(farmCardColumns)
      .from(farms)
      .where(and(where, boundingBox(origin, q.radius, farms.latitude, farms.longitude)));
    const inRange = candidates
      .flatMap((farm) =>
        farm.latitude == null || farm.longitude == null
          ? []
          : [{ farm, miles: distanceMiles(origin, { latitude: farm.latitude, longitude: farm.longitude }) }],
      )
      .filter((r) => r.miles <= q.radius)
      .sort((a, b) => a.miles - b.miles || a.farm.farmName.localeCompare(b.farm.farmName));
    total = inRange.length;
    pageRows = inRange.slice((q.page - 1) * q.limit, q.page * q.limit);
  } else {
    const rows = await db
      .select({ farm: farmCardColumns })
      .from(farms)
      .where(where)
      .orderBy(desc(farms.createdAt), desc(farms.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    total = q.page === 1 && rows.length < q.limit ? rows.length : await cappedCount(db, farms, where);
    pageRows = rows;
  }
  const available = await countAvailable(
    db,
    viewer,
    pageRows.map((r) => r.farm.id),
  );
  return {
    result: pageRows.map((r) => toFarmCard(r.farm, available.get(r.farm.id) ?? 0, r.miles)),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** The states and (state, city) pairs of listed farms, for the farm list's selects. */
export async function farmStatesAndCities(
  deps: AppDeps,
): Promise<{ result: { state: string[]; city: { state: string; city: string }[] } }> {
  const rows = await deps.database.db
    .selectDistinct({ state: farms.state, city: farms.city })
    .from(farms)
    .where(and(listedFarm, ne(farms.state, '')))
    .orderBy(asc(farms.state), asc(farms.city));
  return {
    result: {
      state: [...new Set(rows.map((r) => r.state))],
      city: rows.filter((r) => r.city !== ''),
    },
  };
}

/** A farm's page: the farm, one page of its visible products and the distributions offered to the viewer. */
export async function farmDetails(
  deps: AppDeps,
  viewer: Viewer,
  farmId: number,
  paging: PageRequest = { page: 1, limit: 20 },
  frames: KeptFrames | null = null,
): Promise<{ result: FarmDetailsDto }> {
  const { db } = deps.database;
  const [farm] = await loadFarms(db, [farmId], frames);
  if (!farm) throw notFound(FARM_DOES_NOT_EXIST);
  const [dists, available, items] = await Promise.all([
    loadDistributions(db, viewer, [farmId]),
    countAvailable(db, viewer, [farmId]),
    loadInventory(db, viewer, { farmId }, paging),
  ]);
  return {
    result: {
      farmData: toFarm(farm, available.get(farmId) ?? 0),
      inventoryData: items.rows.map((item) => toInventory(item, viewer, dists)),
      distributionData: dists,
      inventoryTotal: items.total,
      ...paging,
    },
  };
}

/** Farms by id (the cart's farms), in the order asked; unknown and hidden farms are left out. */
export async function farmsByIds(
  deps: AppDeps,
  viewer: Viewer,
  farmIds: number[],
): Promise<{ farmInfo: (FarmDto & { distributionInfo: DistributionDto[] })[] }> {
  const { db } = deps.database;
  const [farmRows, dists, available] = await Promise.all([
    loadFarms(db, farmIds),
    loadDistributions(db, viewer, farmIds),
    countAvailable(db, viewer, farmIds),
  ]);
  const byId = new Map(farmRows.map((f) => [f.id, f]));
  return {
    farmInfo: farmIds.flatMap((id) => {
      const farm = byId.get(id);
      if (!farm) return [];
      return [
        {
          ...toFarm(farm, available.get(id) ?? 0),
          distributionInfo: dists.filter((d) => d.farmId === id),
        },
      ];
    }),
  };
}

/**
 * The order-now list for one way of buying. Delivery and shipping need the buyer's zip; a zip
 * that does not exist is 400 'Please fill valid address'. With a zip, farms and markets come
 * nearest first.
 */
export async function farmDistributionsInventory(
  deps: AppDeps,
  viewer: Viewer,
  kind: DistributionKind,
  filters: ListingFilters & { zipCode?: string },
  frames: KeptFrames | null = null,
): Promise<{ result: FarmDistributionsInventoryDto }> {
  const { zipCode, ...rest } = filters;
  const place = zipCode ? { zip: zipCode, point: await locateZip(deps.geocoder, zipCode) } : undefined;
  return { result: await listByDistribution(deps.database.db, viewer, kind, rest, place, frames) };
}
