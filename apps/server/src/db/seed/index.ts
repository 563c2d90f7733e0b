/**
 * The demo data: nine farms in six Northeast states, four markets, eighty-odd products, their
 * distributions, recipes and the demo sign-ins (DEMO_ACCOUNTS). Pictures are drawn first, then
 * every row is written in one transaction. Then a season of orders (./season.ts), placed through
 * the app's services.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import type { Storage } from '../../adapters/storage';
import type { Config } from '../../config';
import { ensureAdmin } from '../../modules/admin/first-admin';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import { drawDemoPictures } from './demo-pictures';
import { insertDemoData, type SeedSummary } from './demo-data';
import { seedSeason, type SeasonSummary } from './season';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './data/accounts';
export type { SeedSummary } from './demo-data';
export { seedSeason, type SeasonSummary } from './season';

// Two processes starting on one empty PostgreSQL database must not both seed it.
const SEED_LOCK = 7_461_230;

/**
 * Whether the marketplace has content yet. Decided on farms, not users: the first admin
 * (ADMIN_EMAIL at start-up, admin:create) is a user of an otherwise empty marketplace.
 */
async function hasFarms(db: Db | Tx) {
  const rows = await db.select({ id: schema.farms.id }).from(schema.farms).limit(1);
  return rows.length > 0;
}

/** Loads the demo data when the marketplace has no farms yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, storage: Storage): Promise<boolean> {
  if (await hasFarms(db)) return false;
  const pictures = await drawDemoPictures(storage);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasFarms(tx)) return false;
    await insertDemoData(tx, pictures);
    return true;
  });
}

/**
 * Start-up: the configured first admin, then the demo data and its season of orders when the
 * marketplace has none (SEED_DEMO). The admin comes first and does not stop the demo data from
 * loading into an empty marketplace.
 */
export async function prepareData(
  deps: AppDeps,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>,
): Promise<{ admin: string; seeded: boolean; season?: SeasonSummary }> {
  const { db } = deps.database;
  const admin = config.ADMIN_EMAIL
    ? await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
    : 'unchanged';
  const seeded = config.SEED_DEMO ? await seedIfEmpty(db, deps.storage) : false;
  if (!seeded) return { admin, seeded };
  return { admin, seeded, season: await seedSeason(deps) };
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
