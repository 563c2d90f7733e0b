/**
 * Fills a PostgreSQL database with a realistic marketplace for `npm run bench` (issue 14):
 * farms in real US zip codes (the `zipcodes` package), denser in the Northeast like the demo,
 * items skewed so the biggest farm holds ~2,000 of them, and per farm about 1.4 pickups (two
 * thirds at a market of its state), 0.73 deliveries (the zips within 10-40 miles) and 0.3
 * shipping distributions (the zips of its state), markets with pick-up hosts, and buyers.
 * The rows follow the factories' defaults (db/factories.ts: the demo password, pickup slots, order
 * windows, prices and units); everything is generated inside PostgreSQL with INSERT ... SELECT.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/h4_bench npm run bench:data -- --farms 10000 --items 1000000
 *
 * The database is created when missing, migrated with the project's migrations, and emptied first.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import zipcodes from 'zipcodes';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createPglite, pgliteDatabase, postgresDatabase } from '../src/db/client';
import { silentLog } from '../src/lib/log';
import { DEFAULT_PASSWORD } from '../src/db/factories';
import { hashPassword } from '../src/lib/passwords';
import { PRODUCE } from './bench-lib';

const { values } = parseArgs({
  options: {
    farms: { type: 'string', default: '10000' },
    items: { type: 'string', default: '1000000' },
    markets: { type: 'string' },
    buyers: { type: 'string' },
    pglite: { type: 'string' },
  },
});
const FARMS = Number(values.farms);
const ITEMS = Number(values.items);
const MARKETS = Number(values.markets ?? Math.max(10, Math.round(FARMS / 10)));
const BUYERS = Number(values.buyers ?? Math.max(50, Math.round(FARMS / 5)));

const url = process.env.DATABASE_URL;
/** --pglite DIR: the embedded database a server started with DATA_DIR=DIR (and no DATABASE_URL) opens. */
const pgliteDir = values.pglite;
if (!pgliteDir && (!url || !/^postgres(ql)?:/.test(url))) {
  console.error(
    'bench:data needs DATABASE_URL=postgres://... (a PostgreSQL database it may empty), or --pglite DIR',
  );
  process.exit(1);
}

/** The statements below on either database: PostgreSQL through pg, or PGlite in this process. */
interface Sql {
  query<T = Record<string, unknown>>(
    statement: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number | null }>;
  end(): Promise<void>;
}

async function openTarget(): Promise<Sql> {
  if (pgliteDir) {
    const dir = path.join(path.resolve(pgliteDir), 'pglite');
    await mkdir(dir, { recursive: true });
    const pglite = await createPglite(dir);
    await pgliteDatabase(pglite).migrate();
    return {
      async query<T>(statement: string, params: unknown[] = []) {
        // Without parameters a text may hold several statements (exec); its last result is the answer.
        const results =
          params.length === 0 ? await pglite.exec(statement) : [await pglite.query<T>(statement, params)];
        const last = results.at(-1);
        return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows ?? last?.rows.length ?? null };
      },
      end: () => pglite.close(),
    };
  }
  await ensureDatabase(url!);
  const database = postgresDatabase(url!, { poolSize: 2, log: silentLog });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(statement: string, params: unknown[] = []) => {
      const res = await client.query(statement, params);
      return { rows: res.rows as T[], rowCount: res.rowCount };
    },
    end: () => client.end(),
  };
}

/** Creates the database named in `url` when it does not exist. */
async function ensureDatabase(target: string) {
  const u = new URL(target);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

/** The categories of PRODUCE, same order (SPEC 9 ids). */
const CATEGORY = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 5, 5, 2, 2, 5, 5];
const UNITS = [3, 5, 6, 7, 8, 10, 11, 12];
/** The 50 states and DC (no territories). */
const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);
const WESTERN = ['CA', 'OR', 'WA', 'NV'];
const CENTRAL = ['TX', 'IL', 'MN', 'WI', 'IA', 'MO', 'KS', 'NE', 'OK', 'LA', 'AR', 'AL', 'MS', 'TN'];
const MOUNTAIN = ['CO', 'UT', 'AZ', 'NM', 'MT', 'WY', 'ID'];

async function main() {
  const started = performance.now();
  const client = await openTarget();
  const step = async (label: string, statement: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const res = await client.query(statement, params);
    console.log(
      `${label.padEnd(28)} ${String(res.rowCount ?? '').padStart(9)} rows ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  };
  try {
    await client.query(`SET synchronous_commit = off; SET work_mem = '256MB'; SELECT setseed(0.14)`);
    const { rows: tables } = await client.query<{ t: string }>(
      `SELECT string_agg(format('%I', tablename), ', ') AS t FROM pg_tables WHERE schemaname = 'public'`,
    );
    await client.query(`TRUNCATE ${tables[0]!.t} RESTART IDENTITY CASCADE`);

    const zips = Object.values(zipcodes.codes).filter(
      (z) =>
        z.country === 'US' &&
        Number.isFinite(z.latitude) &&
        Number.isFinite(z.longitude) &&
        STATES.has(z.state),
    );
    // Nearest to the Hudson Valley first, where the demo's farms are; farms pick low ranks more often.
    const hudson = { latitude: 42.25, longitude: -73.79 };
    const fromHudson = (z: { latitude: number; longitude: number }) =>
      (z.latitude - hudson.latitude) ** 2 + ((z.longitude - hudson.longitude) * 0.75) ** 2;
    zips.sort((a, b) => fromHudson(a) - fromHudson(b));
    await client.query(
      `CREATE TEMP TABLE zips (zn int, zip text, city text, state text, lat float8, lng float8)`,
    );
    await step(
      'zip codes',
      `INSERT INTO zips SELECT row_number() over (), * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
      [
        zips.map((z) => z.zip),
        zips.map((z) => z.city),
        zips.map((z) => z.state),
        zips.map((z) => z.latitude),
        zips.map((z) => z.longitude),
      ],
    );
    await client.query(
      `CREATE INDEX ON zips (zn); CREATE INDEX ON zips (lat, lng); CREATE INDEX ON zips (state); ANALYZE zips`,
    );
    const skewedZips = (count: number) =>
      `(SELECT n, 1 + floor(${zips.length} * power(random(), 1.3))::int AS zi FROM generate_series(1, ${count}) n) s
       JOIN zips z ON z.zn = s.zi`;

    const hash = await hashPassword(DEFAULT_PASSWORD);
    await step(
      'farmers',
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, created_at)
       SELECT 'farmer' || n || '@bench.local', $1, 'Farmer', 'No. ' || n, 1, now() - random() * interval '700 days'
       FROM generate_series(1, ${FARMS}) n ORDER BY n`,
      [hash],
    );
    await step(
      'farms',
      `INSERT INTO farms (user_id, farm_name, short_info, address_line1, city, state, postal_code, latitude, longitude,
         certified_organic, status, created_at)
       SELECT n, (ARRAY['Green','Hill','River','Maple','Stone','Cedar','Willow','Sunny','Oak','Meadow'])[1 + n % 10]
                || ' ' || (ARRAY['Acres','Farm','Fields','Orchard','Creamery','Gardens','Homestead'])[1 + (n / 10) % 7] || ' ' || n,
              'Vegetables, fruit and eggs from our fields.', n || ' Farm Rd', z.city, z.state, z.zip,
              z.lat + (random() - 0.5) * 0.04, z.lng + (random() - 0.5) * 0.04,
              random() < 0.3, CASE WHEN random() < 0.03 THEN 0 ELSE 1 END, u.created_at
       FROM ${skewedZips(FARMS)}
       JOIN users u ON u.id = n
       ORDER BY n`,
    );
    await step(
      'buyers',
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, consumer_type, invoice_status)
       SELECT 'buyer' || n || '@bench.local', $1, 'Buyer', 'No. ' || n,
              CASE WHEN n % 10 = 0 THEN 3 ELSE 2 END, CASE WHEN n % 10 = 0 THEN 3 END, CASE WHEN n % 20 = 0 THEN 0 END
       FROM generate_series(1, ${BUYERS}) n`,
      [hash],
    );
    await step(
      'pick-up hosts',
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type)
       SELECT 'host' || n || '@bench.local', $1, 'Host', 'No. ' || n, 5 FROM generate_series(1, ${Math.ceil(MARKETS / 2)}) n`,
      [hash],
    );
    await step(
      'markets',
      `INSERT INTO markets (market_name, description, address_line1, city, state, postal_code, latitude, longitude,
         market_order_window, market_pickup_windows, time_zone, status, host_user_id)
       SELECT z.city || ' Farmers Market ' || n, 'A weekly market with the farms of the region.', n || ' Market St',
              z.city, z.state, z.zip, z.lat, z.lng, 'Sunday 6:00 AM – Friday 6:00 AM', '["Saturday 9:00 AM - 12:00 PM"]'::jsonb,
              ${timeZoneOf('z.state')}, CASE WHEN n % 20 = 0 THEN 1 ELSE 0 END,
              CASE WHEN n % 2 = 0 THEN ${FARMS + BUYERS} + n / 2 END
       FROM ${skewedZips(MARKETS)}`,
    );
    const WINDOWS = [
      // The factories' default: Sunday 6:00 AM to Saturday 6:00 AM.
      [
        { day: 0, time: '6:00', meridiem: 'AM' },
        { day: 6, time: '6:00', meridiem: 'AM' },
      ],
      [
        { day: 1, time: '8:00', meridiem: 'AM' },
        { day: 3, time: '11:00', meridiem: 'PM' },
      ],
      [
        { day: 4, time: '12:00', meridiem: 'PM' },
        { day: 1, time: '9:00', meridiem: 'PM' },
      ],
    ];
    const windowPoint = (end: 0 | 1) =>
      `CASE f.id % 3 ${WINDOWS.map((w, i) => `WHEN ${i} THEN '${JSON.stringify(w[end])}'::jsonb`).join(' ')} END`;
    const insertDistributions = (label: string, kind: number, share: number, select: string) =>
      step(
        label,
        `INSERT INTO distributions (farm_id, user_id, market_id, select_pick_del, delivery_for, category,
           address_line1, city, state, postal_code, latitude, longitude, delivery_postal_codes, flat_fee_cents,
           delivery_fee_cents_per_mile, radius_miles, pickups, deliveries, place_order_open, place_order_close, time_zone, status)
         SELECT f.id, f.user_id, x.market_id, ${kind}, x.delivery_for, '', x.line1, x.city, x.state, x.zip, x.lat, x.lng,
                x.zips, x.flat_fee, x.per_mile, x.radius, x.pickups, x.deliveries,
                ${windowPoint(0)}, ${windowPoint(1)}, ${timeZoneOf('f.state')},
                CASE WHEN random() < 0.04 THEN 0 ELSE 1 END
         FROM farms f, generate_series(1, 2) copy
         CROSS JOIN LATERAL (${select})
           x(market_id, delivery_for, line1, city, state, zip, lat, lng, zips, flat_fee, per_mile, radius, pickups, deliveries)
         WHERE random() < ${share / 2}`,
      );
    const slots = `'[{"day":6,"time":[{"startTime":"9:00 AM","endTime":"12:00 PM"}]}]'::jsonb`;
    await insertDistributions(
      'market pickups',
      1,
      0.92,
      `SELECT m.id AS market_id, NULL::smallint AS delivery_for, m.address_line1 AS line1, m.city, m.state,
              m.postal_code AS zip, m.latitude AS lat, m.longitude AS lng, '{}'::text[] AS zips, NULL::int AS flat_fee,
              NULL::int AS per_mile, NULL::int AS radius, ${slots} AS pickups, '[]'::jsonb AS deliveries
       FROM markets m WHERE m.state = f.state AND copy > 0 ORDER BY random() LIMIT 1`,
    );
    await insertDistributions(
      'farm stand pickups',
      1,
      0.46,
      `SELECT NULL::int, NULL::smallint, f.address_line1, f.city, f.state, f.postal_code, f.latitude, f.longitude,
              '{}'::text[], NULL::int, NULL::int, NULL::int, ${slots}, '[]'::jsonb WHERE copy > 0`,
    );
    await insertDistributions(
      'deliveries',
      2,
      0.73,
      `SELECT NULL::int, (ARRAY[NULL, NULL, 1, 2, 3])[1 + f.id % 5]::smallint, f.address_line1, f.city, f.state,
              f.postal_code, f.latitude, f.longitude,
              (SELECT coalesce(array_agg(z.zip ORDER BY z.zip), '{}') FROM zips z
                WHERE z.lat BETWEEN f.latitude - r.miles / 69.0 AND f.latitude + r.miles / 69.0
                  AND z.lng BETWEEN f.longitude - r.miles / 52.0 AND f.longitude + r.miles / 52.0),
              CASE WHEN f.id % 2 = 0 THEN 500 END, CASE WHEN f.id % 2 = 1 THEN 50 END, r.miles, '[]'::jsonb,
              '[{"day":4,"time":"2:00 PM - 6:00 PM","feeCents":500}]'::jsonb
       FROM (SELECT 10 + (f.id * 7 + copy) % 31 AS miles) r`,
    );
    await insertDistributions(
      'shipping',
      3,
      0.305,
      `SELECT NULL::int, NULL::smallint, f.address_line1, f.city, f.state, f.postal_code, f.latitude, f.longitude,
              (SELECT array_agg(z.zip ORDER BY z.zip) FROM zips z WHERE z.state = f.state),
              1200, NULL::int, NULL::int, '[]'::jsonb, '[{"day":2,"time":"Ships Tuesday","feeCents":1200}]'::jsonb`,
    );
    // Items per farm skewed like real shops: farm 1 holds ~0.2% of all (about 2,000 of a million).
    await step(
      'items',
      `INSERT INTO inventory (farm_id, user_id, item_name, variety, description, inventory_type, distribution_types,
         status, consumer_price_cents, wholesale_price_cents, consumer_unit, wholesale_unit,
         maximum_consumer_quantity, maximum_wholesale_quantity, created_at)
       SELECT farm, farm, p.name, 'Heirloom', 'Picked this week on the farm.', p.category,
              (ARRAY['{1,2}', '{1,2}', '{1,2}', '{1}', '{1}', '{2}', '{1,2}', '{3}', '{3}', '{1,2,3}'])[1 + g % 10]::smallint[],
              CASE WHEN g % 11 = 0 THEN 0 ELSE 1 END, 200 + (g * 37) % 2800, 150 + (g * 37) % 2100,
              (ARRAY[${UNITS}])[1 + g % ${UNITS.length}], (ARRAY[${UNITS}])[1 + (g / 3) % ${UNITS.length}],
              CASE WHEN g % 13 = 0 THEN 0 ELSE 5 + g % 60 END, 10 + g % 120, now() - (g % 365) * interval '1 day' - random() * interval '1 day'
       FROM (SELECT g, 1 + floor(${FARMS} * power(random(), 1.5))::int AS farm FROM generate_series(1, ${ITEMS}) g) s
       CROSS JOIN LATERAL (SELECT (ARRAY[${PRODUCE.map((p) => `'${p}'`)}])[1 + s.g % ${PRODUCE.length}] AS name,
                                  (ARRAY[${CATEGORY}])[1 + s.g % ${PRODUCE.length}] AS category) p`,
    );
    // VACUUM, not only ANALYZE: it merges the GIN indexes' pending lists (zips, search) and sets the
    // visibility map for index-only scans, as autovacuum would on a database that has been running.
    // It can mark a page all-visible only once the commits of its rows are on disk: with the load's
    // asynchronous commits not yet flushed it marked none (relallvisible 0 of 2,236 pages at 1,000
    // farms), and every index-only scan read the heap. A synchronous commit flushes them first.
    await client.query(`SET synchronous_commit = on; SELECT txid_current()`);
    await step('vacuum analyze', 'VACUUM ANALYZE');
    const { rows } = await client.query(`SELECT
        (SELECT count(*) FROM farms) farms, (SELECT count(*) FROM inventory) items, (SELECT count(*) FROM markets) markets,
        (SELECT count(*) FROM distributions WHERE select_pick_del = 1) pickups,
        (SELECT count(*) FROM distributions WHERE select_pick_del = 2) deliveries,
        (SELECT count(*) FROM distributions WHERE select_pick_del = 3) shipping,
        (SELECT count(*) FROM users WHERE user_type IN (2, 3)) buyers`);
    console.log(rows[0]);
    console.log(`bench:data done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** The IANA zone of a US state column (a few zones are enough for the windows to differ). */
function timeZoneOf(column: string) {
  const list = (s: string[]) => s.map((x) => `'${x}'`).join(',');
  return `CASE WHEN ${column} IN (${list(WESTERN)}) THEN 'America/Los_Angeles'
    WHEN ${column} IN (${list(CENTRAL)}) THEN 'America/Chicago'
    WHEN ${column} IN (${list(MOUNTAIN)}) THEN 'America/Denver' ELSE 'America/New_York' END`;
}

await main();
