/**
 * Issue 29: on PostgreSQL each recurring statement with parameters is prepared once per connection, by name,
 * and then only bound and run, so the database parses and plans it once instead of at every call.
 */
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '../lib/log';
import { databaseAway } from '../http/error-handler';
import {
  DATABASE_SILENT_MS,
  createPglite,
  pgliteDatabase,
  postgresDatabase,
  preparedQuery,
  rowsOf,
  type Database,
} from './client';

const pgUrl = process.env.DATABASE_URL;

/** PostgreSQL's (and PGlite's) list of databases: a table every database has, without migrations. */
const pgDatabase = pgTable('pg_database', { datname: text('datname') });

describe('a prepared query (built once, run with its values)', () => {
  let database: Database;
  beforeAll(async () => {
    database = pgUrl
      ? postgresDatabase(pgUrl, { log: silentLog, poolSize: 1 })
      : pgliteDatabase(await createPglite());
  });
  afterAll(() => database.close());

  it('is built once per handle and shape, and answers each call with its own values', async () => {
    const builds: string[] = [];
    const named = preparedQuery('test_database_named', (exec, name, shape: '' | 'template') => {
      builds.push(shape);
      return exec
        .select({ name: pgDatabase.datname })
        .from(pgDatabase)
        .where(
          shape === 'template'
            ? sql`${pgDatabase.datname} like ${sql.placeholder('prefix')} || '%'`
            : eq(pgDatabase.datname, sql.placeholder('name')),
        )
        .orderBy(pgDatabase.datname)
        .prepare(name);
    });
    const { db } = database;
    expect(await named(db).execute({ name: 'template1' })).toEqual([{ name: 'template1' }]);
    expect(await named(db).execute({ name: 'template0' })).toEqual([{ name: 'template0' }]);
    expect(await named(db).execute({ name: 'no such database' })).toEqual([]);
    expect(await named(db, 'template').execute({ prefix: 'template' })).toEqual([
      { name: 'template0' },
      { name: 'template1' },
    ]);
    // A transaction is a handle of its own.
    await db.transaction(async (tx) => {
      expect(await named(tx).execute({ name: 'template1' })).toEqual([{ name: 'template1' }]);
    });
    expect(builds).toEqual(['', 'template', '']);
    if (pgUrl) {
      // On PostgreSQL the connection parsed each shape once, under the query's own name.
      const statements = await rowsOf<{ name: string }>(
        db.execute(
          sql`select name from pg_prepared_statements where name like 'test_database_named%' order by name`,
        ),
      );
      expect(statements.map((s) => s.name)).toEqual(['test_database_named', 'test_database_named:template']);
    }
    expect(() => preparedQuery('test_database_named', () => null)).toThrow(/Two prepared queries/);
  });
});

describe.skipIf(!pgUrl)('statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(() => {
    // One connection: what it has prepared is what every statement below went through.
    database = postgresDatabase(pgUrl!, { log: silentLog, poolSize: 1 });
  });
  afterAll(() => database.close());

  const prepared = () =>
    rowsOf<{ name: string; statement: string }>(
      database.db.execute(sql`select name, statement from pg_prepared_statements order by name`),
    );

  it('a statement with parameters is prepared once and answers each call with its own values', async () => {
    const sum = (n: number) => rowsOf<{ n: number }>(database.db.execute(sql`select ${n}::int + 1 as n`));
    expect(await sum(41)).toEqual([{ n: 42 }]);
    expect(await sum(1)).toEqual([{ n: 2 }]);
    expect(await sum(99)).toEqual([{ n: 100 }]);
    const product = (a: number, b: number) =>
      rowsOf<{ n: number }>(database.db.execute(sql`select ${a}::int * ${b}::int as n`));
    expect(await product(6, 7)).toEqual([{ n: 42 }]);
    // Named at its second call: a text sent once is not prepared.
    expect((await prepared()).filter((s) => s.statement === 'select $1::int * $2::int as n')).toEqual([]);
    expect(await product(3, 4)).toEqual([{ n: 12 }]);

    const kept = await prepared();
    const named = (text: string) => kept.filter((s) => s.statement === text);
    // Three calls of the sum, one preparation; the product is another statement with a name of its own.
    expect(named('select $1::int + 1 as n')).toHaveLength(1);
    expect(named('select $1::int * $2::int as n')).toHaveLength(1);
    expect(named('select $1::int + 1 as n')[0]!.name).not.toBe(
      named('select $1::int * $2::int as n')[0]!.name,
    );
  });

  it("the LISTEN connection's syncs run one at a time, each after the notifications committed before it", async () => {
    const heard: string[] = [];
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    let up!: () => void;
    const listening = new Promise<void>((r) => (up = r));
    const listener = await database.listen(
      'sync_test',
      (payload) => heard.push(payload),
      (state) => state && up(),
    );
    try {
      await listening;
      // Writes finishing together each sync before answering (http/public-cache.ts).
      const writes = Array.from({ length: 5 }, async (_, i) => {
        await database.db.execute(sql`select pg_notify('sync_test', ${String(i)})`);
        await listener.sync();
        expect(heard).toContain(String(i));
      });
      await Promise.all(writes);
      // And asked at the same instant, with nothing between them.
      await Promise.all([listener.sync(), listener.sync(), listener.sync()]);
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
      expect([...heard].sort()).toEqual(['0', '1', '2', '3', '4']);
    } finally {
      process.off('warning', onWarning);
      await listener.stop();
    }
  });

  it('statements without parameters go as they are: a script of several runs whole, nothing is prepared for it', async () => {
    const before = await prepared();
    const result = await database.pool!.query('select 1 as a; select 2 as b');
    expect((result as unknown as { rows: unknown[] }[]).map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(await prepared()).toEqual(before);
  });
});

describe.skipIf(!pgUrl)('a request waiting for one of the pool’s connections (PostgreSQL)', () => {
  let database: Database;
  beforeAll(() => {
    database = postgresDatabase(pgUrl!, { log: silentLog, poolSize: 1 });
  });
  afterAll(() => database.close());

  it('waits its turn past DATABASE_SILENT_MS while the database answers the others', async () => {
    // One connection and eight statements of a second each: the last waits 7 s in the pool's queue.
    const started = Date.now();
    const done = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        database.db.execute(sql`select pg_sleep(1), ${i}::int as i`).then(() => Date.now() - started),
      ),
    );
    expect(Math.max(...done)).toBeGreaterThan(DATABASE_SILENT_MS);
  }, 20_000);

  it('gives up in DATABASE_SILENT_MS when the database answers nobody, as the database being away', async () => {
    // The only connection held by a statement that answers late: to the pool, a database answering nobody.
    const held = database.db.execute(sql`select pg_sleep(7)`).then(() => 'answered');
    const started = Date.now();
    const waiting = await database.db.execute(sql`select 1`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(Date.now() - started).toBeLessThan(DATABASE_SILENT_MS + 1_000);
    expect(databaseAway(waiting)).toBe(true);
    expect(await held).toBe('answered');
  }, 20_000);
});
