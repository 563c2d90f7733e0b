/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, its own port), so a test may stop,
 * restart or kill it without touching the machine's server that every other test and process uses.
 * Needs PostgreSQL's server binaries (Debian: /usr/lib/postgresql/<version>/bin). As root, the cluster
 * runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops for good and removes its folder. */
  destroy(): Promise<void>;
}

async function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [] as string[])).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return path.join(root, versions[0], 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** In the system's temporary folder: the test run's own folder is closed to the `postgres` user. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await binDir();
  const dir = await mkdtemp(path.join(tmpdir(), 'lfm-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const root = process.getuid?.() === 0;
  if (root) {
    const { stdout } = await exec('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    await chown(dir, uid, uid);
  }
  const as = (cmd: string, args: string[]) =>
    root
      ? exec('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args])
      : exec(path.join(bin, cmd), args);
  await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgCtl = (...args: string[]) => as('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), ...args]);
  const start = async () => {
    await pgCtl('-o', options, '-w', 'start');
  };
  await start();
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop: async () => {
      // 'fast': what a restart or failover does to clients: their connections are ended mid-statement.
      await pgCtl('-m', 'fast', '-w', 'stop');
    },
    destroy: async () => {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
