import { loadConfig } from '../config';
import { createLogger } from '../http/logging';
import { openDatabase } from './client';

const config = loadConfig();
// The database's own warnings (a connection lost) as log lines; the outcome is printed for the person.
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  log: createLogger(config),
});
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
