/**
 * Loaded into each measured server by bench:day (`node --import`): once a second it appends to
 * LOOP_PROBE_FILE, as a JSON line, how late the process's event loop ran its callbacks (the worst, and at
 * p99, from perf_hooks' monitorEventLoopDelay) and how long garbage collection held it (in all, and its
 * longest pause). A server late for everyone shows here even when its CPU per answer looks fine.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { setInterval } from 'node:timers';

const file = process.env.LOOP_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let gcMs = 0;
  let gcMaxMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    const line = {
      t: Date.now(),
      maxMs: delay.max / 1e6,
      p99Ms: delay.percentile(99) / 1e6,
      gcMs,
      gcMaxMs,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    delay.reset();
    gcMs = 0;
    gcMaxMs = 0;
  }, 1000).unref();
}

/*
 * With STATEMENTS_PROBE_FILE (bench:day --statements): how many statements each kind of answer sent to the
 * database, by the request's path and whether it was a kept answer (its x-cache header), written to that file
 * once a second as JSON ({ "GET /api/search miss": [answers, statements] }). Every statement the app asks `pg` for
 * while a request is being answered counts for that request (AsyncLocalStorage, entered as the HTTP server takes
 * the request). Off unless asked: the context it carries costs every promise some time.
 */
const statementsFile = process.env.STATEMENTS_PROBE_FILE;
if (statementsFile) {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  const { subscribe } = await import('node:diagnostics_channel');
  const { createRequire } = await import('node:module');
  const pg = createRequire(import.meta.url)('pg');
  const answering = new AsyncLocalStorage();
  // Counted where the app asks: pool.query (whose connection may come back to it in another request's turn, where
  // it then calls client.query with a callback) and client.query on a connection the app checked out (drizzle's
  // transactions and the named statements ask without a callback).
  const counting = (run, counts) =>
    function counted(...args) {
      const request = answering.getStore();
      if (request && counts(args)) request.statements++;
      return run.apply(this, args);
    };
  pg.Pool.prototype.query = counting(pg.Pool.prototype.query, () => true);
  pg.Client.prototype.query = counting(
    pg.Client.prototype.query,
    (args) => typeof args[args.length - 1] !== 'function',
  );
  const byCall = {};
  subscribe('http.server.request.start', ({ request, response }) => {
    const counted = { statements: 0 };
    answering.enterWith(counted);
    response.once('finish', () => {
      const cache = response.getHeader('x-cache');
      const call = `${request.method} ${request.url.split('?')[0]}${cache ? ` ${cache}` : ''}`;
      const totals = (byCall[call] ??= [0, 0]);
      totals[0]++;
      totals[1] += counted.statements;
    });
  });
  setInterval(() => writeFileSync(statementsFile, JSON.stringify(byCall)), 1000).unref();
}
