import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { shiftedClock, systemClock } from './adapters/clock';
import { zipGeocoder } from './adapters/geocoder';
import { outboxMailer, smtpMailer } from './adapters/mailer';
import { diskStorage } from './adapters/storage';
import { paymentsFromConfig } from './adapters/payments';
import { seedIfEmpty } from './db/seed';
import { startJobs } from './jobs/handlers';
import { ensureAdmin } from './modules/admin/first-admin';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
} catch (err) {
  console.error('Database migration failed:', err);
  process.exit(1);
}
const storage = diskStorage(path.join(config.DATA_DIR, 'uploads'));
const clock = config.CLOCK_START ? shiftedClock(config.CLOCK_START) : systemClock;
const mailer = config.SMTP_URL
  ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
  : outboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, (m) => app.log.info(m));
const app = await buildApp({
  config,
  database,
  clock,
  storage,
  geocoder: zipGeocoder(),
  mailer,
  payments: paymentsFromConfig(config, { db: database.db, mailer, clock }),
});
if (config.ADMIN_EMAIL) {
  const outcome = await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (outcome !== 'unchanged') app.log.info(`Admin ${config.ADMIN_EMAIL} ${outcome}.`);
}
if (config.SEED_DEMO) {
  const seeded = await seedIfEmpty(database.db, storage);
  if (seeded) app.log.info('Demo data loaded (empty database).');
}

// Receipts, subscription renewals and other queued work (ARCHITECTURE: jobs).
const jobs = startJobs(app.deps, config.JOBS_INTERVAL_MS);

const close = async () => {
  await jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: config.PORT, host: config.HOST });
const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(
  `\n  Local Food Marketplace is running: open ${address}\n  API docs: ${address}/api/docs\n  Database: ${database.kind}\n`,
);
