import {
  DistributionType,
  NO_LONGER_AVAILABLE,
  type DistributionDto,
  type ShippableInventoryDto,
  type FarmDto,
  type InventoryDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import {
  COUNT_CAP,
  countAvailable,
  listByDistribution,
  toFarm,
  toInventory,
  loadDistributions,
  loadFarms,
  loadInventory,
  type PageRequest,
  type Viewer,
} from '../catalog';
import { locateZip } from '../geo';
import type { KeptFrames } from '../catalog';

export const PRODUCT_GONE = NO_LONGER_AVAILABLE;

/**
 * A product page: the item, its farm and the farm's distributions of the kinds the item is sold
 * through, offered to the viewer. Hidden farms and hidden test products are gone (404).
 */
export async function productDetails(
  deps: AppDeps,
  viewer: Viewer,
  inventoryId: number,
  frames: KeptFrames | null = null,
): Promise<{ farm: FarmDto; item: InventoryDto; distributions: DistributionDto[] }> {
  const { db } = deps.database;
  const {
    rows: [item],
  } = await loadInventory(db, viewer, { itemId: inventoryId }, { page: 1, limit: COUNT_CAP });
  if (!item) throw notFound(PRODUCT_GONE);
  const [[farm], dists, available] = await Promise.all([
    loadFarms(db, [item.farmId], frames),
    loadDistributions(db, viewer, [item.farmId], item.distributionTypes),
    countAvailable(db, viewer, [item.farmId]),
  ]);
  if (!farm) throw notFound(PRODUCT_GONE);
  return {
    farm: toFarm(farm, available.get(farm.id) ?? 0),
    item: toInventory(item, viewer, dists),
    distributions: dists,
  };
}

/**
 * To Your Door: shippable products of the farms shipping to `zipCode`, or of every farm that
 * ships when no zip is given, with those shipping distributions.
 */
export async function shippableInventory(
  deps: AppDeps,
  viewer: Viewer,
  { zipCode, ...filters }: PageRequest & { zipCode?: string; category?: number },
  frames: KeptFrames | null = null,
): Promise<{ result: ShippableInventoryDto }> {
  const place = zipCode ? { zip: zipCode, point: await locateZip(deps.geocoder, zipCode) } : undefined;
  const listing = await listByDistribution(
    deps.database.db,
    viewer,
    DistributionType.Shipping,
    filters,
    place,
    frames,
  );
  return {
    result: {
      inventory: listing.inventory,
      distributions: listing.distributions,
      total: listing.total,
      categories: listing.categories,
      page: listing.page,
      limit: listing.limit,
    },
  };
}
