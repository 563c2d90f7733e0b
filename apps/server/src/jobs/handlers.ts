import type { AppDeps } from '../app-deps';
import { farmerJobs } from '../modules/farmer-portal/orders';
import { queueWindowSummaries, summaryJobs } from '../modules/farmer-portal/summaries';
import { orderJobs } from '../modules/orders/service';
import { dayMessageJobs } from '../modules/day-messages/service';
import { renewDueSubscriptions } from '../modules/subscriptions/renewals';
import { settleCancellations } from '../modules/subscriptions';
import { settleCheckouts } from '../modules/checkout/settle';
import { cancelJobs } from '../modules/checkout';
import { payoutJobs, settlePayouts } from '../modules/payouts';
import { UNDO_JOB, retryUndo } from '../workflows/runner';
import { pruneCounters } from '../http/rate-store';
import { startPgBossJobs } from './pg-boss';
import { runDueJobs, startScheduler, type JobHandler, type Scheduler } from './queue';

/** Every job the app knows, by name. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  ...orderJobs,
  ...farmerJobs,
  ...summaryJobs,
  ...payoutJobs,
  ...dayMessageJobs,
  ...cancelJobs,
  [UNDO_JOB]: retryUndo,
};

/** Periodic work the scheduler runs before each queue pass. */
export const PERIODIC_TASKS = [
  renewDueSubscriptions,
  queueWindowSummaries,
  settleCheckouts,
  settlePayouts,
  settleCancellations,
  (deps: AppDeps) => pruneCounters(deps.database.db, deps.clock.now()),
];

/** One pass: due renewals, then every due job (tests call this instead of waiting for the timer). */
export async function runJobsOnce(deps: AppDeps) {
  for (const task of PERIODIC_TASKS) await task(deps);
  return runDueJobs(deps, JOB_HANDLERS);
}

/**
 * The job runner of this process: on PostgreSQL (DATABASE_URL) pg-boss, shared by every process of
 * the deployment; on the embedded PGlite the in-process runner. Jobs are enqueued the same way for both.
 */
export async function startJobs(
  deps: AppDeps,
  intervalMs = deps.config.JOBS_INTERVAL_MS,
): Promise<Scheduler> {
  const pool = deps.database.perCallPool;
  if (pool) return startPgBossJobs(deps, JOB_HANDLERS, PERIODIC_TASKS, { pool, intervalMs });
  return startScheduler(deps, JOB_HANDLERS, PERIODIC_TASKS, intervalMs);
}
