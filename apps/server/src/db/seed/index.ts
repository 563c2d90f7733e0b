/**
 * The demo data: nine farms in six Northeast states, four markets, eighty-odd products, their
 * distributions, recipes and the demo sign-ins (DEMO_ACCOUNTS). Pictures are drawn first, then
 * every row is written in one transaction.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Storage } from '../../adapters/storage';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import { drawDemoPictures } from './demo-pictures';
import { insertDemoData, type SeedSummary } from './demo-data';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './data/accounts';
export type { SeedSummary } from './demo-data';

// Two processes starting on one empty PostgreSQL database must not both seed it.
const SEED_LOCK = 7_461_230;

async function hasUsers(db: Db | Tx) {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length > 0;
}

/** Loads the demo data when the database holds no users. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, storage: Storage): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const pictures = await drawDemoPictures(storage);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    await insertDemoData(tx, pictures);
    return true;
  });
}

/** Empties every table (identities restart at 1) and loads the demo data, all or nothing. */
export async function resetAndSeed(db: Db, storage: Storage): Promise<SeedSummary> {
  const pictures = await drawDemoPictures(storage);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await truncateAll(tx);
    return insertDemoData(tx, pictures);
  });
}

/** Every table of the schema, so a table added later is emptied too. */
export const TABLE_NAMES = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [getTableName(value)] : [],
);

async function truncateAll(tx: Tx) {
  const tables = sql.join(
    TABLE_NAMES.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(sql`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`);
}
