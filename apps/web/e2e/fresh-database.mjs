// The browser tests' PostgreSQL database, made empty before the e2e server starts (as the PGlite data
// directory is wiped): dropped if a run left it, then created. Usage: node fresh-database.mjs <url>
import { URL } from 'node:url';
import pg from 'pg';

const url = new URL(process.argv[2]);
const name = url.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE_URL: unusable database name "${name}"`);
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
