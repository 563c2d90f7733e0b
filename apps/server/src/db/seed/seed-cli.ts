/** `npm run db:seed`: migrates, empties the database and loads the demo data. Exits 1 on failure. */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { diskStorage } from '../../adapters/storage';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { DEMO_ACCOUNTS, resetAndSeed } from './index';

const config = loadConfig();
const uploadsDir = path.join(config.DATA_DIR, 'uploads');
const seedDir = path.join(uploadsDir, 'seed');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = performance.now();
try {
  await database.migrate();
  // Pictures of the previous seed; removed only once the new data is committed.
  const previous = await readdir(seedDir).catch(() => [] as string[]);
  const summary = await resetAndSeed(database.db, diskStorage(uploadsDir));
  await Promise.all(previous.map((file) => rm(path.join(seedDir, file), { force: true })));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Demo data loaded into ${database.kind} in ${seconds} s: ${summary.farms} farms, ${summary.markets} markets, ` +
      `${summary.inventory} products, ${summary.distributions} distributions, ${summary.recipes} recipes, ` +
      `${summary.users} users, ${summary.pictures} pictures in ${seedDir}.`,
  );
  console.log(`Demo sign-ins (password ${DEMO_ACCOUNTS[0]?.password}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.label}`);
} catch (err) {
  console.error('Seeding failed:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}
