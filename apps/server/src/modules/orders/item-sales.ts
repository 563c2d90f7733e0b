/**
 * The daily sales of each item (`item_sales_by_day`), kept as orders start and stop counting as sales:
 * an order counts from when it is confirmed (paid, or pending as an invoice) until it is cancelled; one
 * awaiting its payment does not (ADR 010). The admin's top items read it instead of every line.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@lfm/core';
import type { Db, Tx } from '../../db/client';
import { itemSalesByDay, orderGroups, orderLines, orders } from '../../db/schema';
import { ORDER_AWAITING_PAYMENT_STATUS, ORDER_CANCELLED_STATUS } from './dto';

/** Whether an order in this status is a sale. */
export const countsAsSale = (status: number) =>
  status !== ORDER_CANCELLED_STATUS && status !== ORDER_AWAITING_PAYMENT_STATUS;

/**
 * Adds an order's lines to its day's sales (`sign` 1), or takes them away (-1) when it stops counting.
 * Rows are written in item order, so two orders of the same items never wait on each other in a circle.
 */
export async function countOrderSales(exec: Db | Tx, orderId: number, sign: 1 | -1) {
  const s = itemSalesByDay;
  const times = sql.raw(String(sign));
  await exec.execute(sql`
    insert into ${s} (day, inventory_id, farm_id, product_name, quantity, sales_cents)
    select (${orders.createdAt} at time zone ${DEFAULT_TIME_ZONE})::date, ${orderLines.inventoryId},
      min(${orderGroups.farmId}), max(${orderLines.productName}),
      ${times} * sum(${orderLines.quantity}), ${times} * sum(${orderLines.quantity}::bigint * ${orderLines.unitPriceCents})
    from ${orders} join ${orderGroups} on ${orderGroups.orderId} = ${orders.id}
      join ${orderLines} on ${orderLines.orderGroupId} = ${orderGroups.id}
    where ${orders.id} = ${orderId}
    group by 1, 2 order by 2
    on conflict (day, inventory_id) do update set
      quantity = ${s.quantity} + excluded.quantity,
      sales_cents = ${s.salesCents} + excluded.sales_cents,
      product_name = case when excluded.quantity > 0 then excluded.product_name else ${s.productName} end`);
}

/**
 * Rebuilds the whole table from the orders (the migration that made it does the same): for data written
 * around the order writes, such as the reports benchmark's generated year of orders.
 */
export async function rebuildItemSales(exec: Db | Tx) {
  await exec.execute(sql`truncate ${itemSalesByDay}`);
  await exec.execute(sql`
    insert into ${itemSalesByDay} (day, inventory_id, farm_id, product_name, quantity, sales_cents)
    select (o.created_at at time zone ${DEFAULT_TIME_ZONE})::date, l.inventory_id, min(g.farm_id),
      (array_agg(l.product_name order by o.created_at desc, l.id desc))[1],
      sum(l.quantity), sum(l.quantity::bigint * l.unit_price_cents)
    from ${orders} o join ${orderGroups} g on g.order_id = o.id join ${orderLines} l on l.order_group_id = g.id
    where o.status not in (${ORDER_CANCELLED_STATUS}, ${ORDER_AWAITING_PAYMENT_STATUS})
    group by 1, 2`);
}
