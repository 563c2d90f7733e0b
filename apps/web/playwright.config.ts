import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.E2E_PORT ?? 3300);
/**
 * The e2e server's data (database, outbox, uploads) lives here and is wiped before each run.
 * E2E_DATA_DIR with E2E_PORT lets two runs share a machine without wiping each other's server.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(root, 'data/e2e');
/**
 * Unset: the server's embedded default, PGlite (one query at a time). A postgres:// URL: that PostgreSQL
 * database, dropped and created afresh before the server starts; CI's browser tests run there, faster.
 */
const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL;
/** The password of every account the tests create. */
export const E2E_PASSWORD = 'fresh-basil-42';
/** The tests' own admin, made at start-up (ADMIN_EMAIL), so no test signs in as the demo admin. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';
const freshDatabase = E2E_DATABASE_URL
  ? `node apps/web/e2e/fresh-database.mjs "${E2E_DATABASE_URL}" && `
  : '';

// Debian's Chromium, never a downloaded browser (ARCHITECTURE: machine facts).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Beside the data directory, so two runs on one machine do not wipe each other's failure reports.
  outputDir: process.env.E2E_DATA_DIR ? `${E2E_DATA_DIR}-results` : undefined,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // CI records a trace only when a test is retried (its failure's second try): recording one for every
    // test (DOM snapshots on each action, a screencast) took a third of the browser step's time
    // (4 specs: 190 s against 117-136 s). A local run keeps the failing test's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  ],
  webServer: {
    // The compiled server, as in production (the server's build takes a second or two, so it is fresh).
    command: `${freshDatabase}rm -rf "${E2E_DATA_DIR}" && node apps/server/scripts/build.mjs && node --enable-source-maps apps/server/dist/main.js`,
    cwd: root,
    url: `http://localhost:${PORT}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      // A Wednesday, 10:00 in New York: the demo data's order windows are open then.
      CLOCK_START: '2026-11-18T15:00:00Z',
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      RATE_LIMIT: 'false',
      // Queued emails (receipts, status changes) go out within a second or two, as the tests read the outbox.
      JOBS_INTERVAL_MS: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_PASSWORD,
      ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}),
    },
  },
});
