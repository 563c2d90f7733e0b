/**
 * Which tables a request wrote: a row trigger on every table logs the table's name in
 * probe_change_log (test databases only). A write that is rolled back rolls its log row back too,
 * so what is left after a request is exactly what it changed. One small query per request, where a
 * fingerprint of all tables would read them all.
 */
import { sql } from 'drizzle-orm';
import type { TestContext } from '../test-app';

const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

export async function installChangeLog(t: TestContext) {
  const { db } = t.database;
  await db.execute(
    sql.raw('create table if not exists probe_change_log (id serial primary key, table_name text not null)'),
  );
  await db.execute(
    sql.raw(`
    create or replace function probe_log_change() returns trigger language plpgsql as $$
    begin
      insert into probe_change_log (table_name) values (TG_TABLE_NAME);
      return null;
    end $$;`),
  );
  const tables = await rowsOf<{ name: string }>(
    db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'probe_change_log'`),
  );
  for (const { name } of tables)
    await db.execute(
      sql.raw(`create or replace trigger probe_log_change after insert or update or delete on "${name}"
        for each row execute function probe_log_change()`),
    );
}

/** The tables written since the last call (and forgets them). */
export async function takeChanges(t: TestContext): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    t.database.db.execute(sql`delete from probe_change_log returning table_name`),
  );
  return [...new Set(rows.map((r) => r.table_name))].sort();
}
