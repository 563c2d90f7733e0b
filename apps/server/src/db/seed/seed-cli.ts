/**
 * `npm run db:seed`: migrates, empties the database and loads the demo data and its season of orders.
 * Exits 1 on failure.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { shiftedClock, systemClock } from '../../adapters/clock';
import { zipGeocoder } from '../../adapters/geocoder';
import { storageFromConfig } from '../../adapters/storage';
import { localPayments } from '../../adapters/payments/local';
import { payoutsFromConfig } from '../../adapters/payouts';
import { loadConfig } from '../../config';
import { createLogger } from '../../http/logging';
import { openDatabase } from '../client';
import { DEMO_ACCOUNTS, resetAndSeed, seedSeason } from './index';

const config = loadConfig();
const storage = storageFromConfig(config);
// On disk, the previous seed's pictures are removed once the new data is committed (in a bucket they stay).
const seedDir = storage.dir ? path.join(storage.dir, 'seed') : null;
// The services' and the database's warnings as log lines; the outcome is printed for the person.
const log = createLogger(config);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
const started = performance.now();
try {
  await database.migrate();
  // Pictures of the previous seed; removed only once the new data is committed.
  const previous = seedDir ? await readdir(seedDir).catch(() => [] as string[]) : [];
  const summary = await resetAndSeed(database.db, storage);
  // The season's orders go through the app's services, which take the app's dependencies; its mail
  // stays unsent and its card processor is the built-in one (season.ts replaces both itself).
  const clock = config.CLOCK_START ? shiftedClock(config.CLOCK_START) : systemClock;
  const mailer = { send: async () => {} };
  const seasonStarted = performance.now();
  const season = await seedSeason({
    config,
    database,
    clock,
    storage,
    geocoder: zipGeocoder(),
    mailer,
    payments: localPayments({ db: database.db, mailer, clock }),
    payouts: payoutsFromConfig(config, { db: database.db }),
    log,
  });
  await Promise.all(previous.map((file) => rm(path.join(seedDir!, file), { force: true })));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Demo data loaded into ${database.kind} in ${seconds} s: ${summary.farms} farms, ${summary.markets} markets, ` +
      `${summary.inventory} products, ${summary.distributions} distributions, ${summary.recipes} recipes, ` +
      `${summary.users} users, ${summary.pictures} pictures in ${seedDir ?? `bucket ${config.S3_BUCKET}`}; ` +
      `a season of ${season.orders} orders in ${((performance.now() - seasonStarted) / 1000).toFixed(1)} s (${season.cancelled} cancelled, ${season.invoices} by invoice), ` +
      `${season.subscriptions} active subscriptions.`,
  );
  console.log(`Demo sign-ins (password ${DEMO_ACCOUNTS[0]?.password}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.label}`);
} catch (err) {
  console.error('Seeding failed:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}
