/**
 * `npm run backup [-- file]`: a consistent dump of the marketplace's database (DATABASE_URL's PostgreSQL,
 * taken while it serves; or the embedded PGlite under DATA_DIR, with the server stopped).
 * `npm run restore -- file`: loads one into an empty database. Exits 1 with the reason on failure.
 */
import { loadConfig } from '../config';
import { backup, defaultBackupFile, restore, type BackupTarget } from './backup';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
const target: BackupTarget = config.DATABASE_URL
  ? { databaseUrl: config.DATABASE_URL }
  : { dataDir: config.DATA_DIR };
const where = config.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${config.DATA_DIR}`;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
try {
  if (command === 'backup') {
    const done = await backup(target, file ?? defaultBackupFile(config.DATA_DIR, target));
    console.log(
      `Backed up ${where} to ${done.file} (${(done.bytes / 1e6).toFixed(1)} MB) in ${seconds()} s.`,
    );
  } else if (command === 'restore' && file) {
    await restore(target, file);
    console.log(`Restored ${file} into ${where} in ${seconds()} s. Start the server on it: npm run serve.`);
  } else {
    console.error('Usage: npm run backup [-- file] | npm run restore -- file');
    process.exitCode = 2;
  }
} catch (err) {
  console.error(`${command} failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
