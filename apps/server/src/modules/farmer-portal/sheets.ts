import { and, asc, count, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import { WEEKDAYS, formatCents } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { inventory, markets, orderGroups, orderLines, orders, users } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { drawTable, renderPdf } from '../../lib/pdf';
import { liveOrder } from '../orders';
import { farmOf, windowPeriods } from './orders';

export interface SheetQuery {
  distributionId?: number;
  day?: number;
  format: 'csv' | 'pdf';
}

/** The farm's open order lines (not cancelled, not out of stock) of one distribution and/or day. */
async function openLines(deps: AppDeps, userId: number, q: SheetQuery) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const rows = await db
    .select({
      orderId: orders.id,
      groupId: orderGroups.id,
      buyerFirst: users.firstName,
      buyerLast: users.lastName,
      phone: users.phone,
      courierType: orderGroups.courierType,
      day: orderGroups.day,
      timeSlot: orderGroups.timeSlot,
      address: orderGroups.address,
      marketName: markets.marketName,
      product: orderLines.productName,
      variety: orderLines.variety,
      unit: orderLines.unit,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(orderGroups, eq(orderGroups.id, orderLines.orderGroupId))
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(markets, eq(markets.id, orderGroups.marketId))
    .where(
      and(
        eq(orderGroups.farmId, farm.id),
        liveOrder(),
        ne(orderGroups.harvestStatus, 3),
        sql`${orderGroups.pickedUpAt} is null`,
        q.distributionId ? eq(orderGroups.distributionId, q.distributionId) : undefined,
        q.day != null ? eq(orderGroups.day, q.day) : undefined,
      ),
    )
    .orderBy(asc(orderGroups.day), asc(users.lastName), asc(orders.id), asc(orderLines.id));
  return { farm, rows };
}

/** Where the bag goes: the market (or the farm) for a pickup, else the address. */
const where = (r: Awaited<ReturnType<typeof openLines>>['rows'][number]) =>
  r.courierType === 'Pickup'
    ? `Pickup at ${r.marketName ?? 'the farm'}`
    : `${r.courierType}: ${[r.address?.addressLine1, r.address?.city, r.address?.postalCode].filter(Boolean).join(', ')}`;

const slot = (r: { day: number | null; timeSlot: string | null }) =>
  [r.day != null ? WEEKDAYS[r.day] : '', r.timeSlot ?? ''].filter(Boolean).join(' ');

/** What to harvest: total quantity per product and unit. */
export async function pickList(deps: AppDeps, userId: number, q: SheetQuery) {
  const { farm, rows } = await openLines(deps, userId, q);
  const totals = new Map<
    string,
    { product: string; variety: string; unit: string; quantity: number; orders: Set<number> }
  >();
  for (const r of rows) {
    const key = `${r.product}|${r.variety}|${r.unit}`;
    const t = totals.get(key) ?? {
      product: r.product,
      variety: r.variety,
      unit: r.unit,
      quantity: 0,
      orders: new Set(),
    };
    t.quantity += r.quantity;
    t.orders.add(r.orderId);
    totals.set(key, t);
  }
  const header = ['Product', 'Variety', 'Unit', 'Quantity', 'Orders'];
  const body = [...totals.values()]
    .sort((a, b) => a.product.localeCompare(b.product))
    .map((t) => [t.product, t.variety, t.unit, t.quantity, t.orders.size]);
  const title = `Pick list – ${farm.farmName}`;
  if (q.format === 'csv')
    return { body: toCsv([header, ...body]), type: 'text/csv; charset=utf-8', filename: 'pick-list.csv' };
  const pdf = await renderPdf({ title }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown(0.5);
    drawTable(
      doc,
      header.map((h, i) => ({
        header: h,
        width: [180, 110, 90, 60, 55][i]!,
        align: i >= 3 ? 'right' : 'left',
      })),
      body.map((r) => r.map(String)),
    );
  });
  return { body: pdf, type: 'application/pdf', filename: 'pick-list.pdf' };
}

/** What goes in each buyer's bag, with how it reaches them. */
export async function packingSheet(deps: AppDeps, userId: number, q: SheetQuery) {
  const { farm, rows } = await openLines(deps, userId, q);
  const header = ['Order', 'Buyer', 'Phone', 'Where', 'When', 'Product', 'Unit', 'Quantity'];
  const body = rows.map((r) => [
    `#${r.orderId}`,
    `${r.buyerFirst} ${r.buyerLast}`,
    r.phone,
    where(r),
    slot(r),
    [r.product, r.variety].filter(Boolean).join(' – '),
    r.unit,
    r.quantity,
  ]);
  const title = `Packing sheet – ${farm.farmName}`;
  if (q.format === 'csv')
    return { body: toCsv([header, ...body]), type: 'text/csv; charset=utf-8', filename: 'packing-sheet.csv' };
  const pdf = await renderPdf({ title }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown(0.5);
    drawTable(
      doc,
      [
        { header: 'Order', width: 45 },
        { header: 'Buyer', width: 95 },
        { header: 'How / when', width: 150 },
        { header: 'Product', width: 130 },
        { header: 'Qty', width: 75, align: 'right' },
      ],
      rows.map((r) => [
        `#${r.orderId}`,
        `${r.buyerFirst} ${r.buyerLast}\n${r.phone}`,
        `${where(r)}\n${slot(r)}`,
        [r.product, r.variety].filter(Boolean).join(' – '),
        `${r.quantity} ${r.unit}`,
      ]),
    );
  });
  return { body: pdf, type: 'application/pdf', filename: 'packing-sheet.pdf' };
}

const LOW_STOCK = 5;

/** Orders and sales of the current and the last order window, and items low in stock. */
export async function dashboard(deps: AppDeps, userId: number) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const now = deps.clock.now();
  const windows = await windowPeriods(db, farm.id, now);
  const period = async (from: Date, to: Date) => {
    const [r] = await db
      .select({
        orders: count(sql`distinct ${orders.id}`),
        salesCents: sql<number>`coalesce(sum(${orderGroups.totalCents}), 0)`.mapWith(Number),
      })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .where(
        and(
          eq(orderGroups.farmId, farm.id),
          liveOrder(),
          gt(orders.createdAt, from),
          lte(orders.createdAt, to),
        ),
      );
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      orders: r?.orders ?? 0,
      salesCents: r?.salesCents ?? 0,
      sales: formatCents(r?.salesCents ?? 0),
    };
  };
  const lowStock = await db
    .select({
      _id: inventory.id,
      itemName: inventory.itemName,
      maximumConsumerQuantity: inventory.maximumConsumerQuantity,
      maximumWholesaleQuantity: inventory.maximumWholesaleQuantity,
    })
    .from(inventory)
    .where(
      and(
        eq(inventory.farmId, farm.id),
        eq(inventory.status, 1),
        lt(
          sql`least(${inventory.maximumConsumerQuantity}, ${inventory.maximumWholesaleQuantity})`,
          LOW_STOCK,
        ),
      ),
    )
    .orderBy(asc(inventory.itemName));
  return {
    current: await period(windows.current.from, windows.current.to),
    last: await period(windows.last.from, windows.last.to),
    lowStock,
  };
}
