import type { AppDeps } from '../app-deps';
import { farmerJobs } from '../modules/farmer-portal/orders';
import { queueWindowSummaries, summaryJobs } from '../modules/farmer-portal/summaries';
import { orderJobs } from '../modules/orders/service';
import { renewDueSubscriptions } from '../modules/subscriptions/renewals';
import { runDueJobs, startScheduler, type JobHandler } from './queue';

/** Every job the app knows, by name. */
export const JOB_HANDLERS: Record<string, JobHandler> = { ...orderJobs, ...farmerJobs, ...summaryJobs };

/** Periodic work the scheduler runs before each queue pass. */
export const PERIODIC_TASKS = [renewDueSubscriptions, queueWindowSummaries];

/** One pass: due renewals, then every due job (tests call this instead of waiting for the timer). */
export async function runJobsOnce(deps: AppDeps) {
  for (const task of PERIODIC_TASKS) await task(deps);
  return runDueJobs(deps, JOB_HANDLERS);
}

export const startJobs = (deps: AppDeps, intervalMs?: number) =>
  startScheduler(deps, JOB_HANDLERS, PERIODIC_TASKS, intervalMs);
