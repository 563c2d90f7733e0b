import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT_DIR } from '../../config';
import { farms, users } from '../../db/schema';
import { countRows } from '../helpers';
import { buildTestApp, type TestContext } from '../test-app';
import { startServerProcess } from '../server-process';

const pg = Boolean(process.env.DATABASE_URL);

/** Runs the server as an operator would, until it exits (or 60 s): its exit code and what it printed. */
function runToExit(env: Record<string, string>) {
  const entry = inject('serverEntry');
  const args = entry ? [entry] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** Issue 30.1: an operator starting the compiled server (dist/main.js) in each mode. */
describe('start-up: production is safe by default', () => {
  it('refuses, in one line naming the variables, to take pretend payments in production on a real database', async () => {
    const { code, stdout, stderr } = await runToExit({
      NODE_ENV: 'production',
      // Never reached: the configuration is refused before any connection.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/lfm_c_never',
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      'Refusing to start: NODE_ENV=production with DATABASE_URL takes real orders, but no STRIPE_SECRET_KEY is set; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS=simulated to take test payments only.',
    );
  }, 90_000);

  it('names the demo mode in its start-up line and shows the test-mode ribbon', async () => {
    const demo = await startServerProcess({});
    try {
      expect(demo.output()).toMatch(/^ {2}Mode: demo \(.*no real payments\)$/m);
      const config = await demo.api('GET', '/api/site/config');
      expect(config.json.responseData).toMatchObject({ payments: 'local', testMode: true });
    } finally {
      expect(await demo.stop()).toBe(0);
    }
  }, 120_000);
});

describe.skipIf(!pg)('start-up in production on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('with PAYMENTS=simulated and no SEED_DEMO: simulated mode, says test mode, loads no demo data', async () => {
    const server = await startServerProcess({
      NODE_ENV: 'production',
      DATABASE_URL: t.databaseUrl!,
      PAYMENTS: 'simulated',
      // Not given at all, as an operator who never heard of it starts it (the helper's default is false).
      SEED_DEMO: undefined,
    });
    try {
      expect(server.output()).toMatch(/^ {2}Mode: simulated payments \(/m);
      const config = await server.api('GET', '/api/site/config');
      expect(config.json.responseData).toMatchObject({ payments: 'local', testMode: true });
      // Test payments are no reason to load the demo: no demo farms, no demo accounts (admin@demo.local).
      expect(server.output()).not.toMatch(/Demo data loaded/);
      expect(await countRows(t, farms)).toBe(0);
      expect(await countRows(t, users)).toBe(0);
      const signIn = await server.api('POST', '/api/user/login', {
        email: 'admin@demo.local',
        password: 'demo1234',
      });
      expect(signIn.status).not.toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(await countRows(t, farms)).toBe(0);
    expect(await countRows(t, users)).toBe(0);
  }, 120_000);
});
