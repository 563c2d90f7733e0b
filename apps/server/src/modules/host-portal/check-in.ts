import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CANCELLED_BY_BUYER,
  CHECK_IN_MESSAGES,
  handOverTime,
  parsePickupRef,
  type CheckInOrderDto,
  type HandOverResultDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { markets, orderGroups, orderLines, orders, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { verifyPickupRef } from '../../lib/pickup-code';
import { ORDER_AWAITING_PAYMENT_STATUS, ORDER_CANCELLED_STATUS, markGroupsPickedUp } from '../orders';
import { hostedMarketIds } from './service';

/** The most orders one search shows (a name shared by many buyers). */
const MAX_ORDERS = 10;
const picker = alias(users, 'picker');

/** The order of a scanned code; a code whose signature is wrong is refused, never looked up. */
function orderOfCode(deps: AppDeps, text: string) {
  const orderId = verifyPickupRef(deps.config.PICKUP_SECRET, text);
  if (orderId == null) throw badRequest(CHECK_IN_MESSAGES.invalidCode);
  return orderId;
}

/** What the text asks for: a scanned code, an order number ('#123' or '123') or part of a buyer's name. */
function matchOf(deps: AppDeps, q: string): SQL | undefined {
  if (parsePickupRef(q)) return eq(orders.id, orderOfCode(deps, q));
  const number = /^#?(\d{1,9})$/.exec(q);
  if (number) return eq(orders.id, Number(number[1]));
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ilike(users.lastName, like));
}

/** The pickup groups at the host's markets of the orders matching `match`, newest order first. */
async function groupsAtMarkets(deps: AppDeps, userId: number, match: SQL | undefined) {
  const marketIds = await hostedMarketIds(deps, userId);
  if (marketIds.length === 0) return [];
  return deps.database.db
    .select({
      g: orderGroups,
      orderStatus: orders.status,
      firstName: users.firstName,
      lastName: users.lastName,
      marketName: markets.marketName,
      pickerFirst: picker.firstName,
      pickerLast: picker.lastName,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(markets, eq(markets.id, orderGroups.marketId))
    .leftJoin(picker, eq(picker.id, orderGroups.pickedUpBy))
    .where(
      and(
        match,
        inArray(orderGroups.marketId, marketIds),
        eq(orderGroups.courierType, 'Pickup'),
        ne(orders.status, ORDER_AWAITING_PAYMENT_STATUS),
      ),
    )
    .orderBy(desc(orders.id), orderGroups.id)
    .limit(MAX_ORDERS * 5);
}

/**
 * Issue 33.2: the orders to hand out at the host's markets that a scan or a search names, each with its
 * items by farm. Another market's order is 'not here', exactly like an order that does not exist.
 */
export async function checkInLookup(
  deps: AppDeps,
  userId: number,
  q: string,
): Promise<{ result: CheckInOrderDto[] }> {
  const rows = await groupsAtMarkets(deps, userId, matchOf(deps, q));
  const orderIds = [...new Set(rows.map((r) => r.g.orderId))].slice(0, MAX_ORDERS);
  if (orderIds.length === 0) throw notFound(CHECK_IN_MESSAGES.notHere);
  const mine = rows.filter((r) => orderIds.includes(r.g.orderId));
  const lines = await deps.database.db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderGroupId,
        mine.map((r) => r.g.id),
      ),
    )
    .orderBy(orderLines.id);
  const result = orderIds.map((orderId): CheckInOrderDto => {
    const groups = mine.filter((r) => r.g.orderId === orderId);
    const first = groups[0]!;
    const allHandedOver = groups.every((r) => r.g.pickedUpAt);
    const last = groups.find((r) => r.pickerFirst);
    return {
      orderId,
      buyerName: `${first.firstName} ${first.lastName}`.trim(),
      pickedUpAt: allHandedOver ? first.g.pickedUpAt!.toISOString() : null,
      pickedUpBy: allHandedOver && last ? `${last.pickerFirst} ${last.pickerLast}`.trim() : null,
      cancelled: first.orderStatus === ORDER_CANCELLED_STATUS,
      farms: groups.map(({ g, marketName }) => ({
        groupId: g.id,
        farmName: g.farmName,
        locationName: marketName ?? '',
        day: g.day,
        timeSlot: g.timeSlot,
        pickedUpAt: g.pickedUpAt?.toISOString() ?? null,
        productList: lines
          .filter((l) => l.orderGroupId === g.id)
          .map((l) => ({
            _id: l.id,
            productName: l.productName,
            variety: l.variety,
            productQuantity: l.quantity,
            unit: l.unit,
          })),
      })),
    };
  });
  return { result };
}

/**
 * 'Handed over': every pickup group of the order at the host's markets becomes picked up, with who and
 * when: a scan queued offline carries its scan time, kept when believable (handOverTime). Sending it twice
 * (an offline queue flushed again) answers 'already handed over', changing nothing.
 */
export async function handOver(
  deps: AppDeps,
  userId: number,
  body: { ref?: string; orderId?: number; scannedAt?: string },
): Promise<HandOverResultDto> {
  const orderId = body.ref ? orderOfCode(deps, body.ref) : body.orderId!;
  const groups = await groupsAtMarkets(deps, userId, eq(orders.id, orderId));
  if (groups.length === 0) throw notFound(CHECK_IN_MESSAGES.notHere);
  if (groups[0]!.orderStatus === ORDER_CANCELLED_STATUS) throw badRequest(CANCELLED_BY_BUYER);
  const changed = await markGroupsPickedUp(
    deps.database.db,
    groups.map((r) => r.g.id),
    handOverTime(deps.clock.now(), body.scannedAt),
    userId,
  );
  return {
    orderId,
    alreadyHandedOver: changed === 0,
    message: changed === 0 ? CHECK_IN_MESSAGES.alreadyHandedOver : CHECK_IN_MESSAGES.handedOver,
  };
}
