import { and, asc, count, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  formatCents,
  translate,
  weekdayName,
  type Locale,
  type MessageKey,
  type MessageValues,
} from '@lfm/core';
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

type Line = Awaited<ReturnType<typeof openLines>>['rows'][number];
type Say = (key: MessageKey, values?: MessageValues) => string;
const sayer =
  (locale: Locale): Say =>
  (key, values) =>
    translate(locale, key, values);

/** The word of a bag's way besides pickup ('Delivery'), the portal's. */
const COURIER_KIND: Record<string, MessageKey> = {
  Delivery: 'farmer.kind.delivery',
  Shipping: 'farmer.kind.shipping',
};

/** Where the bag goes: the market (or the farm) for a pickup, else the address. */
function where(t: Say, r: Line) {
  if (r.courierType === 'Pickup') return t('farmer.pickupAt', { place: r.marketName ?? t('doc.theFarm') });
  const kind = COURIER_KIND[r.courierType];
  const address = [r.address?.addressLine1, r.address?.city, r.address?.postalCode].filter(Boolean);
  return `${kind ? t(kind) : r.courierType}: ${address.join(', ')}`;
}

/** The day starts its cell: a capital in every language ('Lunes 9:00 AM'). */
const slot = (locale: Locale, r: { day: number | null; timeSlot: string | null }) =>
  [r.day != null ? weekdayName(r.day, locale) : '', r.timeSlot ?? ''].filter(Boolean).join(' ');

/** What to harvest: total quantity per product and unit, in the farmer's language (issue 32). */
export async function pickList(
  deps: AppDeps,
  userId: number,
  q: SheetQuery,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = sayer(locale);
  const { farm, rows } = await openLines(deps, userId, q);
  const totals = new Map<
    string,
    { product: string; variety: string; unit: string; quantity: number; orders: Set<number> }
  >();
  for (const r of rows) {
    const key = `${r.product}|${r.variety}|${r.unit}`;
    const sum = totals.get(key) ?? {
      product: r.product,
      variety: r.variety,
      unit: r.unit,
      quantity: 0,
      orders: new Set(),
    };
    sum.quantity += r.quantity;
    sum.orders.add(r.orderId);
    totals.set(key, sum);
  }
  const header = [
    t('sheet.product'),
    t('sheet.variety'),
    t('sheet.unit'),
    t('sheet.quantity'),
    t('sheet.orders'),
  ];
  const body = [...totals.values()]
    .sort((a, b) => a.product.localeCompare(b.product))
    .map((sum) => [sum.product, sum.variety, sum.unit, sum.quantity, sum.orders.size]);
  const title = t('sheet.pickList.title', { farm: farm.farmName });
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

/** What goes in each buyer's bag, with how it reaches them, in the farmer's language (issue 32). */
export async function packingSheet(
  deps: AppDeps,
  userId: number,
  q: SheetQuery,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = sayer(locale);
  const { farm, rows } = await openLines(deps, userId, q);
  const header = [
    t('sheet.order'),
    t('sheet.buyer'),
    t('sheet.phone'),
    t('sheet.where'),
    t('sheet.when'),
    t('sheet.product'),
    t('sheet.unit'),
    t('sheet.quantity'),
  ];
  const body = rows.map((r) => [
    `#${r.orderId}`,
    `${r.buyerFirst} ${r.buyerLast}`,
    r.phone,
    where(t, r),
    slot(locale, r),
    [r.product, r.variety].filter(Boolean).join(' – '),
    r.unit,
    r.quantity,
  ]);
  const title = t('sheet.packing.title', { farm: farm.farmName });
  if (q.format === 'csv')
    return { body: toCsv([header, ...body]), type: 'text/csv; charset=utf-8', filename: 'packing-sheet.csv' };
  const pdf = await renderPdf({ title }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown(0.5);
    drawTable(
      doc,
      [
        { header: t('sheet.order'), width: 45 },
        { header: t('sheet.buyer'), width: 95 },
        { header: t('sheet.howWhen'), width: 150 },
        { header: t('sheet.product'), width: 130 },
        { header: t('sheet.qty'), width: 75, align: 'right' },
      ],
      rows.map((r) => [
        `#${r.orderId}`,
        `${r.buyerFirst} ${r.buyerLast}\n${r.phone}`,
        `${where(t, r)}\n${slot(locale, r)}`,
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
