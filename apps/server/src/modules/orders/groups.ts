import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FarmOrderGroupDto } from '@lfm/core';
import type { Db, Tx } from '../../db/client';
import { markets, orderGroups, orderLines, orders, users } from '../../db/schema';
import { ORDER_AWAITING_PAYMENT_STATUS, liveOrder } from './dto';

type Exec = Db | Tx;

/**
 * Order groups as a farm or a pick-up host handles them: the buyer, what to hand over, how, and
 * where it stands. Newest first, paged; lines in one more query.
 */
export async function listGroups(
  exec: Exec,
  where: SQL | undefined,
  page: number,
  limit: number,
  includeCancelled = false,
): Promise<{ result: FarmOrderGroupDto[]; total: number }> {
  const filter = and(
    where,
    includeCancelled ? ne(orders.status, ORDER_AWAITING_PAYMENT_STATUS) : liveOrder(),
  );
  const [rows, counted] = (await Promise.all([
    exec
      .select({ g: orderGroups, order: orders, buyer: users, marketName: markets.marketName })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(markets, eq(markets.id, orderGroups.marketId))
      .where(filter)
      .orderBy(desc(orderGroups.id))
      .limit(limit)
      .offset((page - 1) * limit),
    exec
      .select({ total: count() })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .where(filter),
  ])) as [
    {
      g: typeof orderGroups.$inferSelect;
      order: typeof orders.$inferSelect;
      buyer: typeof users.$inferSelect;
      marketName: string | null;
    }[],
    { total: number }[],
  ];
  const total = counted[0]?.total ?? 0;
  const lines = rows.length
    ? await exec
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderGroupId,
            rows.map((r) => r.g.id),
          ),
        )
        .orderBy(orderLines.id)
    : [];
  return {
    total,
    result: rows.map(({ g, order, buyer, marketName }) => ({
      _id: g.id,
      orderId: order.id,
      created: order.createdAt.toISOString(),
      orderStatus: String(order.status),
      farmId: g.farmId,
      farmName: g.farmName,
      buyer: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, phone: buyer.phone },
      courierType: g.courierType as FarmOrderGroupDto['courierType'],
      address: g.address ?? null,
      locationName: g.courierType === 'Pickup' ? (marketName ?? `${g.farmName} (at the farm)`) : null,
      day: g.day,
      timeSlot: g.timeSlot,
      deliveryFeesCents: g.deliveryFeesCents,
      totalPriceCents: g.totalCents,
      harvestStatus: g.harvestStatus,
      trackingNumbers: g.trackingNumbers,
      pickedUpAt: g.pickedUpAt?.toISOString() ?? null,
      productList: lines
        .filter((l) => l.orderGroupId === g.id)
        .map((l) => ({
          _id: l.id,
          productId: l.inventoryId,
          productName: l.productName,
          variety: l.variety,
          productPriceCents: l.unitPriceCents,
          productQuantity: l.quantity,
          unit: l.unit,
          image: l.image,
          stripeSubscriptionId: null,
        })),
    })),
  };
}
