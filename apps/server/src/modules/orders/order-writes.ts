import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isWholesaleBuyer } from '@lfm/core';
import type { Db, Tx } from '../../db/client';
import { orderGroups, orderLines, orders, subscriptions } from '../../db/schema';
import { returnStock, takeStock } from '../inventory';
import { ORDER_AWAITING_PAYMENT_STATUS, ORDER_CANCELLED_STATUS, ORDER_PENDING_STATUS } from './dto';
import { countOrderSales, countsAsSale } from './item-sales';

/*
 * The only writes of `orders`, `order_groups` and `order_lines` (docs/decisions/004-table-ownership.md):
 * checkout, subscriptions and the portals call these; `ownership.test.ts` keeps it so.
 */

type Exec = Db | Tx;
type NewOrder = typeof orders.$inferInsert;
type NewGroup = Omit<typeof orderGroups.$inferInsert, 'orderId'>;
type NewLine = Omit<typeof orderLines.$inferInsert, 'orderGroupId'>;

/** Harvest status 2 (SPEC 4): the buyer has the order. */
const FULFILLED = 2;

/**
 * An order with its groups and their lines, in three statements whatever its size (each is a round
 * trip inside checkout's reserve transaction). Returns its id and the ids of each group's lines, in order.
 */
export async function insertOrder(
  tx: Tx,
  order: NewOrder,
  groups: { group: NewGroup; lines: NewLine[] }[],
): Promise<{ orderId: number; lineIds: number[][] }> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  const orderId = row!.id;
  if (groups.length === 0) return { orderId, lineIds: [] };
  // A multi-row insert takes its ids from the sequence row by row, in the order of its values.
  const groupIds = byId(
    await tx
      .insert(orderGroups)
      .values(groups.map((g) => ({ ...g.group, orderId })))
      .returning({ id: orderGroups.id }),
  );
  const lines = groups.flatMap((g, i) => g.lines.map((l) => ({ ...l, orderGroupId: groupIds[i]! })));
  const ids = lines.length
    ? byId(await tx.insert(orderLines).values(lines).returning({ id: orderLines.id }))
    : [];
  let next = 0;
  const lineIds = groups.map((g) => ids.slice(next, (next += g.lines.length)));
  if (countsAsSale(order.status ?? ORDER_PENDING_STATUS)) await countOrderSales(tx, orderId, 1);
  return { orderId, lineIds };
}

const byId = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

/**
 * Removes an order still awaiting payment and gives its stock back (a checkout undone). An order
 * confirmed meanwhile is left alone.
 */
export async function releaseAwaitingOrder(tx: Tx, orderId: number, buyerType: number) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_AWAITING_PAYMENT_STATUS)))
    .for('update');
  if (!order) return;
  const groups = await tx
    .select({ id: orderGroups.id })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, orderId));
  const groupIds = groups.map((g) => g.id);
  const lines = groupIds.length
    ? await tx
        .select({ inventoryId: orderLines.inventoryId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(inArray(orderLines.orderGroupId, groupIds))
    : [];
  await returnStock(tx, lines, isWholesaleBuyer(buyerType));
  if (groupIds.length) await tx.delete(orderLines).where(inArray(orderLines.orderGroupId, groupIds));
  await tx.delete(orderGroups).where(eq(orderGroups.orderId, orderId));
  await tx.delete(orders).where(eq(orders.id, orderId));
}

/**
 * Where a workflow's order stands after a crash (the workflows' recover): gone (undone or never
 * written), still awaiting its payment, or confirmed.
 */
export async function awaitingOrderState(exec: Exec, orderId: number) {
  const [order] = await exec.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) return 'gone' as const;
  return order.status === ORDER_AWAITING_PAYMENT_STATUS ? ('awaiting' as const) : ('confirmed' as const);
}

/** Marks an order awaiting payment as paid (or pending, invoiced) with its payment. False if it is no longer awaiting. */
export async function confirmAwaitingOrder(
  tx: Tx,
  orderId: number,
  status: number,
  paymentReference: string | undefined,
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status, paymentReference })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_AWAITING_PAYMENT_STATUS)))
    .returning({ id: orders.id });
  if (order && countsAsSale(status)) await countOrderSales(tx, orderId, 1);
  return Boolean(order);
}

/**
 * Moves an order to a new status (with what else changes with it), and its lines into or out of the
 * daily item sales when it starts or stops counting as a sale. The order's row is locked from the read of
 * its old status to the change.
 */
/**
 * Changes the order under its row's lock, unless its status is `unless` already; the status it had
 * (null: no such order).
 */
async function changeStatus(
  tx: Tx,
  orderId: number,
  change: Partial<typeof orders.$inferInsert>,
  unless?: number,
) {
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!before || before.status === unless) return before?.status ?? null;
  await tx.update(orders).set(change).where(eq(orders.id, orderId));
  const was = countsAsSale(before.status);
  const is = countsAsSale(change.status ?? before.status);
  if (was !== is) await countOrderSales(tx, orderId, is ? 1 : -1);
  return before.status;
}

/** An order's payment status, and its payment when there is one (renewals, Stripe's invoice events). */
export async function setOrderPayment(
  exec: Exec,
  orderId: number,
  payment: { status: number; paymentReference?: string },
) {
  // Its own transaction, or a savepoint of the caller's.
  await exec.transaction((tx) => changeStatus(tx, orderId, payment));
}

/**
 * Cancels the order, under its row's lock. False when it was cancelled already (another cancel or refund
 * committed first): it is left as that one left it.
 */
export async function markOrderCancelled(tx: Tx, orderId: number, at: Date) {
  const before = await changeStatus(
    tx,
    orderId,
    { status: ORDER_CANCELLED_STATUS, cancelledAt: at },
    ORDER_CANCELLED_STATUS,
  );
  return before != null && before !== ORDER_CANCELLED_STATUS;
}

/** The subscription an order line started. */
export async function linkLineToSubscription(tx: Tx, lineId: number, subscriptionId: number) {
  await tx.update(orderLines).set({ subscriptionId }).where(eq(orderLines.id, lineId));
}

export async function setGroupHarvestStatus(exec: Exec, groupId: number, harvestStatus: number) {
  await exec.update(orderGroups).set({ harvestStatus }).where(eq(orderGroups.id, groupId));
}

export async function setGroupTracking(exec: Exec, groupId: number, trackingNumbers: string[]) {
  await exec.update(orderGroups).set({ trackingNumbers }).where(eq(orderGroups.id, groupId));
}

/** A group handed out at its market: Fulfilled, and when. */
/** Hands groups over (Fulfilled) by `by` at `at`; a group already handed over keeps its who and when. */
export async function markGroupsPickedUp(exec: Exec, groupIds: number[], at: Date, by: number) {
  if (groupIds.length === 0) return 0;
  const done = await exec
    .update(orderGroups)
    .set({ pickedUpAt: at, pickedUpBy: by, harvestStatus: FULFILLED })
    .where(and(inArray(orderGroups.id, groupIds), isNull(orderGroups.pickedUpAt)))
    .returning({ id: orderGroups.id });
  return done.length;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * One renewal as an order of its own: the subscribed quantity at the subscribed price, stock taken
 * like a checkout (an AppError when it is out), one group for the farm. Pending until paid. `card` is
 * the card it is charged to (its detail shows 'Visa ···· 4242' like a checkout's), null when invoiced.
 */
export async function insertRenewalOrder(
  sp: Tx,
  sub: SubscriptionRow,
  renewal: {
    buyerType: number;
    idempotencyKey: string;
    now: Date;
    card: { brand: string; last4: string } | null;
    /** Awaiting payment while the renewal workflow pays (subscriptions/renewal.ts). */
    status?: number;
  },
) {
  const { buyerType, idempotencyKey, now, card, status = ORDER_PENDING_STATUS } = renewal;
  await takeStock(
    sp,
    [{ productId: sub.inventoryId, productQuantity: sub.quantity, productName: sub.productName }],
    isWholesaleBuyer(buyerType),
  );
  const total = sub.unitAmountCents * sub.quantity;
  const [order] = await sp
    .insert(orders)
    .values({
      userId: sub.userId,
      status,
      amountCents: total,
      totalCents: total,
      paymentMethod: sub.providerCardId ? 'card' : 'invoice',
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      idempotencyKey,
      // Billed to whom the order that started it was: its receipt said 'Billed to' and nobody.
      billingInfo: sql`coalesce((select ${orders.billingInfo} from ${orders} where ${orders.id} = ${sub.orderId}), '{}'::jsonb)`,
      createdAt: now,
    })
    .returning({ id: orders.id });
  const [group] = await sp
    .insert(orderGroups)
    .values({
      orderId: order!.id,
      farmId: sub.farmId!,
      farmName: sql`(select farm_name from farms where id = ${sub.farmId})`,
      courierType: sub.courierType,
      distributionId: sub.distributionId,
      marketId: sub.marketId,
      address: sub.address,
      day: sub.day,
      timeSlot: sub.timeSlot,
      totalCents: total,
    })
    .returning({ id: orderGroups.id });
  await sp.insert(orderLines).values({
    orderGroupId: group!.id,
    inventoryId: sub.inventoryId,
    productName: sub.productName,
    unitPriceCents: sub.unitAmountCents,
    quantity: sub.quantity,
    unit: sub.productUnit,
    image: sub.productImage,
    subscriptionId: sub.id,
  });
  if (countsAsSale(status)) await countOrderSales(sp, order!.id, 1);
  return order!;
}
