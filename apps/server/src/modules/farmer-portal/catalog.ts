import { and, asc, count, desc, eq, getTableColumns, ilike, max, or } from 'drizzle-orm';
import {
  NOT_FOUND,
  APPROVAL_MESSAGES,
  FarmStatus,
  previewWindow,
  type SellerApproval,
  type DistributionInput,
  type FarmProfileInput,
  type InventoryItemInput,
  DistributionType,
  type MyFarmDto,
  type PortalDistribution,
  type PortalItem,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/client';
import { distributions, farmMedia, farms, inventory, markets, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { columnsExcept, pickColumns } from '../../lib/columns';
import { toWebp } from '../../lib/images';
import { recordActorAudit, type Actor } from '../audit';
import { activeDistribution } from '../catalog';
import { insertItem, updateFarmItem, updateItemStatus } from '../inventory';
import { locate } from '../users';
import { farmOf } from './orders';
import { said } from '@lfm/core/i18n/translate';

export const ITEM_NOT_FOUND = NOT_FOUND.item;
export const DISTRIBUTION_NOT_FOUND = NOT_FOUND.distribution;
export const MEDIA_NOT_FOUND = NOT_FOUND.media;
export const MARKET_NOT_FOUND = NOT_FOUND.market;
export const MAX_PHOTOS = 12;

/** Issue 13: whether an admin has approved the farmer's account ('pending' after a farmer's own sign-up). */
async function approvalOf(db: Db, userId: number): Promise<SellerApproval> {
  const [row] = await db.select({ approval: users.approval }).from(users).where(eq(users.id, userId));
  return row?.approval ?? 'pending';
}

/** The farm's columns its farmer's portal shows (portalFarmSchema): not its owner or its times. */
const farmColumns = columnsExcept(getTableColumns(farms), 'userId', 'createdAt', 'updatedAt');
const mediaColumns = columnsExcept(getTableColumns(farmMedia), 'farmId');

export async function myFarm(deps: AppDeps, userId: number): Promise<MyFarmDto> {
  const { db } = deps.database;
  const [[farm], approval] = await Promise.all([
    db.select(farmColumns).from(farms).where(eq(farms.userId, userId)),
    approvalOf(db, userId),
  ]);
  if (!farm) return { farm: null, approval };
  const media = await db
    .select(mediaColumns)
    .from(farmMedia)
    .where(eq(farmMedia.farmId, farm.id))
    .orderBy(asc(farmMedia.position), asc(farmMedia.id));
  return { farm: { ...farm, media }, approval };
}

/**
 * Creates the farmer's farm on first save, else updates it; the address is geocoded. The farm
 * is listed at once for an approved farmer, else held (hidden) until an admin approves.
 */
export async function saveFarm(
  deps: AppDeps,
  userId: number,
  input: FarmProfileInput,
  logo: Buffer | undefined,
) {
  const point = await locate(deps.geocoder, input);
  const farmLogo = logo ? await deps.storage.put('farms', 'webp', await toWebp(logo, 320, 320)) : undefined;
  const values = { ...input, ...point, ...(farmLogo ? { farmLogo } : {}) };
  const { db } = deps.database;
  const approved = (await approvalOf(db, userId)) === 'approved';
  await db
    .insert(farms)
    .values({ userId, ...values, status: approved ? FarmStatus.Listed : FarmStatus.AwaitingApproval })
    .onConflictDoUpdate({ target: farms.userId, set: values });
  return { message: said('done.farmSaved'), ...(await myFarm(deps, userId)) };
}

/** Issue 13: the farm an approved farmer's sign-up held back is listed (admin's approval). */
export async function listHeldFarm(db: Db | Tx, userId: number) {
  await db
    .update(farms)
    .set({ status: FarmStatus.Listed })
    .where(and(eq(farms.userId, userId), eq(farms.status, FarmStatus.AwaitingApproval)));
}

export async function addPhoto(deps: AppDeps, userId: number, photo: Buffer) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const [{ n = 0, last = -1 } = {}] = await db
    .select({ n: count(), last: max(farmMedia.position) })
    .from(farmMedia)
    .where(eq(farmMedia.farmId, farm.id));
  if (n >= MAX_PHOTOS) throw badRequest(said('answer.tooManyPhotos', { n: MAX_PHOTOS }));
  const [url, thumbUrl] = await Promise.all([
    toWebp(photo, 1600).then((b) => deps.storage.put('farms', 'webp', b)),
    toWebp(photo, 480, 360).then((b) => deps.storage.put('farms', 'webp', b)),
  ]);
  await db.insert(farmMedia).values({ farmId: farm.id, url, thumbUrl, position: (last ?? -1) + 1 });
  return { message: said('done.photoAdded'), ...(await myFarm(deps, userId)) };
}

/** The farm's photos in the order given: exactly its own photo ids, each once. */
export async function orderPhotos(deps: AppDeps, userId: number, mediaIds: number[]) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const own = await db.select({ id: farmMedia.id }).from(farmMedia).where(eq(farmMedia.farmId, farm.id));
  const ids = new Set(own.map((m) => m.id));
  if (
    mediaIds.length !== ids.size ||
    new Set(mediaIds).size !== mediaIds.length ||
    !mediaIds.every((id) => ids.has(id))
  )
    throw badRequest(said('answer.photoOrder'));
  await db.transaction(async (tx) => {
    for (const [position, id] of mediaIds.entries())
      await tx
        .update(farmMedia)
        .set({ position })
        .where(and(eq(farmMedia.id, id), eq(farmMedia.farmId, farm.id)));
  });
  return { message: said('done.photosReordered'), ...(await myFarm(deps, userId)) };
}

export async function removePhoto(deps: AppDeps, userId: number, mediaId: number) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const [gone] = await db
    .delete(farmMedia)
    .where(and(eq(farmMedia.id, mediaId), eq(farmMedia.farmId, farm.id)))
    .returning({ id: farmMedia.id });
  if (!gone) throw notFound(MEDIA_NOT_FOUND);
  return { message: said('done.photoRemoved'), ...(await myFarm(deps, userId)) };
}

// ---------------------------------------------------------------- inventory

/** An item's columns as its farmer edits it (portalItemSchema): not its owner's user id, generated flags or times. */
const itemColumns = columnsExcept(
  getTableColumns(inventory),
  'userId',
  'consumerInStock',
  'wholesaleInStock',
  'testProduct',
  'createdAt',
  'updatedAt',
);
const portalItem = (row: typeof inventory.$inferSelect): PortalItem => pickColumns(row, itemColumns);

export async function listItems(
  deps: AppDeps,
  userId: number,
  q: { search?: string; category?: number; status?: number; page: number; limit: number },
) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const like = q.search ? `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(inventory.farmId, farm.id),
    like
      ? or(
          ilike(inventory.itemName, like),
          ilike(inventory.otherItemName, like),
          ilike(inventory.variety, like),
          ilike(inventory.itemNameEs, like),
        )
      : undefined,
    q.category ? eq(inventory.inventoryType, q.category) : undefined,
    q.status != null ? eq(inventory.status, q.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(itemColumns)
      .from(inventory)
      .where(where)
      .orderBy(desc(inventory.updatedAt), desc(inventory.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(inventory).where(where),
  ]);
  return { result: rows, total: counted?.total ?? 0, page: q.page, limit: q.limit };
}

async function myItem(deps: AppDeps, farmId: number, inventoryId: number) {
  const [item] = await deps.database.db
    .select()
    .from(inventory)
    .where(and(eq(inventory.id, inventoryId), eq(inventory.farmId, farmId)));
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

const itemImage = async (deps: AppDeps, image: Buffer | undefined) =>
  image ? deps.storage.put('products', 'webp', await toWebp(image, 800, 600)) : undefined;

export async function addItem(
  deps: AppDeps,
  userId: number,
  input: InventoryItemInput,
  image: Buffer | undefined,
) {
  const farm = await farmOf(deps.database.db, userId);
  const stored = await itemImage(deps, image);
  const item = await insertItem(deps.database.db, {
    ...input,
    farmId: farm.id,
    userId,
    image: stored ?? null,
  });
  return { message: said('done.itemAdded'), item: portalItem(item) };
}

export async function editItem(
  deps: AppDeps,
  actor: Actor & { userId: number },
  inventoryId: number,
  input: InventoryItemInput,
  image: Buffer | undefined,
) {
  const farm = await farmOf(deps.database.db, actor.userId);
  const before = await myItem(deps, farm.id, inventoryId);
  const stored = await itemImage(deps, image);
  const item = await deps.database.db.transaction(async (tx) => {
    const item = await updateFarmItem(tx, farm.id, inventoryId, {
      ...input,
      // Saving the farmer's edit publishes a copy (issue 12.5).
      published: true,
      ...(stored ? { image: stored } : {}),
    });
    const prices = (i: typeof before) => ({
      consumer: i.consumerPriceCents,
      wholesale: i.wholesalePriceCents,
    });
    if (item && changed(prices(before), prices(item)))
      await recordActorAudit(tx, actor, {
        action: 'item.price',
        subjectType: 'inventory',
        subjectId: inventoryId,
        detail: {
          farmId: farm.id,
          itemName: item.itemName,
          fromCents: prices(before),
          toCents: prices(item),
        },
      });
    return item;
  });
  return { message: said('done.itemSaved'), item: portalItem(item!) };
}

const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/** A copy to edit into a similar item; it starts unlisted so buyers never see a half-edited copy. */
export async function duplicateItem(deps: AppDeps, userId: number, inventoryId: number) {
  const farm = await farmOf(deps.database.db, userId);
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = await myItem(deps, farm.id, inventoryId);
  const item = await insertItem(deps.database.db, {
    ...rest,
    itemName: `${rest.itemName} (copy)`.slice(0, 100),
    status: 0,
    published: false,
  });
  return { message: said('done.itemDuplicated'), item: portalItem(item) };
}

/** Listed (1) or out of stock (0: buy controls hidden, SPEC 3). */
export async function setItemStatus(deps: AppDeps, userId: number, inventoryId: number, status: number) {
  const farm = await farmOf(deps.database.db, userId);
  await myItem(deps, farm.id, inventoryId);
  await updateItemStatus(deps.database.db, inventoryId, status);
  return { message: status === 1 ? 'Item listed.' : 'Item marked out of stock.' };
}

// ---------------------------------------------------------------- distributions

/** A distribution's columns as its farmer edits it (portalDistributionSchema), without its preview. */
const distributionColumns = columnsExcept(
  getTableColumns(distributions),
  'farmId',
  'userId',
  'latitude',
  'longitude',
  'deliveryPostalCodeCount',
  'status',
  'createdAt',
);
const withPreview = (d: Omit<PortalDistribution, 'preview'>, now: Date): PortalDistribution => ({
  ...d,
  preview: previewWindow(d, now),
});

export async function listDistributions(deps: AppDeps, userId: number) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const rows = await db
    .select(distributionColumns)
    .from(distributions)
    .where(and(eq(distributions.farmId, farm.id), activeDistribution))
    .orderBy(asc(distributions.selectPickDel), asc(distributions.id));
  const now = deps.clock.now();
  return { result: rows.map((d) => withPreview(d, now)) };
}

/** Where a distribution is: the market's address for a market pickup, else the farm's. */
async function placeOf(
  deps: AppDeps,
  farm: typeof farms.$inferSelect,
  input: DistributionInput,
  userId: number,
) {
  if (input.selectPickDel === DistributionType.Pickup && input.marketId) {
    if ((await approvalOf(deps.database.db, userId)) !== 'approved')
      throw forbidden(APPROVAL_MESSAGES.markets);
    const [market] = await deps.database.db
      .select()
      .from(markets)
      .where(and(eq(markets.id, input.marketId), eq(markets.status, 0)));
    if (!market) throw notFound(MARKET_NOT_FOUND);
    return market;
  }
  return farm;
}
const placeColumns = (p: {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
}) => ({
  addressLine1: p.addressLine1,
  addressLine2: p.addressLine2,
  city: p.city,
  state: p.state,
  postalCode: p.postalCode,
  latitude: p.latitude,
  longitude: p.longitude,
});

export async function addDistribution(deps: AppDeps, userId: number, input: DistributionInput) {
  const farm = await farmOf(deps.database.db, userId);
  const place = await placeOf(deps, farm, input, userId);
  const [d] = await deps.database.db
    .insert(distributions)
    .values({
      ...input,
      marketId: input.selectPickDel === DistributionType.Pickup ? input.marketId : null,
      farmId: farm.id,
      userId,
      ...placeColumns(place),
    })
    .returning(distributionColumns);
  return { message: said('done.distributionAdded'), distribution: withPreview(d!, deps.clock.now()) };
}

/** What a distribution charges for delivery: a change of any of it is audited (issue 34.7). */
type Fees = Pick<
  typeof distributions.$inferSelect,
  'flatFeeCents' | 'deliveryFeeCentsPerMile' | 'freeDeliveryOverCents' | 'deliveryZones' | 'deliveries'
>;
const feesOf = (d: Fees) => ({
  flatFeeCents: d.flatFeeCents,
  deliveryFeeCentsPerMile: d.deliveryFeeCentsPerMile,
  freeDeliveryOverCents: d.freeDeliveryOverCents,
  deliveryZones: d.deliveryZones,
  deliveries: d.deliveries.map((s) => ({ day: s.day, time: s.time, feeCents: s.feeCents })),
});

export async function editDistribution(
  deps: AppDeps,
  actor: Actor & { userId: number },
  distributionId: number,
  input: DistributionInput,
) {
  const userId = actor.userId;
  const farm = await farmOf(deps.database.db, userId);
  const place = await placeOf(deps, farm, input, userId);
  const mine = and(
    eq(distributions.id, distributionId),
    eq(distributions.farmId, farm.id),
    activeDistribution,
  );
  const d = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(distributions).where(mine).for('update');
    if (!before) return undefined;
    const [d] = await tx
      .update(distributions)
      .set({
        ...input,
        marketId: input.selectPickDel === DistributionType.Pickup ? input.marketId : null,
        ...placeColumns(place),
      })
      .where(mine)
      .returning(distributionColumns);
    if (d && changed(feesOf(before), feesOf(d)))
      await recordActorAudit(tx, actor, {
        action: 'distribution.fees',
        subjectType: 'distribution',
        subjectId: distributionId,
        detail: { farmId: farm.id, from: feesOf(before), to: feesOf(d) },
      });
    return d;
  });
  if (!d) throw notFound(DISTRIBUTION_NOT_FOUND);
  return { message: said('done.distributionSaved'), distribution: withPreview(d, deps.clock.now()) };
}

/** Retired, not deleted: orders keep pointing at it. */
export async function removeDistribution(deps: AppDeps, userId: number, distributionId: number) {
  const farm = await farmOf(deps.database.db, userId);
  const [d] = await deps.database.db
    .update(distributions)
    .set({ status: 0 })
    .where(and(eq(distributions.id, distributionId), eq(distributions.farmId, farm.id), activeDistribution))
    .returning({ id: distributions.id });
  if (!d) throw notFound(DISTRIBUTION_NOT_FOUND);
  return { message: said('done.distributionRemoved') };
}
