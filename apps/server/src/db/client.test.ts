/**
 * Issue 29: on PostgreSQL each recurring statement with parameters is prepared once per connection, by name,
 * and then only bound and run, so the database parses and plans it once instead of at every call.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '../lib/log';
import { postgresDatabase, rowsOf, type Database } from './client';

const pgUrl = process.env.DATABASE_URL;

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
