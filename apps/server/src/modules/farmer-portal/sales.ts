/**
 * Sales at a glance (issue 18.5): one SQL query for each figure, over the farm's live orders of
 * the last 12 weeks (weeks from Monday, marketplace time), by the indexes order_groups (farm_id,
 * order_id) and orders (created_at); and the orders CSV of a date range.
 */
import { sql } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  SALES_WEEKS,
  TOP_ITEMS,
  formatCents,
  translate,
  type CourierSplitDto,
  type Locale,
  type MessageKey,
  type MessageValues,
  type FarmSalesDto,
  type OrdersExportQuery,
  type TopItemDto,
  type WeekSalesDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { rowsOf } from '../../db/client';
import { orderGroups, orderLines, orders, users } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { liveOrder } from '../orders';
import { farmOf } from './orders';

const TZ = DEFAULT_TIME_ZONE;
const num = (v: unknown) => Number(v ?? 0);

export async function farmSales(deps: AppDeps, userId: number): Promise<FarmSalesDto> {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const now = deps.clock.now().toISOString();
  // Monday 00:00 (local) of the first of the 12 weeks, as a local timestamp and as an instant.
  const firstWeek = sql`(date_trunc('week', ${now}::timestamptz at time zone ${TZ}) - interval '${sql.raw(String(SALES_WEEKS - 1))} weeks')`;
  const since = sql`(${firstWeek} at time zone ${TZ})`;
  const farmOrders = sql`${orderGroups} join ${orders} on ${orders.id} = ${orderGroups.orderId}
    where ${orderGroups.farmId} = ${farm.id} and ${liveOrder()} and ${orders.createdAt} >= ${since}`;

  const [weeks, top, split] = await Promise.all([
    rowsOf(
      db.execute(sql`select to_char(w, 'YYYY-MM-DD') as week_start, count(distinct s.order_id) as orders,
        coalesce(sum(s.total_cents), 0) as sales_cents
      from generate_series(${firstWeek}, ${firstWeek} + interval '${sql.raw(String(SALES_WEEKS - 1))} weeks', interval '1 week') w
      left join (select ${orderGroups.orderId} as order_id, ${orderGroups.totalCents} as total_cents,
          ${orders.createdAt} at time zone ${TZ} as placed from ${farmOrders}) s
        on s.placed >= w and s.placed < w + interval '1 week'
      group by w order by w`),
    ),
    rowsOf(
      db.execute(sql`select ${orderLines.productName} as product_name, sum(${orderLines.quantity}) as quantity,
        sum(${orderLines.unitPriceCents} * ${orderLines.quantity}) as sales_cents
      from ${orderLines} join ${orderGroups} on ${orderGroups.id} = ${orderLines.orderGroupId}
        join ${orders} on ${orders.id} = ${orderGroups.orderId}
      where ${orderGroups.farmId} = ${farm.id} and ${liveOrder()} and ${orders.createdAt} >= ${since}
      group by ${orderLines.productName} order by sales_cents desc, product_name limit ${TOP_ITEMS}`),
    ),
    rowsOf(
      db.execute(sql`select ${orderGroups.courierType} as courier_type, count(*) as orders,
        sum(${orderGroups.totalCents}) as sales_cents
      from ${farmOrders} group by ${orderGroups.courierType} order by ${orderGroups.courierType}`),
    ),
  ]);
  return {
    weeks: weeks.map((r): WeekSalesDto => ({
      weekStart: String(r.week_start),
      orders: num(r.orders),
      salesCents: num(r.sales_cents),
    })),
    topItems: top.map((r): TopItemDto => ({
      productName: String(r.product_name),
      quantity: num(r.quantity),
      salesCents: num(r.sales_cents),
    })),
    split: (['Pickup', 'Delivery', 'Shipping'] as const).map((courierType): CourierSplitDto => {
      const r = split.find((x) => x.courier_type === courierType);
      return { courierType, orders: num(r?.orders), salesCents: num(r?.sales_cents) };
    }),
  };
}

const STATUS: Record<number, MessageKey> = {
  0: 'order.status.pending',
  1: 'order.status.paid',
  3: 'order.status.cancelled',
};

/**
 * The farm's order lines of the orders placed from `from` to `to` (both days, marketplace time), as CSV,
 * in the farmer's language (issue 32): the columns, a status and a way; what people wrote as written.
 */
export async function ordersCsv(
  deps: AppDeps,
  userId: number,
  q: OrdersExportQuery,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const rows = await rowsOf(
    db.execute(sql`select ${orders.id} as order_id,
      to_char(${orders.createdAt} at time zone ${TZ}, 'YYYY-MM-DD HH24:MI') as placed, ${orders.status} as status,
      ${users.firstName} || ' ' || ${users.lastName} as buyer, ${users.email} as email,
      ${orderGroups.courierType} as courier_type, ${orderLines.productName} as product, ${orderLines.variety} as variety,
      ${orderLines.quantity} as quantity, ${orderLines.unit} as unit, ${orderLines.unitPriceCents} as unit_price_cents,
      ${orderGroups.deliveryFeesCents} as fee_cents, ${orderGroups.totalCents} as group_total_cents
    from ${orderLines} join ${orderGroups} on ${orderGroups.id} = ${orderLines.orderGroupId}
      join ${orders} on ${orders.id} = ${orderGroups.orderId} join ${users} on ${users.id} = ${orders.userId}
    where ${orderGroups.farmId} = ${farm.id} and ${liveOrder()}
      and ${orders.createdAt} >= (${q.from}::date::timestamp at time zone ${TZ})
      and ${orders.createdAt} < ((${q.to}::date + 1)::timestamp at time zone ${TZ})
    order by ${orders.createdAt}, ${orders.id}, ${orderLines.id}`),
  );
  const header = (
    [
      'sheet.order',
      'sheet.placed',
      'sheet.status',
      'sheet.buyer',
      'sheet.email',
      'sheet.way',
      'sheet.product',
      'sheet.variety',
      'sheet.quantity',
      'sheet.unit',
      'sheet.unitPrice',
      'sheet.lineTotal',
      'sheet.deliveryFee',
      'sheet.orderTotalFarm',
    ] as const
  ).map((key) => t(key));
  const body = rows.map((r) => [
    num(r.order_id),
    String(r.placed),
    STATUS[num(r.status)] ? t(STATUS[num(r.status)]!) : String(r.status),
    String(r.buyer),
    String(r.email),
    t('sheet.wayName', { way: String(r.courier_type) }),
    String(r.product),
    String(r.variety ?? ''),
    num(r.quantity),
    String(r.unit),
    formatCents(num(r.unit_price_cents)),
    formatCents(num(r.unit_price_cents) * num(r.quantity)),
    formatCents(num(r.fee_cents)),
    formatCents(num(r.group_total_cents)),
  ]);
  return {
    body: toCsv([header, ...body]),
    type: 'text/csv; charset=utf-8',
    filename: `orders-${q.from}-to-${q.to}.csv`,
  };
}
