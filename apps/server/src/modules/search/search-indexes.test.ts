/**
 * The search's text matching is served by indexes: without a zip, the full-text index of migration 0031 on
 * the item's kept search text (generated column), for the words and for the typos' lexemes, which are found
 * through the trigram index of the catalogue's words (migration 0040); at a zip, the items of the reaching
 * farms carrying a word, by item_lexemes' (farm, lexeme) key. Each match is explained with sequential scans
 * off (the test table is small).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { or, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { inventory } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { mayMatch, textMatch } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function planOf(where: SQL | undefined) {
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
  it.each(['tomate', 'tomatoes', 'omatoes'])(
    "'%s' is matched through the full-text index, its typos through the catalogue's words",
    async (q) => {
      const { fts, fuzzy } = textMatch(q);
      const plan = await planOf(or(fts, fuzzy));
      expect(plan).toContain('Bitmap Index Scan on inventory_search_fts_idx');
      expect(plan).toContain('Bitmap Index Scan on search_words_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on inventory/);
    },
  );

  it.each([false, true])(
    "at a zip, the farms' items carrying a word are read by (farm, lexeme), not from the text indexes (typos: %s)",
    async (typos) => {
      const plan = await planOf(mayMatch('heirloom tomatoes', [1, 2, 3], typos ? 'typos' : 'words'));
      expect(plan).toMatch(
        /Index (Only )?Scan using item_lexemes_pkey on item_lexemes[^\n]*\n\s+Index Cond: \(\(farm_id = f\.id\) AND \(lexeme = x\.lexeme\)\)/,
      );
      expect(plan).not.toContain('inventory_search_fts_idx');
    },
  );
});
