/**
 * Loaded into each measured server by bench:day (`node --import`): once a second it appends to
 * LOOP_PROBE_FILE, as a JSON line, how late the process's event loop ran its callbacks (the worst, and at
 * p99, from perf_hooks' monitorEventLoopDelay) and how long garbage collection held it (in all, and its
 * longest pause). A server late for everyone shows here even when its CPU per answer looks fine.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import { createRequire } from 'node:module';
import { countStatementsPerCall } from './statement-counter.mjs';

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

// With STATEMENTS_PROBE_FILE (bench:day --statements): the statements each kind of answer sent (statement-counter.mjs),
// written to that file once a second as JSON ({ "GET /api/search miss": [answers, statements] }).
const statementsFile = process.env.STATEMENTS_PROBE_FILE;
if (statementsFile) {
  const byCall = countStatementsPerCall(createRequire(import.meta.url)('pg'));
  setInterval(() => writeFileSync(statementsFile, JSON.stringify(byCall)), 1000).unref();
}
