import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { pgliteDatabase, postgresDatabase, type Database } from '../db/client';
import { fixedClock } from '../adapters/clock';
import { zipGeocoder } from '../adapters/geocoder';
import { outboxMailer, readOutbox } from '../adapters/mailer';
import { diskStorage } from '../adapters/storage';
import { paymentsFromConfig } from '../adapters/payments';
import { withDatabase } from './global-setup';

/** A fresh migrated database: a copy of the run's template, so each test file starts empty. */
export async function freshDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `lfm_t_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = postgresDatabase(withDatabase(url, name), 5);
    // Test files run in worker processes whose pids the global teardown does not know: drop our own copy.
    return {
      ...database,
      async close() {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const tar = await readFile(inject('snapshotFile'));
  return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([tar]) }));
}

async function adminQuery(url: string, statement: string) {
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
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  outboxDir: string;
  uploadsDir: string;
  /** Where private documents (sign-up certificates) are kept; never served. */
  privateDir: string;
  /** Messages written to the outbox for `to`, newest first. */
  outbox(to?: string): Promise<{ file: string; raw: string }[]>;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database with a fixed clock and the embedded adapters. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestContext> {
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
  const database = await freshDatabase();
  const clock = fixedClock('2026-11-18T15:00:00Z'); // a Wednesday, 10:00 in New York
  const outboxDir = path.join(dir, 'outbox');
  const uploadsDir = path.join(dir, 'uploads');
  const storage = diskStorage(uploadsDir);
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
    },
    { logger: false },
  );
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    outboxDir,
    uploadsDir,
    privateDir: storage.privateDir,
    outbox: (to) => readOutbox(outboxDir, to),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
