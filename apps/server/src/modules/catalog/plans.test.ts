/**
 * Issue 14: the order-now lists and the market page read their farms' items from the lists' index
 * alone (inventory_farm_list_idx carries every column their filters read, migration 0017), and
 * then the page's rows by primary key: no heap read per item of the farms, however many they hold.
 * Each statement the app sends is explained with the planner's scans other than index scans turned
 * off (a small test table is otherwise read whole), so a filter on a column the index does not
 * carry shows as an Index Scan, which reads the heap, and fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDistribution, createFarm, createInventoryItem, createMarket } from '../../db/factories';
import { captureQueries, okData, type SentQuery } from '../../test/catalog-helpers';
import { get } from '../../test/helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let marketId = 0;
beforeAll(async () => {
  // Built answers, as a signed-in buyer gets them: the visitors' cache would answer from memory.
  t = await buildTestApp({ PUBLIC_CACHE: 'false' });
  const { db } = t.database;
  const market = await createMarket(db);
  marketId = market.id;
  for (let f = 0; f < 3; f++) {
    const farm = await createFarm(db, { postalCode: '12401' });
    await createDistribution(db, { farmId: farm.id, selectPickDel: 1 });
    await createDistribution(db, { farmId: farm.id, selectPickDel: 1, marketId });
    await createDistribution(db, { farmId: farm.id, selectPickDel: 2, deliveryPostalCodes: ['12401'] });
    await createDistribution(db, { farmId: farm.id, selectPickDel: 3, deliveryPostalCodes: ['12401'] });
    for (let i = 0; i < 30; i++)
      await createInventoryItem(db, {
        farmId: farm.id,
        inventoryType: [1, 2, 6][i % 3],
        distributionTypes: i % 4 === 0 ? [3] : [1, 2],
        status: i % 5 === 0 ? 0 : 1,
        maximumConsumerQuantity: i % 7,
      });
  }
  // Index-only scans need the pages marked all-visible, as autovacuum keeps them.
  await db.execute(sql`vacuum analyze inventory`);
  await db.execute(sql`vacuum analyze distributions`);
});
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The statement's plan, with sequential and bitmap scans off for its transaction. */
async function planOf({ text, params }: SentQuery): Promise<PlanNode> {
  type Query = (s: string, p?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  const client = (t.database.db as unknown as { session: { client: unknown } }).session.client as {
    query: Query;
    connect?: () => Promise<{ query: Query; release: () => void }>;
  };
  const explain = async (query: Query) => {
    await query('begin');
    try {
      await query('set local enable_seqscan = off');
      await query('set local enable_bitmapscan = off');
      const [row] = (await query(`explain (format json) ${text}`, params)).rows;
      const plan = row!['QUERY PLAN'];
      return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
    } finally {
      await query('rollback');
    }
  };
  if (!client.connect) return explain((s, p) => client.query(s, p));
  const conn = await client.connect();
  try {
    return await explain((s, p) => conn.query(s, p));
  } finally {
    conn.release();
  }
}

const scansOf = (table: string, node: PlanNode): string[] => [
  ...(node['Relation Name'] === table ? [`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()] : []),
  ...(node.Plans ?? []).flatMap((n) => scansOf(table, n)),
];
const scansOfInventory = (node: PlanNode) => scansOf('inventory', node);

describe('the lists read items from the index alone', () => {
  it.each([
    ['pickup', '/api/farm/getAllFarmDistributionsInventory?zipCode=12401&distributionType=1'],
    ['delivery', '/api/farm/getAllFarmDistributionsInventory?zipCode=12401&distributionType=2'],
    ['shipping', '/api/farm/getAllFarmDistributionsInventory?zipCode=12401&distributionType=3'],
    [
      'a category of delivery',
      '/api/farm/getAllFarmDistributionsInventory?zipCode=12401&distributionType=2&category=6',
    ],
    ['the market page', '/api/market/getMarketDetails?marketId=MARKET'],
  ])('%s: index-only scans of the lists’ index, then the page by primary key', async (_, url) => {
    let answer: { result: { total?: number; inventoryTotal?: number } } = { result: {} };
    const sent = await captureQueries(t, async () => {
      answer = okData(await get(t, url.replace('MARKET', String(marketId))));
    });
    expect(answer.result.total ?? answer.result.inventoryTotal).toBeGreaterThan(0);
    const scans = (await Promise.all(sent.filter((q) => /"inventory"/.test(q.text)).map(planOf))).flatMap(
      scansOfInventory,
    );
    expect(scans).toContain('Index Only Scan inventory_farm_list_idx');
    expect(
      scans.filter(
        (s) => s !== 'Index Only Scan inventory_farm_list_idx' && s !== 'Index Scan inventory_pkey',
      ),
    ).toEqual([]);
  });

  it('reads the farms’ distributions once, by the farms’ index, and their order windows from the same rows', async () => {
    const sent = await captureQueries(t, async () => {
      okData(await get(t, '/api/farm/getAllFarmDistributionsInventory?zipCode=12401&distributionType=2'));
    });
    // The frame's first step names the distributions serving the zip (ids, farms, cut zip lists) and reads no
    // window; the second reads their farms' distributions whole, whose windows the items' orderWindowOpen needs
    // (queries.ts farmDistributions): one statement, not one for the rows and another for the windows.
    const windows = sent.filter((q) => /"place_order_open"/.test(q.text));
    // (At 10,000 farms PostgreSQL reads it by distributions_farm_idx, each farm and market by its key: 0.5 ms for
    // 20 farms. A table of twelve rows says nothing of that plan, so it is not asserted here.)
    expect(windows).toHaveLength(1);
    expect(windows[0]!.text).toMatch(/"farm_id" = any/);
  });
});

// A search across every farm's items costs past jit_above_cost: with the server's default (jit on) each
// one spent 822 ms compiling before a 600 ms run (auto_explain at 1,000,000 items). PGlite has no JIT.
it.runIf(process.env.DATABASE_URL)(
  'sends every statement on connections that do not JIT-compile',
  async () => {
    const { rows } = await t.database.pool!.query<{ jit: string }>('select current_setting($1) as jit', [
      'jit',
    ]);
    expect(rows[0]!.jit).toBe('off');
  },
);

// Planning was 13% of the database's time on a market day: statements PostgreSQL costed generically above their
// custom plans (`= any($1)` over some farms) were planned afresh at every call. The app's connections keep one
// generic plan per statement; pg-boss's, whose queue table is partitioned per queue, are planned per call so
// each fetch reads its own queue's partition only.
it.runIf(process.env.DATABASE_URL)(
  "plans the app's statements once (generic plans) and pg-boss's per call",
  async () => {
    const mode = async (pool: NonNullable<typeof t.database.pool>) =>
      (await pool.query<{ mode: string }>('select current_setting($1) as mode', ['plan_cache_mode'])).rows[0]!
        .mode;
    expect(await mode(t.database.pool!)).toBe('force_generic_plan');
    expect(await mode(t.database.perCallPool!)).toBe('auto');
  },
);
