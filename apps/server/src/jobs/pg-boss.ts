import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { AppDeps } from '../app-deps';
import { jobs } from '../db/schema';
import { describeError } from '../lib/stored-error';
import { queuedJob, type JobHandler, type Scheduler } from './queue';

/**
 * Jobs on pg-boss, for PostgreSQL deployments of several processes (ARCHITECTURE: jobs).
 *
 * Enqueueing does not change: `enqueue()` writes a row of the `jobs` table inside the caller's
 * transaction (the outbox), so a job exists only if the change that caused it commits. Each process
 * then relays committed, due rows to pg-boss: it locks them (FOR UPDATE SKIP LOCKED, so two relays
 * never take the same row), sends each under an id derived from the row, and marks the rows `sent`
 * in the same transaction. A relay that dies between sending and committing leaves the rows queued;
 * the next relay sends them again under the same id, which pg-boss ignores (ON CONFLICT DO NOTHING).
 * pg-boss hands each job to exactly one worker of one process, retries failures with backoff and
 * expires jobs whose worker died. The worker marks the row `done` (or `failed` after the last retry).
 *
 * Periodic work (subscription renewals, order-window summaries) is one pg-boss job per interval for
 * the whole cluster: every process asks for it with the same singleton key and time slot, pg-boss
 * keeps one. The tasks themselves lock what they process, so even overlapping passes do nothing twice.
 */
export const PERIODIC_QUEUE = 'lfm.periodic';
const RETRY_LIMIT = 4;
const RELAY_BATCH = 100;

export interface PgBossJobsOptions {
  /** The app's PostgreSQL pool: pg-boss lives in the same database (its own schema). */
  pool: pg.Pool;
  intervalMs: number;
  /** pg-boss's own schema in the same database. */
  schema?: string;
}

/** A UUID naming the pg-boss job of one `jobs` row (the row's id and creation time, in case ids restart). */
export function relayJobId(row: { id: number; createdAt: Date }): string {
  const h = createHash('sha1').update(`lfm-job:${row.id}:${row.createdAt.toISOString()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Moves committed, due `jobs` rows to pg-boss; returns how many it sent. */
export async function relayDueJobs(deps: AppDeps, boss: PgBoss, names: string[]): Promise<number> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, name: jobs.name, payload: jobs.payload, createdAt: jobs.createdAt })
      .from(jobs)
      .where(and(queuedJob, sql`${jobs.runAt} <= ${now.toISOString()}`, inArray(jobs.name, names)))
      .orderBy(jobs.runAt)
      .limit(RELAY_BATCH)
      .for('update', { skipLocked: true });
    for (const row of due)
      await boss.send(
        row.name,
        { jobId: row.id, payload: row.payload },
        { id: relayJobId(row), retryLimit: RETRY_LIMIT, retryDelay: 30, retryBackoff: true },
      );
    if (due.length)
      await tx
        .update(jobs)
        .set({ state: 'sent', attempts: sql`${jobs.attempts} + 1` })
        .where(
          inArray(
            jobs.id,
            due.map((r) => r.id),
          ),
        );
    return due.length;
  });
}

const QUEUE_SETUP_LOCK = 0x1f_b055;

async function withAdvisoryLock(pool: pg.Pool, fn: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [QUEUE_SETUP_LOCK]);
    await fn();
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

interface RelayedJob {
  jobId: number;
  payload: Record<string, unknown>;
}

export async function startPgBossJobs(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  periodic: ((deps: AppDeps) => Promise<unknown>)[],
  opts: PgBossJobsOptions,
): Promise<Scheduler & { boss: PgBoss }> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => opts.pool.query(text, values) },
    schema: opts.schema ?? 'pgboss',
    schedule: false,
  });
  boss.on('error', (err) => deps.log.warn({ err }, 'pg-boss error'));
  // On a fresh database, processes starting together would both create pg-boss's schema and one
  // would die on the duplicate ('pgboss' already exists): one at a time, the others find it made.
  await withAdvisoryLock(opts.pool, async () => {
    await boss.start();
  });
  const names = Object.keys(handlers);
  const { db } = deps.database;
  const pollingIntervalSeconds = Math.max(0.5, Math.min(2, opts.intervalMs / 1000));
  // Processes starting together would deadlock creating the same queues: one at a time.
  await withAdvisoryLock(opts.pool, async () => {
    for (const name of [...names, PERIODIC_QUEUE]) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
    }
  });
  for (const name of names) {
    await boss.work<RelayedJob>(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        const { jobId, payload } = job.data;
        try {
          await handlers[name]!(deps, payload);
          await db.update(jobs).set({ state: 'done', lastError: null }).where(eq(jobs.id, jobId));
        } catch (err) {
          const last = job.retryCount >= RETRY_LIMIT;
          await db
            .update(jobs)
            .set({ lastError: describeError(err), ...(last ? { state: 'failed' } : {}) })
            .where(eq(jobs.id, jobId));
          deps.log.warn(
            { err, job: name, jobId, attempt: job.retryCount + 1, willRetry: !last },
            `job ${name} #${jobId} failed`,
          );
          throw err;
        }
      },
    );
  }
  await boss.work(PERIODIC_QUEUE, { batchSize: 1, pollingIntervalSeconds }, async () => {
    for (const task of periodic) await task(deps);
  });

  const slotSeconds = Math.max(1, Math.round(opts.intervalMs / 1000));
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    await boss.send(PERIODIC_QUEUE, {}, { singletonKey: 'tick', singletonSeconds: slotSeconds });
    while ((await relayDueJobs(deps, boss, names)) === RELAY_BATCH && !stopped);
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((err: unknown) => deps.log.warn({ err }, 'job relay failed'))
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs);
  timer.unref();
  return {
    boss,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      // Waits for the jobs this process is running (the pool is the app's: closed with the database).
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
