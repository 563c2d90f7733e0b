import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      // The benchmarks' pure parts (the market day's load generator): no database, no app.
      { test: { name: 'scripts', include: ['apps/server/scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker instead of one per file: each file still gets its own database
          // and app (test/test-app.ts), but Fastify, Drizzle, zod and the modules load once per worker,
          // which was a fifth of the suite's time.
          isolate: false,
        },
      },
      {
        // The web's components and hooks, rendered in jsdom with the client credentials Vite builds in.
        define: {
          __CLIENT_ID__: JSON.stringify('lfm-web'),
          __CLIENT_SECRET__: JSON.stringify('test-secret'),
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One jsdom per worker instead of one per file: starting jsdom is most of the time; the setup
          // file empties the page, the session and the stubs after each test.
          isolate: false,
        },
      },
    ],
  },
});
