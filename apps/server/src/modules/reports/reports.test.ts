/**
 * Issue 33.4: each report's figures, through the API, against a plain reading of the raw orders (every
 * row read and added up here in JavaScript), over the demo's seeded season (bought through checkout).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { translate } from '@lfm/core/i18n/translate';
import {
  REPORT_IDS,
  REPORT_PERIOD_TOO_LONG,
  REPORTS,
  UNKNOWN_REPORT,
  marketDay,
  type ReportDto,
  type ReportId,
  type ReportRow,
} from '@lfm/core';
import { diskStorage } from '../../adapters/storage';
import { seedIfEmpty, seedSeason } from '../../db/seed';
import {
  farms,
  itemSalesByDay,
  markets,
  orderGroups,
  orderLines,
  orders,
  subscriptions,
} from '../../db/schema';
import { rebuildItemSales } from '../orders';
import { okData } from '../../test/catalog-helpers';
import { failure, get } from '../../test/helpers';
import { buyer, signedInAdmin } from '../../test/shop-helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: string;
const DAY = 86_400_000;
let from: string;
let to: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedIfEmpty(t.database.db, diskStorage(t.uploadsDir));
  await seedSeason(t.app.deps);
  admin = (await signedInAdmin(t)).token;
  // Eight weeks back to today: the season's middle, its cancellations and this week's orders.
  from = marketDay(new Date(t.clock.now().getTime() - 56 * DAY));
  to = marketDay(t.clock.now());
}, 600_000);
afterAll(() => t?.close());

const fetchReport = async (id: ReportId, period = { from, to }) =>
  okData<ReportDto>(
    await get(t, `/api/admin/reports?report=${id}&from=${period.from}&to=${period.to}`, admin),
  ).rows;

/** Every order group with its order, its farm's and market's names and its lines: the raw orders. */
async function raw() {
  const db = t.database.db;
  const groups = await db
    .select({ o: orders, g: orderGroups, farm: farms.farmName, market: markets.marketName })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(farms, eq(farms.id, orderGroups.farmId))
    .leftJoin(markets, eq(markets.id, orderGroups.marketId));
  const lines = await db
    .select({ l: orderLines, g: orderGroups, o: orders, farm: farms.farmName })
    .from(orderLines)
    .innerJoin(orderGroups, eq(orderGroups.id, orderLines.orderGroupId))
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(farms, eq(farms.id, orderGroups.farmId));
  return {
    groups,
    lines,
    subs: await db.select().from(subscriptions),
    orders: await db.select().from(orders),
  };
}

const inPeriod = (d: Date | null) => d != null && marketDay(d) >= from && marketDay(d) <= to;
const live = (status: number) => status !== 3 && status !== 4;

/** Adds up `rows` by key into sales figures (distinct orders, items, fees, total). */
function sales<T extends { o: { id: number }; g: { totalCents: number; deliveryFeesCents: number } }>(
  rows: T[],
  keyOf: (r: T) => string,
  name: string,
) {
  const by = new Map<string, { ids: Set<number>; items: number; fees: number; total: number }>();
  for (const r of rows) {
    const k = keyOf(r);
    const s = by.get(k) ?? { ids: new Set<number>(), items: 0, fees: 0, total: 0 };
    s.ids.add(r.o.id);
    s.items += r.g.totalCents - r.g.deliveryFeesCents;
    s.fees += r.g.deliveryFeesCents;
    s.total += r.g.totalCents;
    by.set(k, s);
  }
  return [...by].map(([k, s]) => ({
    [name]: k,
    orders: s.ids.size,
    itemsCents: s.items,
    feesCents: s.fees,
    salesCents: s.total,
  }));
}

const byFirst = (rows: ReportRow[]) =>
  [...rows].sort((a, b) => String(Object.values(a)[0]).localeCompare(String(Object.values(b)[0])));

describe('admin reports over the seeded season', () => {
  it('the season has sales in the period, so the comparisons below compare something', async () => {
    const { groups } = await raw();
    const period = groups.filter((r) => inPeriod(r.o.createdAt) && live(r.o.status));
    expect(period.length).toBeGreaterThan(50);
    expect(new Set(period.map((r) => r.g.farmId)).size).toBeGreaterThanOrEqual(5);
  });

  it('sales by farm, by market and by day match the raw orders', async () => {
    const { groups } = await raw();
    const period = groups.filter((r) => inPeriod(r.o.createdAt) && live(r.o.status));
    expect(byFirst(await fetchReport('sales-by-farm'))).toEqual(
      byFirst(sales(period, (r) => r.farm, 'farm')),
    );
    const way = { Pickup: 'Picked up at the farm', Delivery: 'Delivered', Shipping: 'Shipped' };
    expect(byFirst(await fetchReport('sales-by-market'))).toEqual(
      byFirst(sales(period, (r) => r.market ?? way[r.g.courierType as keyof typeof way], 'market')),
    );
    const days = await fetchReport('sales-by-day');
    expect(days).toHaveLength(57);
    expect(days[0]!.day).toBe(from);
    expect(days.at(-1)!.day).toBe(to);
    const expected = new Map(sales(period, (r) => marketDay(r.o.createdAt), 'day').map((d) => [d.day, d]));
    for (const d of days)
      expect(d).toEqual(
        expected.get(String(d.day)) ?? { day: d.day, orders: 0, itemsCents: 0, feesCents: 0, salesCents: 0 },
      );
    // Totals agree across the three.
    const total = (rows: ReportRow[]) => rows.reduce((s, r) => s + Number(r.salesCents), 0);
    expect(total(days)).toBe(total(await fetchReport('sales-by-farm')));
    expect(total(days)).toBeGreaterThan(0);
  });

  it('orders by status and way count each farm part of an order', async () => {
    const { groups } = await raw();
    const period = groups.filter((r) => inPeriod(r.o.createdAt) && r.o.status !== 4);
    const rows = await fetchReport('orders-by-status');
    const count = (pick: (r: (typeof period)[number]) => boolean, way: string) =>
      period.filter((r) => pick(r) && r.g.courierType === way).length;
    const check = (status: string, pick: (r: (typeof period)[number]) => boolean) => {
      const row = rows.find((r) => r.status === status)!;
      expect(row, status).toEqual({
        status,
        pickup: count(pick, 'Pickup'),
        delivery: count(pick, 'Delivery'),
        shipping: count(pick, 'Shipping'),
        total: period.filter(pick).length,
      });
    };
    check('Paid', (r) => r.o.status === 1);
    check('Payment pending', (r) => r.o.status === 0);
    check('Cancelled', (r) => r.o.status === 3);
    check('Fulfilled', (r) => r.o.status !== 3 && r.g.harvestStatus === 2);
    check('Out of stock', (r) => r.o.status !== 3 && r.g.harvestStatus === 3);
    check('Not harvested yet', (r) => r.o.status !== 3 && r.g.harvestStatus === 0);
    expect(rows.find((r) => r.status === 'Paid')!.total).toBeGreaterThan(0);
    expect(rows.find((r) => r.status === 'Cancelled')!.total).toBeGreaterThan(0);
  });

  it('top items are the best sellers by sales', async () => {
    const { lines } = await raw();
    const by = new Map<string, { item: string; farm: string; quantity: number; salesCents: number }>();
    for (const r of lines.filter((x) => inPeriod(x.o.createdAt) && live(x.o.status))) {
      const k = String(r.l.inventoryId);
      const s = by.get(k) ?? { item: r.l.productName, farm: r.farm, quantity: 0, salesCents: 0 };
      s.quantity += r.l.quantity;
      s.salesCents += r.l.quantity * r.l.unitPriceCents;
      by.set(k, s);
    }
    const all = [...by.values()].sort((a, b) => b.salesCents - a.salesCents);
    const rows = await fetchReport('top-items');
    expect(rows).toHaveLength(Math.min(25, all.length));
    // Ties at the cut may be either; every row's figures are exact and the order is by sales.
    for (const row of rows) expect(all).toContainEqual(row);
    expect(rows.map((r) => r.salesCents)).toEqual(all.slice(0, rows.length).map((a) => a.salesCents));
  });

  it('the daily item sales kept by the order writes equal the same sums taken afresh over every order', async () => {
    // The season confirmed, cancelled, renewed and marked invoices paid through the app's services.
    const db = t.database.db;
    const kept = await db
      .select()
      .from(itemSalesByDay)
      .orderBy(itemSalesByDay.day, itemSalesByDay.inventoryId);
    expect(kept.length).toBeGreaterThan(50);
    await rebuildItemSales(db);
    const afresh = await db
      .select()
      .from(itemSalesByDay)
      .orderBy(itemSalesByDay.day, itemSalesByDay.inventoryId);
    // A day whose only order was cancelled keeps its row at zero; the fresh sums have no such row.
    expect(kept.filter((r) => r.quantity !== 0)).toEqual(afresh);
  });

  it('new and returning buyers', async () => {
    const { orders: all } = await raw();
    const period = all.filter((o) => inPeriod(o.createdAt) && live(o.status));
    const before = new Set(
      all.filter((o) => live(o.status) && marketDay(o.createdAt) < from).map((o) => o.userId),
    );
    const expected = (returning: boolean) => {
      const mine = period.filter((o) => before.has(o.userId) === returning);
      return {
        buyers: returning ? 'Returning' : 'New',
        count: new Set(mine.map((o) => o.userId)).size,
        orders: mine.length,
        salesCents: mine.reduce((s, o) => s + o.totalCents, 0),
      };
    };
    expect(await fetchReport('buyers')).toEqual([expected(false), expected(true)]);
    // Over the whole season everybody is new; over its last weeks most come back.
    expect(expected(true).count).toBeGreaterThan(0);
  });

  it('subscriptions: started, cancelled and running per item', async () => {
    const { subs } = await raw();
    const rows = await fetchReport('subscriptions');
    const names = [...new Set(subs.map((s) => s.productName))];
    const expected = names
      .map((item) => {
        const mine = subs.filter((s) => s.productName === item);
        const running = mine.filter(
          (s) => marketDay(s.createdAt) <= to && (!s.canceledAt || marketDay(s.canceledAt) > to),
        );
        return {
          item,
          started: mine.filter((s) => inPeriod(s.createdAt)).length,
          cancelled: mine.filter((s) => inPeriod(s.canceledAt)).length,
          active: running.length,
          valueCents: running.reduce((s, x) => s + x.unitAmountCents * x.quantity, 0),
        };
      })
      .filter((r) => r.started + r.cancelled + r.active > 0);
    expect(byFirst(rows)).toEqual(byFirst(expected));
    expect(rows.reduce((s, r) => s + Number(r.active), 0)).toBe(2);
  });

  it('refunds and cancellations', async () => {
    const { orders: all, groups } = await raw();
    const cancelled = (method: string) =>
      all.filter((o) => o.status === 3 && inPeriod(o.cancelledAt) && o.paymentMethod === method);
    const outOfStock = groups.filter(
      (r) => inPeriod(r.o.createdAt) && live(r.o.status) && r.g.harvestStatus === 3,
    );
    expect(await fetchReport('refunds')).toEqual([
      {
        kind: 'Cancelled, card refunded',
        orders: cancelled('card').length,
        amountCents: cancelled('card').reduce((s, o) => s + o.totalCents, 0),
      },
      {
        kind: 'Cancelled, invoice voided',
        orders: cancelled('invoice').length,
        amountCents: cancelled('invoice').reduce((s, o) => s + o.totalCents, 0),
      },
      {
        kind: 'Out of stock at the farm',
        orders: outOfStock.length,
        amountCents: outOfStock.reduce((s, r) => s + r.g.totalCents, 0),
      },
    ]);
    expect(cancelled('card').length).toBeGreaterThan(0);
  });

  it('each report downloads as CSV with the page’s columns', async () => {
    for (const id of REPORT_IDS) {
      const res = await get(t, `/api/admin/reports/csv?report=${id}&from=${from}&to=${to}`, admin);
      expect(res.statusCode, id).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(REPORTS[id].columns.map((c) => `"${translate('en', c.header)}"`).join(','));
      expect(lines.length - 1).toBe((await fetchReport(id)).length);
      // The headers are words, in English, not the catalogue's keys.
      if (id === 'sales-by-farm')
        expect(lines[0]).toBe('"Farm","Orders","Items","Delivery and shipping","Sales"');
    }
  });

  it('refuses a bad period, an unknown report and anyone but an admin, with the message', async () => {
    const at = (q: string, token = admin) => get(t, `/api/admin/reports?report=sales-by-day&${q}`, token);
    expect(failure(await at(`from=${to}&to=${from}`)).responseMessage).toBe(
      'The From date must not be after the To date.',
    );
    expect(failure(await at('from=2025-01-01&to=2026-06-01')).responseMessage).toBe(REPORT_PERIOD_TOO_LONG);
    expect(failure(await at('from=2026-02-30&to=2026-03-01')).responseMessage).toBe(
      'From date must be a date like 2026-11-01.',
    );
    expect(
      failure(await get(t, `/api/admin/reports?report=everything&from=${from}&to=${to}`, admin))
        .responseMessage,
    ).toBe(UNKNOWN_REPORT);
    const shopper = await buyer(t);
    expect((await at(`from=${from}&to=${to}`, shopper.token)).statusCode).toBe(403);
    expect((await at(`from=${from}&to=${to}`, '')).statusCode).toBe(401);
  });
});
