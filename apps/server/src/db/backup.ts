/**
 * Backups that restore (issue 34.6). PostgreSQL: `pg_dump`'s custom format, one consistent snapshot
 * taken while the marketplace keeps serving (MVCC: writers are not blocked, the dump sees one instant);
 * restored with `pg_restore` in one transaction into an empty database. The embedded PGlite: its own
 * dump of the data directory (`dumpDataDir`), taken with the server stopped (one process owns the
 * embedded database), restored into an empty data directory.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createPglite } from './client';

export type BackupTarget = { databaseUrl: string } | { dataDir: string };

/** Where `npm run backup` writes when no file is named: DATA_DIR/backups/lfm-<UTC time>.<kind>. */
export function defaultBackupFile(dataDir: string, target: BackupTarget, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const ext = 'databaseUrl' in target ? 'pgdump' : 'pglite.tar.gz';
  return path.join(dataDir, 'backups', `lfm-${stamp}.${ext}`);
}

export async function backup(target: BackupTarget, file: string): Promise<{ file: string; bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  if ('databaseUrl' in target) {
    // --no-owner/--no-acl: the dump restores under whichever role runs the restore.
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, target.databaseUrl]);
  } else {
    const dir = pgliteDir(target.dataDir);
    if (!(await hasFiles(dir))) throw new Error(`No embedded database at ${dir} to back up.`);
    const db = await createPglite(dir);
    try {
      const dump = await db.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  return { file, bytes: (await readFile(file)).byteLength };
}

/** Loads a backup into an EMPTY database; refuses one that holds tables, so nothing is overwritten. */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if ('databaseUrl' in target) {
    const tables = await countTables(target.databaseUrl);
    if (tables > 0)
      throw new Error(
        `The database to restore into is not empty (${tables} tables): restore into a new database.`,
      );
    await run('pg_restore', [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return;
  }
  const dir = pgliteDir(target.dataDir);
  if (await hasFiles(dir))
    throw new Error(`The embedded database at ${dir} is not empty: restore into a new DATA_DIR.`);
  await mkdir(dir, { recursive: true });
  const db = await createPglite(dir, { loadDataDir: new Blob([await readFile(file)]) });
  await db.close();
}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

const hasFiles = async (dir: string) => (await readdir(dir).catch(() => [])).length > 0;

async function countTables(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) => reject(new Error(`${command} could not start: ${err.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
