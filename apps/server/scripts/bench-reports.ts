/**
 * The admin reports at scale (issue 33.4): adds a year of orders to a `bench:data` database (200,000
 * by default, with their farm groups and lines, cancellations, invoices and 5,000 subscriptions, all
 * generated inside PostgreSQL), then times each report over 30 days, 90 days and a year through the
 * service the API calls, and prints each query's plan (EXPLAIN ANALYZE) for the 30-day period.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lfm_bench npm run bench:data -- --farms 10000
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lfm_bench npx tsx apps/server/scripts/bench-reports.ts --orders 200000
 *
 * --keep reuses the orders already there (only times and explains).
 */
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { REPORT_IDS } from '@lfm/core';
import type { AppDeps } from '../src/app-deps';
import { fixedClock } from '../src/adapters/clock';
import { postgresDatabase, type Db } from '../src/db/client';
import { silentLog } from '../src/lib/log';
import { report } from '../src/modules/reports/service';
import { rebuildItemSales } from '../src/modules/orders';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    keep: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
  },
});
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('bench-reports needs DATABASE_URL=postgres://... of a bench:data database');
  process.exit(1);
}
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
const database = postgresDatabase(url, { poolSize: 2, log: silentLog });
const { db } = database;
const now = new Date();

async function generate() {
  const step = async (what: string, work: SQL | (() => Promise<unknown>)) => {
    const started = performance.now();
    await (typeof work === 'function' ? work() : db.execute(work));
    console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  console.log(`Generating ${ORDERS} orders over the last year:`);
  await step(
    'emptied orders',
    sql`truncate order_lines, order_groups, subscriptions, orders restart identity cascade`,
  );
  // 85% paid by card, 8% invoiced (half paid), 7% cancelled (cancelled within a day).
  await step(
    'orders',
    sql`with b as (select array_agg(id order by id) as ids, count(*)::int as n from users where user_type in (2, 3))
      insert into orders (user_id, status, amount_cents, delivery_fees_cents, total_cents, payment_method,
        idempotency_key, billing_info, created_at, cancelled_at)
      select b.ids[1 + floor(random() * b.n)::int], s.status, 0, 0, 0, s.method, 'bench-' || g, '{}'::jsonb, s.at,
        case when s.status = 3 then s.at + interval '3 hours' end
      from b cross join generate_series(1, ${ORDERS}) g
      cross join lateral (select ${now.toISOString()}::timestamptz - random() * interval '365 days' + g * interval '0 s' as at,
          random() + g * 0 as r) t
      cross join lateral (select case when t.r < 0.07 then 3 when t.r < 0.11 then 0 else 1 end as status,
          case when t.r >= 0.07 and t.r < 0.15 then 'invoice' else 'card' end as method, t.at) s
      -- As in a real marketplace, ids follow time: a period's orders (and their groups) sit together.
      order by s.at`,
  );
  // One farm's part per order, a second one for 30%: the farm of a random item; a third at a market.
  await step(
    'order groups',
    sql`with m as (select array_agg(id) as ids, count(*)::int as cnt from markets),
        top as (select max(id) as id from inventory)
      insert into order_groups (order_id, farm_id, farm_name, courier_type, market_id, day, delivery_fees_cents,
        total_cents, harvest_status)
      select o.id, f.id, f.farm_name, w.way,
        case when w.way = 'Pickup' and w.r < 0.6 then m.ids[1 + floor(random() * m.cnt)::int] end,
        6, case when w.way = 'Pickup' then 0 else 500 end, 0,
        case when o.created_at < now() - interval '7 days' then (case when random() < 0.04 then 3 else 2 end) else 0 end
      from m cross join top cross join orders o
      cross join generate_series(1, 2) n
      cross join lateral (select farm_id from inventory
        where id >= 1 + floor(random() * top.id + n * 0 + o.id * 0)::int order by id limit 1) i
      join farms f on f.id = i.farm_id
      cross join lateral (select case when x.r < 0.65 then 'Pickup' when x.r < 0.85 then 'Delivery' else 'Shipping' end as way,
          random() as r from (select random() + n * 0 + o.id * 0 as r) x) w
      where n = 1 or random() + o.id * 0 < 0.3
      order by o.id, n`,
  );
  await step(
    'order lines',
    sql`insert into order_lines (order_group_id, inventory_id, product_name, unit_price_cents, quantity, unit)
      select g.id, i.id, i.item_name, i.consumer_price_cents, 1 + floor(random() * 3)::int, 'each'
      from order_groups g
      cross join generate_series(1, 3) n
      cross join lateral (select id, item_name, consumer_price_cents from inventory
        where farm_id = g.farm_id order by id offset floor(random() * 3 + n * 0 + g.id * 0)::int limit 1) i
      where n = 1 or random() + g.id * 0 < 0.5
      order by g.id, n`,
  );
  await step(
    'totals',
    sql`with t as (select g.id, sum(l.unit_price_cents * l.quantity) as items from order_groups g
        join order_lines l on l.order_group_id = g.id group by g.id)
      update order_groups g set total_cents = t.items + g.delivery_fees_cents from t where t.id = g.id`,
  );
  await step(
    'order totals',
    sql`with t as (select order_id, sum(total_cents) as total, sum(delivery_fees_cents) as fees from order_groups group by order_id)
      update orders o set total_cents = t.total, delivery_fees_cents = t.fees, amount_cents = t.total - t.fees
      from t where t.order_id = o.id`,
  );
  await step(
    'subscriptions',
    sql`insert into subscriptions (user_id, inventory_id, provider_subscription_id, status, interval, interval_count,
        quantity, unit_amount_cents, product_name, product_unit, courier_type, created_at, canceled_at)
      select l.user_id, l.inventory_id, 'bench-sub-' || l.n, case when l.cancelled then 'canceled' else 'active' end,
        'week', 1, 1, 2500, l.item_name, 'box', 'Pickup', l.at, case when l.cancelled then l.at + interval '30 days' end
      from (select o.user_id, li.inventory_id, li.product_name as item_name, o.created_at as at,
          random() < 0.3 as cancelled, row_number() over () as n
        from orders o join order_groups g on g.order_id = o.id join order_lines li on li.order_group_id = g.id
        where o.id % 40 = 0 limit 5000) l`,
  );
  // The daily item sales the order writes keep as orders are placed: made from the generated orders at once.
  await step('daily item sales', () => rebuildItemSales(db));
  await step(
    'analyze',
    sql`analyze orders; analyze order_groups; analyze order_lines; analyze subscriptions; analyze item_sales_by_day`,
  );
}

const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(d);
const period = (days: number) => ({
  from: day(new Date(now.getTime() - (days - 1) * 86_400_000)),
  to: day(now),
});

async function time() {
  const deps = { database, clock: fixedClock(now) } as unknown as AppDeps;
  const counts = await db.execute(
    sql`select (select count(*) from farms) farms, (select count(*) from inventory) items,
      (select count(*) from orders) orders, (select count(*) from order_groups) groups,
      (select count(*) from order_lines) lines, (select count(*) from subscriptions) subscriptions`,
  );
  console.log('Data:', (counts as unknown as { rows: unknown[] }).rows[0]);
  console.log(`\nReport times (median of ${RUNS} runs, ms), through the service the API calls:`);
  console.log(['report'.padEnd(18), '30 days', '90 days', '365 days'].join('\t'));
  for (const id of REPORT_IDS) {
    const cells: string[] = [];
    for (const days of [30, 90, 365]) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await report(deps, id, period(days));
        runs.push(performance.now() - started);
      }
      runs.sort((a, b) => a - b);
      cells.push(runs[Math.floor(runs.length / 2)]!.toFixed(1));
    }
    console.log([id.padEnd(18), ...cells].join('\t'));
  }
  console.log('\nPlans for 30 days (EXPLAIN ANALYZE of each statement a report runs):');
  for (const id of REPORT_IDS) {
    console.log(`\n--- ${id}`);
    await explainEach(id);
  }
}

/** Prints the plans by running the report with every statement explained. */
async function explainEach(id: (typeof REPORT_IDS)[number]) {
  const plans: string[] = [];
  const explaining = {
    execute: async (q: SQL) => {
      const res = (await db.execute(sql`explain (analyze, costs off) ${q}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      plans.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
      return { rows: [] };
    },
  } as unknown as Db;
  await report({ database: { ...database, db: explaining } } as unknown as AppDeps, id, period(30));
  console.log(plans.join('\n\n'));
}

try {
  if (!values.keep) await generate();
  await time();
} finally {
  await database.close();
}
