import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { rowsOf, type Db, type Tx } from '../db/client';
import { jobs } from '../db/schema';
import { describeError } from '../lib/stored-error';

/**
 * The in-process job runner (ARCHITECTURE: jobs): a queue in the `jobs` table. Jobs are enqueued in
 * the same transaction as the change that causes them (an order's receipt is queued only if the
 * order commits). Workers claim due rows with one UPDATE ... FOR UPDATE SKIP LOCKED statement and
 * a lease, so several processes can share the queue and a crashed worker's job runs again later.
 */
export type JobHandler = (deps: AppDeps, payload: Record<string, unknown>) => Promise<void>;

const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 10;
/** A job's run_at when it is due at once: before any clock's now, the test clock's included. */
const DUE_NOW = new Date(0);

export async function enqueue(
  exec: Db | Tx,
  name: string,
  payload: Record<string, unknown>,
  opts: { runAt?: Date; singletonKey?: string } = {},
) {
  await exec
    .insert(jobs)
    .values({ name, payload, runAt: opts.runAt ?? DUE_NOW, singletonKey: opts.singletonKey ?? null })
    .onConflictDoNothing();
}

/**
 * One job per row of `source` (columns `payload` jsonb and `singleton_key` text), as `enqueue` makes
 * them, in one statement whatever the number of rows. Returns the number of rows (a key already
 * queued is counted, not queued again).
 */
export async function enqueueEach(exec: Db | Tx, name: string, source: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    exec.execute(sql`
    WITH src AS (${source}),
      queued AS (
        INSERT INTO ${jobs} (name, payload, singleton_key, run_at)
        SELECT ${name}, src.payload, src.singleton_key, ${DUE_NOW.toISOString()}::timestamptz FROM src
        ON CONFLICT DO NOTHING
      )
    SELECT count(*)::int AS n FROM src`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Marks the queued jobs of these names done without running them: the demo season's history (its
 * receipts and status emails) is not mailed when the demo data loads.
 */
export async function dropQueued(exec: Db | Tx, names: string[]) {
  await exec
    .update(jobs)
    .set({ state: 'done' })
    .where(and(queuedJob, inArray(jobs.name, names)));
}

/**
 * A job waiting to run, as a literal: on PostgreSQL statements run on generic plans (db/client.ts), which use the
 * partial index of queued jobs (jobs_due_idx) only when the state is written out.
 */
export const queuedJob = sql`${jobs.state} = 'queued'`;

/** Claims and runs every job due at the clock's now; returns how many ran. */
export async function runDueJobs(deps: AppDeps, handlers: Record<string, JobHandler>): Promise<number> {
  const { db } = deps.database;
  let ran = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(queuedJob, sql`${jobs.runAt} <= ${now.toISOString()}`, inArray(jobs.name, Object.keys(handlers))),
      )
      .orderBy(jobs.runAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, runAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(jobs.id, due))
      .returning();
    if (claimed.length === 0) return ran;
    for (const job of claimed) {
      try {
        await handlers[job.name]!(deps, job.payload);
        await db.update(jobs).set({ state: 'done', lastError: null }).where(eq(jobs.id, job.id));
      } catch (err) {
        const failed = job.attempts >= MAX_ATTEMPTS;
        const backoff = 30_000 * 2 ** job.attempts;
        await db
          .update(jobs)
          .set({
            state: failed ? 'failed' : 'queued',
            lastError: describeError(err),
            runAt: new Date(deps.clock.now().getTime() + backoff),
          })
          .where(eq(jobs.id, job.id));
        deps.log.warn(
          { err, job: job.name, jobId: job.id, attempt: job.attempts, willRetry: !failed },
          `job ${job.name} #${job.id} failed`,
        );
      }
      ran++;
    }
  }
}

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Polls the queue and runs periodic tasks (subscription renewals) every `intervalMs`.
 * One tick at a time; stop() waits for the running tick.
 */
export function startScheduler(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  periodic: ((deps: AppDeps) => Promise<unknown>)[],
  intervalMs = 15_000,
): Scheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    for (const task of periodic) await task(deps);
    await runDueJobs(deps, handlers);
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((err: unknown) => deps.log.warn({ err }, 'scheduler tick failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
