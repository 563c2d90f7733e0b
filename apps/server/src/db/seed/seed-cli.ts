/** `npm run db:seed`: migrates, empties the database and loads the demo data. Exits 1 on failure. */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { storageFromConfig } from '../../adapters/storage';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { DEMO_ACCOUNTS, resetAndSeed } from './index';

const config = loadConfig();
const storage = storageFromConfig(config);
// On disk, the previous seed's pictures are removed once the new data is committed (in a bucket they stay).
const seedDir = storage.dir ? path.join(storage.dir, 'seed') : null;
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = performance.now();
try {
  await database.migrate();
  // Pictures of the previous seed; removed only once the new data is committed.
  const previous = seedDir ? await readdir(seedDir).catch(() => [] as string[]) : [];
  const summary = await resetAndSeed(database.db, storage);
  await Promise.all(previous.map((file) => rm(path.join(seedDir!, file), { force: true })));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Demo data loaded into ${database.kind} in ${seconds} s: ${summary.farms} farms, ${summary.markets} markets, ` +
      `${summary.inventory} products, ${summary.distributions} distributions, ${summary.recipes} recipes, ` +
      `${summary.users} users, ${summary.pictures} pictures in ${seedDir ?? `bucket ${config.S3_BUCKET}`}.`,
  );
  console.log(`Demo sign-ins (password ${DEMO_ACCOUNTS[0]?.password}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.label}`);
} catch (err) {
  console.error('Seeding failed:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}
