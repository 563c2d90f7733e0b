/**
 * The cart's writes (issue 31): add, change and remove lines, choose pickup or delivery, save the
 * delivery address, empty the cart after checkout. Each answers with the cart as read.ts reads it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  FARM_DOES_NOT_EXIST,
  NOT_IN_CART,
  NO_LONGER_AVAILABLE,
  OUT_OF_STOCK,
  priceFor,
  quantityProblem,
  selectDeliveryLocation,
  selectPickupLocation,
  slotFull,
  type CourierType,
  type PickupOptionDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { preparedQuery, type Db, type Tx } from '../../db/client';
import {
  cartFarms,
  cartLines,
  carts,
  distributions,
  farms,
  inventory,
  type AddressValue,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { locate } from '../users';

import { LISTED_FARM, computeCart, dtoOf, onSale, type CartUser } from './read';

type Exec = Db | Tx;

export const ADDED = 'Product added to your cart.';
export const QTY_UPDATED = 'Quantity updated.';
export const COURIER_SAVED = 'Your choice is saved.';
export const DELIVERY_INFO_SAVED = 'Delivery address saved.';
export const REMOVED = 'Product removed from your cart.';

/** The buyer's cart, made on first use: one statement. */
async function cartIdOf(exec: Exec, userId: number) {
  const [row] = await exec
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return row!.id;
}

interface NewLine {
  farmId: number;
  inventoryId: number;
  quantity: number;
  subscriptionInterval: string | null;
  subscriptionIntervalCount: number;
}

/**
 * Puts the line in the buyer's cart (made on first use), or gives it its new quantity: one statement,
 * so atomic without a transaction's extra round trips (the embedded PGlite pays for each one).
 */
async function putLine(exec: Exec, userId: number, line: NewLine): Promise<number> {
  const result = (await exec.execute(sql`
    WITH cart AS (
      INSERT INTO carts (user_id) VALUES (${userId})
      ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
      RETURNING id
    )
    INSERT INTO cart_lines (cart_id, farm_id, inventory_id, quantity, subscription_interval, subscription_interval_count)
    SELECT id, ${line.farmId}, ${line.inventoryId}, ${line.quantity}, ${line.subscriptionInterval}, ${line.subscriptionIntervalCount}
    FROM cart
    ON CONFLICT (cart_id, inventory_id) DO UPDATE SET quantity = excluded.quantity
    RETURNING cart_id`)) as unknown as { rows: { cart_id: number }[] };
  return result.rows[0]!.cart_id;
}

/**
 * The item as the buyer may buy it now: 'This product is no longer available' when it is gone
 * (unknown, unpublished, a test product, its farm hidden), 'Out of stock' when it has no units (SPEC 3).
 */
async function buyableItem(exec: Exec, productId: number, user: CartUser) {
  const [row] = await itemQuery(exec).execute({ productId });
  if (!row || !onSale(row.item) || row.farmStatus !== LISTED_FARM) throw notFound(NO_LONGER_AVAILABLE);
  const max = priceFor(row.item, user.userType).maxQuantity;
  if (row.item.status !== 1 || max <= 0) throw badRequest(OUT_OF_STOCK);
  return { item: row.item, max };
}

const itemQuery = preparedQuery('cart_item', (exec, name) =>
  exec
    .select({ item: inventory, farmStatus: farms.status })
    .from(inventory)
    .innerJoin(farms, eq(farms.id, inventory.farmId))
    .where(eq(inventory.id, sql.placeholder('productId')))
    .prepare(name),
);

export interface AddInput {
  productId: number;
  productQuantity: number;
  courierType?: CourierType;
  address?: AddressValue;
}

/** addCart/add: adding an item already in the cart sets its quantity (SPEC 4: the card then says 'Added to cart'). */
export async function addToCart(deps: AppDeps, user: CartUser, input: AddInput) {
  const { db } = deps.database;
  const { item, max } = await buyableItem(db, input.productId, user);
  const problem = quantityProblem(input.productQuantity, max);
  if (problem) throw badRequest(problem);
  const point = input.address ? await locate(deps.geocoder, input.address) : null;
  const line: NewLine = {
    farmId: item.farmId,
    inventoryId: item.id,
    quantity: input.productQuantity,
    subscriptionInterval: item.subscriptionInterval,
    subscriptionIntervalCount: item.subscriptionIntervalCount,
  };
  const courierType = input.courierType;
  if (!courierType) await putLine(db, user.id, line);
  else
    await db.transaction(async (tx) => {
      const cartId = await putLine(tx, user.id, line);
      // The product page's choice of pickup or delivery (and its address) becomes the farm's choice.
      const address = input.address && point ? { ...input.address, ...point } : undefined;
      await tx
        .insert(cartFarms)
        .values({ cartId, farmId: item.farmId, courierType, address })
        .onConflictDoUpdate({
          target: [cartFarms.cartId, cartFarms.farmId],
          set: {
            courierType,
            ...(address ? { address } : {}),
            distributionId: null,
            day: null,
            timeSlot: null,
            marketId: null,
            deliveryFeesCents: 0,
          },
        });
    });
  return { message: ADDED, cart: await dtoOf(deps, user) };
}

/** A line of the buyer's cart, by its id or its product's. */
const lineQuery = preparedQuery('cart_line', (exec, name, by: 'line' | 'product') =>
  exec
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(
      and(
        eq(carts.userId, sql.placeholder('userId')),
        eq(by === 'line' ? cartLines.id : cartLines.inventoryId, sql.placeholder('id')),
      ),
    )
    .prepare(name),
);

async function myLine(exec: Exec, userId: number, where: { productId?: number; lineId?: number }) {
  const by = where.lineId != null ? 'line' : 'product';
  const [row] = await lineQuery(exec, by).execute({ userId, id: where.lineId ?? where.productId! });
  if (!row) throw notFound(NOT_IN_CART);
  return row.line;
}

export async function updateQuantity(deps: AppDeps, user: CartUser, productId: number, quantity: number) {
  const { db } = deps.database;
  // Both read side by side; a product not in the cart is refused first, as when they were read in turn.
  const [line, item] = await Promise.allSettled([
    myLine(db, user.id, { productId }),
    buyableItem(db, productId, user),
  ]);
  if (line.status === 'rejected') throw line.reason;
  if (item.status === 'rejected') throw item.reason;
  const { max } = item.value;
  const problem = quantityProblem(quantity, max);
  if (problem) throw badRequest(problem);
  await db.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.value.id));
  return { message: QTY_UPDATED, cart: await dtoOf(deps, user) };
}

export async function removeLine(deps: AppDeps, user: CartUser, lineId: number) {
  const { db } = deps.database;
  const line = await myLine(db, user.id, { lineId });
  await db.transaction(async (tx) => {
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    const left = await tx.$count(
      cartLines,
      and(eq(cartLines.cartId, line.cartId), eq(cartLines.farmId, line.farmId)),
    );
    if (left === 0)
      await tx
        .delete(cartFarms)
        .where(and(eq(cartFarms.cartId, line.cartId), eq(cartFarms.farmId, line.farmId)));
  });
  return { message: REMOVED, cart: await dtoOf(deps, user) };
}

/**
 * A farm's courier choice. The web app names the option it shows (distributionId, day, timeSlot); a client
 * following SPEC 3 sends farmId, marketId (pickup), courierType, address, day and deliveryFees instead, and
 * the option is found from what it gives. Fees sent are never trusted: the option's own fee applies.
 */
export interface CourierChoice {
  farmId: number;
  courierType: CourierType;
  distributionId?: number;
  marketId?: number;
  day?: number;
  timeSlot?: string;
  /** Delivery: the address to deliver to. Pickup: the pickup location's address, as text or fields. */
  address?: AddressValue | string;
}
export type CourierInput = CourierChoice | { farmId: number; address: AddressValue };

type Slot = { distributionId: number; day: number; timeSlot: string; isOpen: boolean };
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The option a choice names: every given field must match; an open one wins over a closed one. */
function pickOption<T extends Slot>(options: T[], c: CourierChoice, extra: (o: T) => boolean = () => true) {
  const matches = options.filter(
    (o) =>
      (c.distributionId == null || o.distributionId === c.distributionId) &&
      (c.day == null || o.day === c.day) &&
      (c.timeSlot == null || sameText(o.timeSlot, c.timeSlot)) &&
      extra(o),
  );
  return matches.find((o) => o.isOpen) ?? matches[0];
}

/** A pickup location given as SPEC's `address` (text or fields) matches the option's address line 1. */
const atAddress = (given: AddressValue | string | undefined, option: PickupOptionDto) => {
  const text = (typeof given === 'string' ? given : (given?.addressLine1 ?? '')).trim().toLowerCase();
  return !text || text.includes(option.address.addressLine1.trim().toLowerCase());
};

/** One farm's row of the cart: written, or the given columns changed. */
const setCartFarm = (
  exec: Exec,
  cartId: number,
  farmId: number,
  values: Partial<typeof cartFarms.$inferInsert>,
) =>
  exec
    .insert(cartFarms)
    .values({ cartId, farmId, ...values })
    .onConflictDoUpdate({ target: [cartFarms.cartId, cartFarms.farmId], set: values });

/** An address with its position (the geocoder is asked with no transaction open). */
const located = async (deps: AppDeps, address: AddressValue) => ({
  ...address,
  ...(await locate(deps.geocoder, address)),
});

/** addCart/updateCart: the courier choice of one farm of the cart (checked against its options), or its address. */
export async function updateCourier(deps: AppDeps, user: CartUser, input: CourierInput) {
  const { db } = deps.database;
  const { dto, cartId } = await computeCart(deps, db, user);
  const entry = dto.buyList.find((f) => f.farmId === input.farmId);
  if (!cartId || !entry) throw notFound(FARM_DOES_NOT_EXIST);
  if (!('courierType' in input)) {
    await setCartFarm(db, cartId, input.farmId, { address: await located(deps, input.address) });
    return { message: COURIER_SAVED, cart: await dtoOf(deps, user) };
  }
  let values: Partial<typeof cartFarms.$inferInsert>;
  if (input.courierType === 'Pickup') {
    const option = pickOption(
      entry.pickupOptions,
      input,
      (o) => (input.marketId == null || o.marketId === input.marketId) && atAddress(input.address, o),
    );
    if (!option) throw badRequest(selectPickupLocation(entry.farmName));
    if (option.isFull) throw badRequest(slotFull(entry.farmName));
    values = {
      courierType: 'Pickup',
      distributionId: option.distributionId,
      marketId: option.marketId,
      day: option.day,
      timeSlot: option.timeSlot,
      deliveryFeesCents: 0,
    };
  } else {
    // The delivery goes to the address sent with the choice; its options (and fees) are the ones for it.
    // The address is located first (no transaction open while the geocoder answers), then saved with the
    // choice in one transaction: a choice the new address does not get is refused and saves neither.
    const sent = input.address && typeof input.address === 'object' ? input.address : null;
    const address = sent && (await located(deps, sent));
    const farmId = input.farmId;
    await db.transaction(async (tx) => {
      let farm = entry;
      if (address) {
        await setCartFarm(tx, cartId, farmId, { address });
        farm = (await computeCart(deps, tx, user)).dto.buyList.find((f) => f.farmId === farmId) ?? farm;
      }
      const option = pickOption(farm.deliveryOptions, input);
      if (!option) throw badRequest(selectDeliveryLocation(farm.farmName));
      if (option.isFull) throw badRequest(slotFull(farm.farmName));
      const delivery = {
        courierType: 'Delivery',
        distributionId: option.distributionId,
        marketId: null,
        day: option.day,
        timeSlot: option.timeSlot,
        deliveryFeesCents: option.feeCents ?? 0,
      };
      await setCartFarm(tx, cartId, farmId, delivery);
    });
    return { message: COURIER_SAVED, cart: await dtoOf(deps, user) };
  }
  await setCartFarm(db, cartId, input.farmId, values);
  return { message: COURIER_SAVED, cart: await dtoOf(deps, user) };
}

/**
 * addCart/updateCartDeliveryInfo: the cart's delivery (and ship-to) address, geocoded, re-applied to
 * every farm set to Delivery or not set yet (SPEC 4). A delivery choice the new zip does not get is cleared.
 */
export async function updateDeliveryInfo(
  deps: AppDeps,
  user: CartUser,
  info: AddressValue,
  { keepFarmAddresses = false }: { keepFarmAddresses?: boolean } = {},
) {
  const { db } = deps.database;
  const point = await locate(deps.geocoder, info);
  const deliveryInfo = { ...info, ...point };
  await db.transaction(async (tx) => {
    const cartId = await cartIdOf(tx, user.id);
    await tx.update(carts).set({ deliveryInfo }).where(eq(carts.id, cartId));
    const rows = await tx.select().from(cartFarms).where(eq(cartFarms.cartId, cartId));
    const distIds = rows.map((r) => r.distributionId).filter((x): x is number => x != null);
    const ds = distIds.length
      ? await tx.select().from(distributions).where(inArray(distributions.id, distIds))
      : [];
    for (const r of rows) {
      if (r.courierType === 'Pickup') continue;
      // An address the buyer gave for this farm (the product page's) is not replaced by a default.
      if (keepFarmAddresses && r.address != null) continue;
      const d = ds.find((x) => x.id === r.distributionId);
      const stillServed = d != null && d.deliveryPostalCodes.includes(info.postalCode);
      await tx
        .update(cartFarms)
        .set({
          address: deliveryInfo,
          ...(r.courierType === 'Delivery' && !stillServed
            ? { distributionId: null, day: null, timeSlot: null, deliveryFeesCents: 0 }
            : {}),
        })
        .where(eq(cartFarms.id, r.id));
    }
  });
  return { message: DELIVERY_INFO_SAVED, cart: await dtoOf(deps, user) };
}

/** Empties the buyer's cart once its order is placed (checkout's confirm step, in its transaction). */
export async function clearCart(tx: Tx, userId: number) {
  // One statement (a round trip fewer inside confirm's transaction): the lines and choices together.
  await tx.execute(sql`
    WITH cart AS (SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${userId}),
      lines AS (DELETE FROM ${cartLines} WHERE ${cartLines.cartId} IN (SELECT id FROM cart))
    DELETE FROM ${cartFarms} WHERE ${cartFarms.cartId} IN (SELECT id FROM cart)`);
}
