/**
 * Issue 29: a prepared select's rows are turned into objects by a function made once (db/row-mapper.ts).
 * It must answer exactly what drizzle's own mapping answers: the same keys in the same order, the same
 * decoded values (dates, numbers from text, `mapWith`), and a left-joined table's object null on drizzle's
 * rule. Each statement here runs both ways, on PGlite and (with DATABASE_URL) on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '../lib/log';
import {
  createPglite,
  pgliteDatabase,
  postgresDatabase,
  preparedQuery,
  type Database,
  type Db,
} from './client';
import { rowMapper } from './row-mapper';

const pgUrl = process.env.DATABASE_URL;

const farmsT = pgTable('rm_farms', {
  id: integer('id').primaryKey(),
  name: text('name'),
  joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }),
  rating: numeric('rating'),
});
const itemsT = pgTable('rm_items', {
  id: integer('id').primaryKey(),
  farmId: integer('farm_id'),
  note: text('note'),
  count: integer('count'),
});

describe('rows of a prepared select, mapped once per statement', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = pgUrl
      ? postgresDatabase(pgUrl, { log: silentLog, poolSize: 1 })
      : pgliteDatabase(await createPglite());
    db = database.db;
    await db.execute(
      sql`create temp table rm_farms (id int primary key, name text, joined_at timestamptz, rating numeric)`,
    );
    await db.execute(sql`create temp table rm_items (id int primary key, farm_id int, note text, count int)`);
    await db.execute(sql`insert into rm_farms values
      (1, 'Hill Farm', '2026-03-01T10:00:00Z', 4.5), (2, null, null, null), (3, 'Ñandú "quoted"', '2025-12-31T23:59:59.123Z', 0)`);
    await db.execute(
      sql`insert into rm_items values (10, 1, 'eggs', 12), (11, 1, null, 3), (12, 2, 'kale', null), (13, 99, 'lost', 1)`,
    );
  });
  afterAll(() => database.close());

  /** The statement's rows through drizzle's own mapping and through the prepared query's, which must agree. */
  async function both<T>(
    name: string,
    select: (exec: Db) => { prepare(name: string): { execute(): Promise<T[]> } } & PromiseLike<T[]>,
  ) {
    const drizzles = await select(db);
    const ours = await preparedQuery(name, (exec) => select(exec as Db).prepare(name))(db).execute();
    expect(ours).toEqual(drizzles);
    // Key order too: an answer built from these rows is serialised in this order.
    expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzles));
    return ours;
  }

  it('maps flat columns, decoded values and sql fields as drizzle does', async () => {
    const rows = await both(
      'rm_flat',
      (exec) =>
        exec
          .select({
            id: farmsT.id,
            name: farmsT.name,
            joinedAt: farmsT.joinedAt,
            rating: farmsT.rating,
            items: sql<number>`(select count(*) from rm_items where rm_items.farm_id = rm_farms.id)`.mapWith(
              Number,
            ),
            raw: sql<string>`${farmsT.name} || '!'`,
          })
          .from(farmsT)
          .orderBy(farmsT.id) as never,
    );
    expect(rows[0]).toEqual({
      id: 1,
      name: 'Hill Farm',
      joinedAt: new Date('2026-03-01T10:00:00Z'),
      rating: '4.5',
      items: 2,
      raw: 'Hill Farm!',
    });
  });

  it('makes a left-joined table null where it found no row, and keeps nested objects in order', async () => {
    const rows = await both(
      'rm_join',
      (exec) =>
        exec
          .select({
            item: itemsT,
            farm: farmsT,
            of: { farmName: farmsT.name, count: itemsT.count },
          })
          .from(itemsT)
          .leftJoin(farmsT, eq(farmsT.id, itemsT.farmId))
          .orderBy(itemsT.id) as never,
    );
    expect((rows as { farm: unknown }[]).map((r) => r.farm === null)).toEqual([false, false, false, true]);
  });

  it("follows drizzle's rule for a joined object whose first column is null", async () => {
    // Drizzle decides by the object's first column: a joined row whose first selected column is null reads as
    // no row (farm 2 has no name), and an object mixing two tables is never null.
    await both(
      'rm_first_null',
      (exec) =>
        exec
          .select({
            id: itemsT.id,
            farm: { name: farmsT.name, id: farmsT.id },
            mixed: { note: itemsT.note, name: farmsT.name },
          })
          .from(itemsT)
          .leftJoin(farmsT, eq(farmsT.id, itemsT.farmId))
          .orderBy(itemsT.id) as never,
    );
  });

  it('quotes keys and leaves columns without a decoder as the driver gave them', () => {
    const map = rowMapper([
      { path: ['a "b"'], field: sql`1` },
      { path: ['n', "it's"], field: farmsT.name },
      { path: ['n', 'deeper', 'still'], field: itemsT.count },
    ]);
    expect(map([7, null, '3'])).toEqual({ 'a "b"': 7, n: { "it's": null, deeper: { still: 3 } } });
  });
});
