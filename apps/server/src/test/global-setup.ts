import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteDatabase, postgresDatabase } from '../db/client';
import { silentLog } from '../lib/log';
import { ROOT_DIR } from '../config';

const SERVER_TEST_BUILD = path.join(ROOT_DIR, 'apps/server/dist-test');

function buildServer(outdir: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/scripts/build.mjs', outdir], {
      cwd: ROOT_DIR,
      stdio: 'inherit',
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`server build failed (${code})`)),
    );
  });
}

/**
 * Migrates one template database for the whole run; each test file then gets its own copy
 * (a PGlite data-dir snapshot, or CREATE DATABASE ... TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lfm-test-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    // The process tests (test/processes) run the compiled server, as production does.
    await buildServer(SERVER_TEST_BUILD);
    project.provide('serverEntry', path.join(SERVER_TEST_BUILD, 'main.js'));
    const template = `lfm_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = postgresDatabase(withDatabase(url, template), { poolSize: 2, log: silentLog });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('snapshotFile', '');
    project.provide('tmpDir', dir);
    return async () => {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname LIKE 'lfm_t%_${process.pid}_%'`,
      );
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'lfm_t%_${process.pid}_%'`,
      );
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname}`);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const client = await createPglite();
  await pgliteDatabase(client).migrate();
  const snapshot = await client.dumpDataDir('none');
  const snapshotFile = path.join(dir, 'migrated.tar');
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  await client.close();
  project.provide('serverEntry', '');
  project.provide('pgTemplate', '');
  project.provide('snapshotFile', snapshotFile);
  project.provide('tmpDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    /** The compiled server (DATABASE_URL runs), for tests that start real server processes. */
    serverEntry: string;
    snapshotFile: string;
    tmpDir: string;
  }
}
