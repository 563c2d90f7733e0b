/**
 * A fingerprint of every table's rows (count and an order-free hash per table), to prove that a
 * refused request wrote nothing (issue 13.3, 13.4): take one before and one after, and compare.
 */
import { sql } from 'drizzle-orm';
import type { TestContext } from './test-app';

export type Fingerprint = Record<string, string>;

/** Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`. */
const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

const tablesOf = async (t: TestContext) => {
  const rows = await rowsOf<{ name: string }>(
    t.database.db.execute(
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  return rows.map((r) => r.name);
};

const queries = new WeakMap<TestContext, ReturnType<typeof sql.raw>>();

/** Per table `count:hash`; tables named in `ignore` (with their reason at the caller) are left out. */
export async function fingerprint(t: TestContext, ignore: readonly string[] = []): Promise<Fingerprint> {
  let query = queries.get(t);
  if (!query) {
    const parts = (await tablesOf(t)).map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(r::text)::bigint), 0)::text as print from "${name}" r`,
    );
    query = sql.raw(parts.join(' union all '));
    queries.set(t, query);
  }
  const rows = await rowsOf<{ name: string; print: string }>(t.database.db.execute(query));
  return Object.fromEntries(rows.filter((r) => !ignore.includes(r.name)).map((r) => [r.name, r.print]));
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
