/**
 * Search across every farm's food (issue 18.1). One query finds the page of matches: full-text
 * search (stemmed: 'tomato' finds 'Tomatoes') or trigram word similarity (typos: 'tomatoe'),
 * both served by the GIN indexes of migration 0010 on the same expressions; then the farms that
 * reach the buyer (their zip and chosen way), the filters, and the order: relevance in steps of
 * a tenth, then distance.
 */
import { and, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  DistributionType,
  EARTH_RADIUS_MILES,
  PICKUP_REACH_MILES,
  isWholesaleBuyer,
  type SearchHitDto,
  type SearchQuery,
  type SearchResultDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { distributions, farms, inventory, markets } from '../../db/schema';
import { toInventory } from '../catalog/dto';
import {
  boundingBox,
  buyableBy,
  carries,
  listedFarm,
  loadWindows,
  shippableItem,
  totalOf,
  visibleItem,
  windowTotal,
  type Viewer,
} from '../catalog/queries';
import { locateZip } from '../geo/service';

/** The text searched; the indexes of migration 0010 are built on exactly these expressions. */
const searchDoc = sql`(${inventory.itemName} || ' ' || ${inventory.otherItemName} || ' ' || ${inventory.variety})`;

const milesBetween = (lat: SQL | number, lng: SQL | number, to: { latitude: number; longitude: number }) =>
  sql<number>`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(power(sin(radians(${to.latitude}::float8 - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${to.latitude}::float8)) * power(sin(radians(${to.longitude}::float8 - ${lng}) / 2), 2)))))`;

/** SPEC 6: delivery offered to the viewer's type (deliveryFor null or 3 is everyone). */
const deliveryForViewer = (viewer: Viewer) =>
  sql`(${distributions.deliveryFor} is null or ${distributions.deliveryFor} = 3 or ${distributions.deliveryFor} = ${
    viewer.userType != null && isWholesaleBuyer(viewer.userType) ? 2 : 1
  })`;

/** An active distribution of the item's farm of this kind matching `more` (index distributions_farm_idx). */
const farmHas = (kind: number, more?: SQL) =>
  sql`exists (select 1 from ${distributions} left join ${markets} on ${markets.id} = ${distributions.marketId}
    where ${distributions.farmId} = ${inventory.farmId} and ${distributions.selectPickDel} = ${kind}
      and ${distributions.status} = 1 and (${distributions.marketId} is null or ${markets.status} = 0)
      ${more ? sql`and ${more}` : sql``})`;

/** The item reaches the buyer by `kind`: carried that way and the farm serves the zip (pickup: near it). */
function reaches(
  kind: number,
  viewer: Viewer,
  place: { zip: string; point: { latitude: number; longitude: number } } | null,
) {
  const zipServed = place
    ? sql`${distributions.deliveryPostalCodes} @> array[${place.zip}]::text[]`
    : undefined;
  if (kind === DistributionType.Pickup)
    return and(
      carries(kind),
      farmHas(
        kind,
        place
          ? sql`${milesBetween(sql`${distributions.latitude}`, sql`${distributions.longitude}`, place.point)} <= ${PICKUP_REACH_MILES}`
          : undefined,
      ),
    )!;
  if (kind === DistributionType.Delivery)
    return and(
      carries(kind),
      farmHas(
        kind,
        zipServed ? sql`${zipServed} and ${deliveryForViewer(viewer)}` : deliveryForViewer(viewer),
      ),
    )!;
  return and(shippableItem, farmHas(kind, zipServed))!;
}

/**
 * The farms that reach the buyer's zip by one of `kinds`, from the distributions alone (a few
 * thousand rows at most, by the zip's GIN index and the pickup reach's box), so the item search
 * reads those farms' items instead of testing every match in the catalogue (issue 14: no call grows
 * with the whole catalogue).
 */
async function farmsReaching(
  db: AppDeps['database']['db'],
  viewer: Viewer,
  kinds: number[],
  place: { zip: string; point: { latitude: number; longitude: number } },
): Promise<number[]> {
  const zipServed = sql`${distributions.deliveryPostalCodes} @> array[${place.zip}]::text[]`;
  const byKind = (kind: number) =>
    kind === DistributionType.Pickup
      ? and(
          eq(distributions.selectPickDel, kind),
          boundingBox(place.point, PICKUP_REACH_MILES, distributions.latitude, distributions.longitude),
          sql`${milesBetween(sql`${distributions.latitude}`, sql`${distributions.longitude}`, place.point)} <= ${PICKUP_REACH_MILES}`,
        )
      : kind === DistributionType.Delivery
        ? and(eq(distributions.selectPickDel, kind), zipServed, deliveryForViewer(viewer))
        : and(eq(distributions.selectPickDel, kind), zipServed);
  const rows = await db
    .selectDistinct({ id: distributions.farmId })
    .from(distributions)
    .leftJoin(markets, eq(markets.id, distributions.marketId))
    .where(
      and(
        eq(distributions.status, 1),
        sql`(${distributions.marketId} is null or ${markets.status} = 0)`,
        or(...kinds.map(byKind)),
      ),
    );
  return rows.map((r) => r.id);
}

export async function searchItems(deps: AppDeps, viewer: Viewer, q: SearchQuery): Promise<SearchResultDto> {
  const { db } = deps.database;
  const place = q.zipCode ? { zip: q.zipCode, point: await locateZip(deps.geocoder, q.zipCode) } : null;
  const text = q.q.toLowerCase();
  const fts = sql`to_tsvector('english'::regconfig, ${searchDoc}) @@ plainto_tsquery('english'::regconfig, ${text})`;
  const fuzzy = sql`${text} <% lower(${searchDoc})`;
  const relevance = sql<number>`round((word_similarity(${text}, lower(${searchDoc})) + case when ${fts} then 0.3 else 0 end)::numeric, 1)`;
  const wholesale = viewer.userType != null && isWholesaleBuyer(viewer.userType);
  const price = wholesale ? inventory.wholesalePriceCents : inventory.consumerPriceCents;
  const distance = place
    ? milesBetween(sql`${farms.latitude}`, sql`${farms.longitude}`, place.point)
    : sql<number>`null::float8`;
  const kinds = q.distributionType
    ? [q.distributionType]
    : [DistributionType.Pickup, DistributionType.Delivery, DistributionType.Shipping];

  const reaching = place ? await farmsReaching(db, viewer, kinds, place) : null;
  if (reaching?.length === 0) return { result: [], total: 0, page: q.page, limit: q.limit, farms: [] };

  const common = and(
    listedFarm,
    reaching ? inArray(inventory.farmId, reaching) : undefined,
    buyableBy(viewer),
    visibleItem(viewer),
    or(fts, fuzzy),
    or(...kinds.map((k) => reaches(k, viewer, place))),
    q.category != null ? eq(inventory.inventoryType, q.category) : undefined,
    q.organic ? or(eq(farms.certifiedOrganic, true), eq(farms.nofa, true)) : undefined,
    q.minPriceCents != null ? gte(price, q.minPriceCents) : undefined,
    q.maxPriceCents != null ? lte(price, q.maxPriceCents) : undefined,
  );
  const where = and(common, q.farmId != null ? eq(inventory.farmId, q.farmId) : undefined);
  const order = {
    relevance: [sql`${relevance} desc`, sql`${distance} asc nulls last`],
    price: [sql`${price} asc`, sql`${relevance} desc`, sql`${distance} asc nulls last`],
    distance: [sql`${distance} asc nulls last`, sql`${relevance} desc`],
  }[q.sort];

  const [rows, farmRows] = await Promise.all([
    db
      .select({
        item: inventory,
        farmName: farms.farmName,
        certifiedOrganic: farms.certifiedOrganic,
        distance,
        total: windowTotal(),
      })
      .from(inventory)
      .innerJoin(farms, eq(farms.id, inventory.farmId))
      .where(where)
      .orderBy(...order, sql`${inventory.id} asc`)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .selectDistinct({ _id: farms.id, farmName: farms.farmName })
      .from(inventory)
      .innerJoin(farms, eq(farms.id, inventory.farmId))
      .where(common)
      .orderBy(farms.farmName, farms.id)
      .limit(100),
  ]);
  const farmIds = [...new Set(rows.map((r) => r.item.farmId))];
  const windows = await loadWindows(db, viewer, farmIds);
  const result: SearchHitDto[] = rows.map((r) => ({
    ...toInventory({ ...r.item, farmName: r.farmName }, viewer, windows),
    distanceMiles: r.distance == null ? null : Math.round(Number(r.distance) * 10) / 10,
    certifiedOrganic: r.certifiedOrganic,
  }));
  const total = await totalOf(rows, q.page, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(inventory)
      .innerJoin(farms, eq(farms.id, inventory.farmId))
      .where(where);
    return row?.n ?? 0;
  });
  return { result, total, page: q.page, limit: q.limit, farms: farmRows };
}
