import { and, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import {
  handOverDate,
  isWindowOpen,
  type DayMessageDto,
  type OrderDto,
  type OrderGroupDto,
  type SubscriptionDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/client';
import {
  dayMessageRecipients,
  dayMessages,
  distributions,
  farms,
  markets,
  orderGroups,
  orderLines,
  orders,
  subscriptions,
} from '../../db/schema';

import { spanishField } from '../../lib/own-words';
import { signPickupRef } from '../../lib/pickup-code';

type Exec = Db | Tx;
type OrderRow = typeof orders.$inferSelect;

/** What an order's answer depends on beyond its rows: the time (canCancel) and the pick-up code's key. */
export interface DtoContext {
  now: Date;
  pickupSecret: string;
}
export const dtoContext = (deps: AppDeps): DtoContext => ({
  now: deps.clock.now(),
  pickupSecret: deps.config.PICKUP_SECRET,
});

/** Orders list page size cap: a buyer's history beyond this is paged by `before`. */
export const ORDERS_LIMIT = 100;

/**
 * OrderDto for the given orders, in their order: groups, lines and day messages in three queries.
 * `now` decides canCancel: not cancelled and every group's order window still open.
 */
export async function toOrderDtos(
  exec: Exec,
  rows: OrderRow[],
  { now, pickupSecret }: DtoContext,
): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const groups = await exec
    .select({
      group: orderGroups,
      farmUserId: farms.userId,
      marketName: markets.marketName,
      window: {
        placeOrderOpen: distributions.placeOrderOpen,
        placeOrderClose: distributions.placeOrderClose,
        timeZone: distributions.timeZone,
      },
    })
    .from(orderGroups)
    .innerJoin(farms, eq(farms.id, orderGroups.farmId))
    .leftJoin(markets, eq(markets.id, orderGroups.marketId))
    .leftJoin(distributions, eq(distributions.id, orderGroups.distributionId))
    .where(
      inArray(
        orderGroups.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(orderGroups.id);
  const lines = groups.length
    ? await exec
        .select({ line: orderLines, providerSubscriptionId: subscriptions.providerSubscriptionId })
        .from(orderLines)
        .leftJoin(subscriptions, eq(subscriptions.id, orderLines.subscriptionId))
        .where(
          inArray(
            orderLines.orderGroupId,
            groups.map((g) => g.group.id),
          ),
        )
        .orderBy(orderLines.id)
    : [];
  const messages = groups.length
    ? await exec
        .select({
          orderGroupId: dayMessageRecipients.orderGroupId,
          _id: dayMessages.id,
          date: dayMessages.date,
          fromName: dayMessages.fromName,
          body: dayMessages.body,
          sentAt: dayMessages.createdAt,
        })
        .from(dayMessageRecipients)
        .innerJoin(dayMessages, eq(dayMessages.id, dayMessageRecipients.messageId))
        .where(
          inArray(
            dayMessageRecipients.orderGroupId,
            groups.map((g) => g.group.id),
          ),
        )
        .orderBy(dayMessages.id)
    : [];
  const messagesOf = (groupId: number): DayMessageDto[] =>
    messages
      .filter((m) => m.orderGroupId === groupId)
      .map(({ orderGroupId: _, sentAt, ...m }) => ({ ...m, sentAt: sentAt.toISOString() }));

  return rows.map((o) => {
    const mine = groups.filter((g) => g.group.orderId === o.id);
    const windowsOpen = mine.every(
      (g) =>
        g.window?.placeOrderOpen != null && isWindowOpen(g.window as Parameters<typeof isWindowOpen>[0], now),
    );
    const buyList: OrderGroupDto[] = mine.map(({ group: g, farmUserId, marketName, window }) => ({
      _id: g.id,
      farmId: g.farmId,
      farmName: g.farmName,
      farmUserId,
      courierType: g.courierType as OrderGroupDto['courierType'],
      address: g.address ?? null,
      locationName: g.courierType === 'Pickup' ? (marketName ?? `${g.farmName} (at the farm)`) : null,
      day: g.day,
      timeSlot: g.timeSlot,
      date:
        g.day == null || g.courierType === 'Shipping'
          ? null
          : handOverDate(o.createdAt, g.day, window?.placeOrderClose, window?.timeZone ?? undefined),
      deliveryFeesCents: g.deliveryFeesCents,
      totalPriceCents: g.totalCents,
      harvestStatus: g.harvestStatus,
      trackingInfo: g.trackingNumbers.map((trackingNumber) => ({ trackingNumber })),
      pickedUpAt: g.pickedUpAt?.toISOString() ?? null,
      productList: lines
        .filter((l) => l.line.orderGroupId === g.id)
        .map(({ line: l, providerSubscriptionId }) => ({
          _id: l.id,
          productId: l.inventoryId,
          productName: l.productName,
          ...spanishField('productNameEs', l.productNameEs),
          variety: l.variety,
          productPriceCents: l.unitPriceCents,
          productQuantity: l.quantity,
          unit: l.unit,
          image: l.image,
          stripeSubscriptionId: providerSubscriptionId ?? null,
        })),
      messages: messagesOf(g.id),
    }));
    return {
      _id: o.id,
      created: o.createdAt.toISOString(),
      status: String(o.status),
      paymentMethod: o.paymentMethod as OrderDto['paymentMethod'],
      card: o.cardBrand && o.cardLast4 ? { brand: o.cardBrand, last4: o.cardLast4 } : null,
      amountCents: o.amountCents,
      deliveryFeesCents: o.deliveryFeesCents,
      totalPriceCents: o.totalCents,
      harvestStatus: buyList.length ? Math.min(...buyList.map((g) => g.harvestStatus)) : 0,
      billingInfo: billingOf(o.billingInfo),
      buyList,
      canCancel: o.status !== ORDER_CANCELLED_STATUS && buyList.length > 0 && windowsOpen,
      pickupRef:
        o.status !== ORDER_CANCELLED_STATUS && buyList.some((g) => g.courierType === 'Pickup')
          ? signPickupRef(pickupSecret, o.id)
          : null,
    };
  });
}

export const ORDER_PENDING_STATUS = 0;
export const ORDER_PAID_STATUS = 1;
export const ORDER_CANCELLED_STATUS = 3;
/** Reserved by a checkout that is still paying: holds stock, is nobody's order yet (never listed). */
export const ORDER_AWAITING_PAYMENT_STATUS = 4;
/** Orders that count in lists, sheets and sums: neither cancelled nor still being paid. */
export const liveOrder = () =>
  notInArray(orders.status, [ORDER_CANCELLED_STATUS, ORDER_AWAITING_PAYMENT_STATUS]);

/**
 * The order's billing as the answer declares it. A renewal order has none of its own (the buyer was
 * not there to type it; stored as `{}`): its fields are empty, not missing, so the answer still fits.
 */
function billingOf(stored: unknown): OrderDto['billingInfo'] {
  const b = (stored ?? {}) as Partial<Record<keyof OrderDto['billingInfo'], string>>;
  return {
    firstName: b.firstName ?? '',
    lastName: b.lastName ?? '',
    ...(b.organization !== undefined && { organization: b.organization }),
    phoneNumber: b.phoneNumber ?? '',
    addressLine1: b.addressLine1 ?? '',
    addressLine2: b.addressLine2 ?? '',
    city: b.city ?? '',
    state: b.state ?? '',
    country: b.country ?? '',
    postalCode: b.postalCode ?? '',
  };
}

export async function orderDtoById(exec: Exec, userId: number, orderId: number, ctx: DtoContext) {
  const rows = await exec
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        ne(orders.status, ORDER_AWAITING_PAYMENT_STATUS),
      ),
    )
    .limit(1);
  const [dto] = await toOrderDtos(exec, rows, ctx);
  return dto ?? null;
}

export async function ordersOfUser(exec: Exec, userId: number, ctx: DtoContext) {
  const rows = await exec
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, ORDER_AWAITING_PAYMENT_STATUS)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_LIMIT);
  return toOrderDtos(exec, rows, ctx);
}

export function toSubscriptionDto(s: typeof subscriptions.$inferSelect): SubscriptionDto {
  return {
    id: s.providerSubscriptionId,
    status: s.status,
    created: s.createdAt.toISOString(),
    interval: s.interval,
    intervalCount: s.intervalCount,
    quantity: s.quantity,
    unitAmountCents: s.unitAmountCents,
    productName: s.productName,
    productImage: s.productImage,
    productUnit: s.productUnit,
    courierType: s.courierType,
    address: s.address ?? null,
    day: s.day,
    nextRenewalAt: s.status === 'active' ? (s.nextRenewalAt?.toISOString() ?? null) : null,
  };
}

export async function subscriptionsOfUser(exec: Exec, userId: number) {
  const rows = await exec
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(ORDERS_LIMIT);
  return rows.map(toSubscriptionDto);
}
