/**
 * The search's text matching is served by the GIN indexes of migration 0031 on the item's kept search
 * text (generated columns): the columns service.ts matches must be those the indexes are built on, or
 * every search reads the whole inventory. Each match is explained with sequential scans off (the test
 * table is small).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { or, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { inventory } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { textMatch } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function planOf(where: ReturnType<typeof or>) {
  const { db } = t.database;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await rowsOf(
      tx.execute(sql`explain select ${inventory.id} from ${inventory} where ${where}`),
    );
    return rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  });
}

describe('search text indexes', () => {
  it.each(['tomate', 'tomatoes'])("'%s' is matched through both text indexes", async (q) => {
    const { fts, fuzzy } = textMatch(q);
    const plan = await planOf(or(fts, fuzzy));
    expect(plan).toContain('Bitmap Index Scan on inventory_search_fts_idx');
    expect(plan).toContain('Bitmap Index Scan on inventory_search_trgm_idx');
  });
});
