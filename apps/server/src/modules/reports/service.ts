/**
 * The marketplace's reports (issue 33.4). Each is one or two SQL statements over the orders placed
 * in the period, found through the index orders (created_at) (cancellations through orders
 * (cancelled_at)), their groups through their order's index: the work grows with the period's orders,
 * never with every order there is. Top items read the daily item sales the order writes keep, one row
 * per item and day. A period is at most REPORT_MAX_DAYS long.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  REPORTS,
  formatCents,
  type ReportDto,
  type ReportId,
  type ReportQuery,
  type ReportRow,
} from '@lfm/core';
import { translate, type AdminKey, type MessageValues } from '@lfm/core/i18n/translate';
import { DEFAULT_LOCALE, type Locale } from '@lfm/core/i18n/locales';
import type { AppDeps } from '../../app-deps';
import { rowsOf, type Db } from '../../db/client';
import { farms, itemSalesByDay, markets, orderGroups, orders, subscriptions } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { ORDER_AWAITING_PAYMENT_STATUS, ORDER_CANCELLED_STATUS } from '../orders';

const TZ = DEFAULT_TIME_ZONE;
const num = (v: unknown) => Number(v ?? 0);
const TOP_ITEMS = 25;

interface Period {
  from: string;
  to: string;
  /** The instants the period starts and ends at (the day after `to`, midnight marketplace time). */
  start: SQL;
  end: SQL;
}

const periodOf = (q: { from: string; to: string }): Period => ({
  from: q.from,
  to: q.to,
  start: sql`(${q.from}::date::timestamp at time zone ${TZ})`,
  end: sql`((${q.to}::date + 1)::timestamp at time zone ${TZ})`,
});

/** Orders placed in the period and neither cancelled nor still being paid. */
const placedIn = (p: Period) =>
  sql`${orders.createdAt} >= ${p.start} and ${orders.createdAt} < ${p.end}
    and ${orders.status} not in (${ORDER_CANCELLED_STATUS}, ${ORDER_AWAITING_PAYMENT_STATUS})`;

/**
 * The period's order groups by the index order_groups (order_id): order ids follow time (an identity
 * column, orders written as they are placed), so the groups of the period's orders lie between its
 * first and last order id. A bound that is always true of them, given so that the planner reads that
 * range of the index instead of every group there is.
 */
const groupsOfPeriodRange = (p: Period) => {
  // `offset 0` keeps the planner on the created_at index (min(id) alone walks the primary key from its start).
  const ids = (fn: string) =>
    sql`(select ${sql.raw(fn)}(p.id) from (select ${orders.id} as id from ${orders}
      where ${orders.createdAt} >= ${p.start} and ${orders.createdAt} < ${p.end} offset 0) p)`;
  return sql`${orderGroups.orderId} between ${ids('min')} and ${ids('max')}`;
};

/** The money columns of a sales report, over order groups `g` of orders `o`. */
const salesColumns = sql`count(distinct ${orderGroups.orderId}) as orders,
  coalesce(sum(${orderGroups.totalCents} - ${orderGroups.deliveryFeesCents}), 0) as items_cents,
  coalesce(sum(${orderGroups.deliveryFeesCents}), 0) as fees_cents,
  coalesce(sum(${orderGroups.totalCents}), 0) as sales_cents`;
const salesRow = (r: Record<string, unknown>) => ({
  orders: num(r.orders),
  itemsCents: num(r.items_cents),
  feesCents: num(r.fees_cents),
  salesCents: num(r.sales_cents),
});
const groupsOfPeriod = (p: Period) =>
  sql`${orders} join ${orderGroups} on ${orderGroups.orderId} = ${orders.id}
    where ${placedIn(p)} and ${groupsOfPeriodRange(p)}`;

/** The words of a report's rows (a way, a status, a kind of buyer), in the reader's language (issue 32). */
type Say = (key: AdminKey, values: MessageValues) => string;
/** An order's payment status (0 pending, 1 paid, 3 cancelled) and a farm part's harvest status (0-3). */
const PAYMENT_STATUSES = [0, 1, ORDER_CANCELLED_STATUS];
const HARVEST_STATUSES = [0, 1, 2, 3];

const run = (db: Db, query: SQL) => rowsOf(db.execute(query));

const QUERIES: Record<ReportId, (db: Db, p: Period, say: Say) => Promise<ReportRow[]>> = {
  async 'sales-by-farm'(db, p) {
    const rows = await run(
      db,
      sql`select ${farms.farmName} as farm, ${salesColumns}
        from ${orders} join ${orderGroups} on ${orderGroups.orderId} = ${orders.id}
          join ${farms} on ${farms.id} = ${orderGroups.farmId}
        where ${placedIn(p)} and ${groupsOfPeriodRange(p)}
        group by ${farms.id}, ${farms.farmName}
        order by sales_cents desc, farm`,
    );
    return rows.map((r) => ({ farm: String(r.farm), ...salesRow(r) }));
  },
  async 'sales-by-market'(db, p, say) {
    const rows = await run(
      db,
      sql`select ${markets.marketName} as market, ${orderGroups.courierType} as way, ${salesColumns}
        from ${orders} join ${orderGroups} on ${orderGroups.orderId} = ${orders.id}
          left join ${markets} on ${markets.id} = ${orderGroups.marketId}
        where ${placedIn(p)} and ${groupsOfPeriodRange(p)}
        group by ${markets.id}, ${markets.marketName}, ${orderGroups.courierType}
        order by sales_cents desc, market`,
    );
    // Pick-ups at one market are one row; the rest, one row per way.
    return rows.map((r) => ({
      market: r.market != null ? String(r.market) : say('admin.report.row.way', { way: String(r.way) }),
      ...salesRow(r),
    }));
  },
  async 'sales-by-day'(db, p) {
    const rows = await run(
      db,
      sql`with s as (
          select (${orders.createdAt} at time zone ${TZ})::date as d, ${salesColumns}
          from ${groupsOfPeriod(p)} group by 1)
        select to_char(day, 'YYYY-MM-DD') as day, s.orders, s.items_cents, s.fees_cents, s.sales_cents
        from generate_series(${p.from}::date, ${p.to}::date, interval '1 day') day
          left join s on s.d = day::date
        order by day`,
    );
    return rows.map((r) => ({ day: String(r.day), ...salesRow(r) }));
  },
  async 'orders-by-status'(db, p, say) {
    const rows = await run(
      db,
      sql`select ${orders.status} as status, ${orderGroups.harvestStatus} as harvest,
          ${orderGroups.courierType} as way, count(*) as n
        from ${orders} join ${orderGroups} on ${orderGroups.orderId} = ${orders.id}
        where ${orders.createdAt} >= ${p.start} and ${orders.createdAt} < ${p.end}
          and ${orders.status} <> ${ORDER_AWAITING_PAYMENT_STATUS} and ${groupsOfPeriodRange(p)}
        group by 1, 2, 3`,
    );
    const table = new Map<string, ReportRow>();
    const add = (status: string, way: string, n: number) => {
      const row = table.get(status) ?? { status, pickup: 0, delivery: 0, shipping: 0, total: 0 };
      row[way.toLowerCase()] = num(row[way.toLowerCase()]) + n;
      row.total = num(row.total) + n;
      table.set(status, row);
    };
    // Payment first (every part of an order), then what became of the parts still live.
    const payment = (status: number) => say('admin.report.row.payment', { status });
    const harvest = (status: number) => say('admin.report.row.harvest', { status });
    for (const label of [...PAYMENT_STATUSES.map(payment), ...HARVEST_STATUSES.map(harvest)])
      table.set(label, { status: label, pickup: 0, delivery: 0, shipping: 0, total: 0 });
    for (const r of rows) add(payment(num(r.status)), String(r.way), num(r.n));
    for (const r of rows)
      if (num(r.status) !== ORDER_CANCELLED_STATUS) add(harvest(num(r.harvest)), String(r.way), num(r.n));
    return [...table.values()];
  },
  async 'top-items'(db, p) {
    // From the daily item sales the order writes keep (ADR 010): a year is one row per item and day sold,
    // not every line of the year; the names are looked up for the 25 only.
    const s = itemSalesByDay;
    const rows = await run(
      db,
      sql`with top as (
          select ${s.inventoryId} as inventory_id, sum(${s.quantity}) as quantity, sum(${s.salesCents}) as sales_cents
          from ${s} where ${s.day} between ${p.from}::date and ${p.to}::date
          group by 1 having sum(${s.quantity}) > 0
          order by sales_cents desc, inventory_id limit ${TOP_ITEMS})
        select last.product_name as item, ${farms.farmName} as farm, top.quantity, top.sales_cents
        from top cross join lateral (
            select l.product_name, l.farm_id from ${s} l
            where l.inventory_id = top.inventory_id and l.day between ${p.from}::date and ${p.to}::date
              and l.quantity > 0
            order by l.day desc limit 1) last
          join ${farms} on ${farms.id} = last.farm_id
        order by top.sales_cents desc, item`,
    );
    return rows.map((r) => ({
      item: String(r.item),
      farm: String(r.farm),
      quantity: num(r.quantity),
      salesCents: num(r.sales_cents),
    }));
  },
  async buyers(db, p, say) {
    const rows = await run(
      db,
      sql`with b as (
          select ${orders.userId} as user_id, count(*) as orders, sum(${orders.totalCents}) as sales_cents
          from ${orders} where ${placedIn(p)} group by 1)
        -- A scalar subquery per buyer (by orders (user_id, created_at)): as EXISTS, the planner made it
        -- a semi-join over every earlier order.
        select (select 1 from ${orders} e where e.user_id = b.user_id and e.created_at < ${p.start}
            and e.status not in (${ORDER_CANCELLED_STATUS}, ${ORDER_AWAITING_PAYMENT_STATUS}) limit 1) is not null
            as returning,
          count(*) as buyers, sum(b.orders) as orders, sum(b.sales_cents) as sales_cents
        from b group by 1`,
    );
    return [false, true].map((returning) => {
      const r = rows.find((x) => Boolean(x.returning) === returning);
      return {
        buyers: say('admin.report.row.buyers', { kind: returning ? 'returning' : 'new' }),
        count: num(r?.buyers),
        orders: num(r?.orders),
        salesCents: num(r?.sales_cents),
      };
    });
  },
  async subscriptions(db, p) {
    const s = subscriptions;
    const running = sql`${s.createdAt} < ${p.end} and (${s.canceledAt} is null or ${s.canceledAt} >= ${p.end})`;
    const rows = await run(
      db,
      sql`select ${s.productName} as item,
          count(*) filter (where ${s.createdAt} >= ${p.start}) as started,
          count(*) filter (where ${s.canceledAt} >= ${p.start} and ${s.canceledAt} < ${p.end}) as cancelled,
          count(*) filter (where ${running}) as active,
          coalesce(sum(${s.unitAmountCents} * ${s.quantity}) filter (where ${running}), 0) as value_cents
        from ${s}
        where ${s.createdAt} < ${p.end} and (${s.canceledAt} is null or ${s.canceledAt} >= ${p.start})
        group by 1 order by active desc, item`,
    );
    return rows.map((r) => ({
      item: String(r.item),
      started: num(r.started),
      cancelled: num(r.cancelled),
      active: num(r.active),
      valueCents: num(r.value_cents),
    }));
  },
  async refunds(db, p, say) {
    const [cancelled, outOfStock] = await Promise.all([
      run(
        db,
        sql`select ${orders.paymentMethod} as method, count(*) as orders, coalesce(sum(${orders.totalCents}), 0) as amount_cents
          from ${orders}
          where ${orders.cancelledAt} >= ${p.start} and ${orders.cancelledAt} < ${p.end}
            and ${orders.status} = ${ORDER_CANCELLED_STATUS}
          group by 1`,
      ),
      run(
        db,
        sql`select count(*) as orders, coalesce(sum(${orderGroups.totalCents}), 0) as amount_cents
          from ${groupsOfPeriod(p)} and ${orderGroups.harvestStatus} = 3`,
      ),
    ]);
    const of = (method: string) => cancelled.find((r) => r.method === method);
    return [
      {
        kind: say('admin.report.row.refund', { kind: 'card' }),
        orders: num(of('card')?.orders),
        amountCents: num(of('card')?.amount_cents),
      },
      {
        kind: say('admin.report.row.refund', { kind: 'invoice' }),
        orders: num(of('invoice')?.orders),
        amountCents: num(of('invoice')?.amount_cents),
      },
      {
        kind: say('admin.report.row.refund', { kind: 'outOfStock' }),
        orders: num(outOfStock[0]?.orders),
        amountCents: num(outOfStock[0]?.amount_cents),
      },
    ];
  },
};

/** One report over the period, as the admin page shows it: its rows' words in the reader's language. */
export async function report(
  deps: AppDeps,
  id: ReportId,
  q: Pick<ReportQuery, 'from' | 'to'>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ReportDto> {
  const say: Say = (key, values) => translate(locale, key, values);
  const rows = await QUERIES[id](deps.database.db, periodOf(q), say);
  return { report: id, from: q.from, to: q.to, rows };
}

/** The same report as CSV, in the reader's language like the page: the page's columns, money as dollars. */
export async function reportCsv(
  deps: AppDeps,
  id: ReportId,
  q: Pick<ReportQuery, 'from' | 'to'>,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { rows } = await report(deps, id, q, locale);
  const { columns } = REPORTS[id];
  const body = toCsv([
    columns.map((c) => translate(locale, c.header)),
    ...rows.map((r) =>
      columns.map((c) => (c.kind === 'cents' ? formatCents(num(r[c.key])) : (r[c.key] ?? ''))),
    ),
  ]);
  return { body, type: 'text/csv; charset=utf-8', filename: `${id}-${q.from}-to-${q.to}.csv` };
}
