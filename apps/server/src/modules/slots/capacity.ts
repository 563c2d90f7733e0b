import { and, asc, count, eq, gte, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { windowOpenedAt } from '@lfm/core';
import type { Db, Tx } from '../../db/client';
import { cartFarms, distributions, orderGroups, orders } from '../../db/schema';
import { ORDER_CANCELLED_STATUS } from '../orders';

type Exec = Db | Tx;
type Capped = Pick<typeof distributions.$inferSelect, 'id' | 'slotCapacity' | 'placeOrderOpen' | 'timeZone'>;

const slotKey = (distributionId: number, day: number, timeSlot: string) =>
  `${distributionId}|${day}|${timeSlot}`;

/**
 * Pickup slot / delivery day capacity (issue 18): a distribution with `slotCapacity` takes that
 * many orders per slot in each order window (counted since the window last opened; an order
 * still being paid holds its place). Returns whether a slot is full.
 */
export async function slotFullness(exec: Exec, ds: readonly Capped[], now: Date) {
  const capped = ds.filter((d) => d.slotCapacity != null);
  const counts = new Map<string, number>();
  if (capped.length > 0) {
    const rows = await exec
      .select({
        distributionId: orderGroups.distributionId,
        day: orderGroups.day,
        timeSlot: orderGroups.timeSlot,
        orders: count(),
      })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .where(
        and(
          ne(orders.status, ORDER_CANCELLED_STATUS),
          or(
            ...capped.map((d) =>
              and(
                eq(orderGroups.distributionId, d.id),
                gte(orders.createdAt, windowOpenedAt(d.placeOrderOpen, now, d.timeZone)),
              ),
            ),
          ),
        ),
      )
      .groupBy(orderGroups.distributionId, orderGroups.day, orderGroups.timeSlot);
    for (const r of rows) counts.set(slotKey(r.distributionId!, r.day ?? -1, r.timeSlot ?? ''), r.orders);
  }
  const capacity = new Map(capped.map((d) => [d.id, d.slotCapacity!]));
  return (distributionId: number, day: number, timeSlot: string) => {
    const cap = capacity.get(distributionId);
    return cap != null && (counts.get(slotKey(distributionId, day, timeSlot)) ?? 0) >= cap;
  };
}

/**
 * Locks the capped distributions a checkout's cart has chosen (in id order, before the items'
 * stock), so concurrent checkouts for one slot count its orders one after the other.
 */
export async function lockChosenSlots(tx: Tx, cartId: number) {
  // The cart's chosen distributions, read in the same statement (one round trip in reserve).
  const chosen = tx
    .select({ id: cartFarms.distributionId })
    .from(cartFarms)
    .where(eq(cartFarms.cartId, cartId));
  await tx
    .select({ id: distributions.id })
    .from(distributions)
    .where(and(inArray(distributions.id, chosen), isNotNull(distributions.slotCapacity)))
    .orderBy(asc(distributions.id))
    .for('update');
}
