import { and, eq, inArray } from 'drizzle-orm';
import { CANCELLED_BY_BUYER, NOT_FOUND } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { markets, orderGroups, orders } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { ORDER_CANCELLED_STATUS, listGroups, markGroupsPickedUp } from '../orders';
import { said } from '@lfm/core/i18n/translate';

export const NO_MARKET = 'You do not host a market yet. Please contact the marketplace.';
export const PICKUP_NOT_FOUND = NOT_FOUND.pickup;

export async function hostedMarketIds(deps: AppDeps, userId: number) {
  const rows = await deps.database.db
    .select({ id: markets.id })
    .from(markets)
    .where(eq(markets.hostUserId, userId));
  return rows.map((r) => r.id);
}

/** /pickups: the orders to hand out at the host's markets, optionally of one pickup day (0–6). */
export async function hostPickups(
  deps: AppDeps,
  userId: number,
  q: { page: number; limit: number; day?: number },
) {
  const ids = await hostedMarketIds(deps, userId);
  if (ids.length === 0) return { result: [], total: 0, page: q.page, limit: q.limit, message: NO_MARKET };
  const { result, total } = await listGroups(
    deps.database.db,
    and(
      inArray(orderGroups.marketId, ids),
      eq(orderGroups.courierType, 'Pickup'),
      q.day != null ? eq(orderGroups.day, q.day) : undefined,
    ),
    q.page,
    q.limit,
  );
  return { result, total, page: q.page, limit: q.limit };
}

/** Marks a group handed out: it is Fulfilled, and the buyer's Orders page shows when. */
export async function markPickedUp(deps: AppDeps, userId: number, groupId: number) {
  const ids = await hostedMarketIds(deps, userId);
  const { db } = deps.database;
  const [row] = ids.length
    ? await db
        .select({ g: orderGroups, orderStatus: orders.status })
        .from(orderGroups)
        .innerJoin(orders, eq(orders.id, orderGroups.orderId))
        .where(
          and(
            eq(orderGroups.id, groupId),
            inArray(orderGroups.marketId, ids),
            eq(orderGroups.courierType, 'Pickup'),
          ),
        )
    : [];
  if (!row) throw notFound(PICKUP_NOT_FOUND);
  if (row.orderStatus === ORDER_CANCELLED_STATUS) throw badRequest(CANCELLED_BY_BUYER);
  if (row.g.pickedUpAt) throw badRequest(said('answer.alreadyPickedUp'));
  await markGroupsPickedUp(db, [groupId], deps.clock.now(), userId);
  return { message: said('done.pickedUp') };
}
