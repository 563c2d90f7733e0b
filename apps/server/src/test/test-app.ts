import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { createLogger } from '../http/logging';
import { silentLog } from '../lib/log';
import { loadConfig, type Config } from '../config';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from '../db/client';
import { fixedClock } from '../adapters/clock';
import { zipGeocoder } from '../adapters/geocoder';
import { outboxMailer, readOutbox } from '../adapters/mailer';
import { diskStorage, storageFromConfig } from '../adapters/storage';
import { paymentsFromConfig } from '../adapters/payments';
import { payoutsFromConfig } from '../adapters/payouts';
import { withDatabase } from './global-setup';

/** A fresh migrated database: a copy of the run's template, so each test file starts empty. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `lfm_t_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = postgresDatabase(withDatabase(url, name), { poolSize: 5, log: silentLog });
    // Test files run in worker processes whose pids the global teardown does not know: drop our own copy.
    return {
      ...database,
      url: withDatabase(url, name),
      async close() {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const tar = await readFile(inject('snapshotFile'));
  return pgliteDatabase(await createPglite(undefined, { loadDataDir: new Blob([tar]) }));
}

/** One statement on the server's maintenance connection (create and drop test databases). */
export async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export const CLIENT_AUTH = `Basic ${Buffer.from('test-client:test-secret').toString('base64')}`;

export interface TestContext {
  app: App;
  database: Database;
  /** The PostgreSQL database's address (DATABASE_URL runs); unset on PGlite. */
  databaseUrl?: string;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  outboxDir: string;
  uploadsDir: string;
  /** Where private documents (sign-up certificates) are kept on disk; never served ('' with S3). */
  privateDir: string;
  /** Messages written to the outbox for `to`, newest first. */
  outbox(to?: string): Promise<{ file: string; raw: string }[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A second app on the first one's database and clock, as a second server process would be (issue 17.3). */
  shareWith?: TestContext;
  /** Where the app's log goes (at config.LOG_LEVEL), to be searched by a test; none by default. */
  logStream?: NodeJS.WritableStream;
  /** A web build to serve instead of apps/web/dist. */
  webDist?: string;
}

/** Builds the real app on a fresh database with a fixed clock and the embedded adapters. */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  { shareWith, logStream, webDist }: TestAppOptions = {},
): Promise<TestContext> {
  const dir = await mkdtemp(path.join(inject('tmpDir'), 'app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    CLIENT_ID: 'test-client',
    CLIENT_SECRET: 'test-secret',
    DATA_DIR: dir,
    PUBLIC_URL: 'http://marketplace.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database: Database & { url?: string } = shareWith?.database ?? (await freshDatabase());
  const clock = shareWith?.clock ?? fixedClock('2026-11-18T15:00:00Z'); // a Wednesday, 10:00 in New York
  const outboxDir = path.join(dir, 'outbox');
  const uploadsDir = path.join(dir, 'uploads');
  // Disk by default; S3_BUCKET (with S3_ENDPOINT) puts uploads in a bucket as in production.
  const disk = diskStorage(uploadsDir);
  const storage = config.S3_BUCKET ? storageFromConfig(config) : disk;
  const mailer = outboxMailer(outboxDir, config.MAIL_FROM);
  const app = await buildApp(
    {
      config,
      database,
      clock,
      mailer,
      storage,
      geocoder: zipGeocoder(),
      // The local processor unless the test configures Stripe (then its SDK, pointed at STRIPE_API_BASE).
      payments: paymentsFromConfig(config, { db: database.db, mailer, clock }),
      payouts: payoutsFromConfig(config, { db: database.db }),
      // The app's logger, written where the test reads it; silent otherwise.
      log: logStream ? createLogger(config, logStream) : createLogger({ LOG_LEVEL: 'silent' }),
    },
    { webDist },
  );
  await app.ready();
  return {
    app,
    database,
    databaseUrl: shareWith?.databaseUrl ?? database.url,
    config,
    clock,
    outboxDir,
    uploadsDir,
    privateDir: config.S3_BUCKET ? '' : disk.privateDir,
    outbox: (to) => readOutbox(outboxDir, to),
    async close() {
      await app.close();
      if (!shareWith) await database.close();
    },
  };
}
