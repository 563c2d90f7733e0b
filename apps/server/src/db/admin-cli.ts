/** npm run admin:create -- <email> [password]: the first (or another) marketplace admin. */
import { loadConfig } from '../config';
import { ensureAdmin } from '../modules/admin/first-admin';
import { createLogger } from '../http/logging';
import { openDatabase } from './client';

const [email, password] = process.argv.slice(2);
if (!email) {
  console.error(
    'Usage: npm run admin:create -- <email> [password]   (the password is needed for a new account)',
  );
  process.exit(2);
}
const config = loadConfig();
// The database's own warnings (a connection lost) as log lines; the outcome is printed for the person.
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  log: createLogger(config),
});
try {
  await database.migrate();
  const outcome = await ensureAdmin(database.db, email, password);
  console.log(
    `${email}: ${outcome === 'created' ? 'admin account created' : outcome === 'promoted' ? 'promoted to admin' : 'already an admin'}.`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
