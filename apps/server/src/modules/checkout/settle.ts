import type { AppDeps } from '../../app-deps';
import { settleStaleRuns } from '../../workflows/runner';
import './workflow';

/**
 * Checkouts a crash left between paying and confirming (and any other interrupted run): settled at
 * start-up and on every pass of the job runner, once they have not moved for
 * CHECKOUT_SETTLE_AFTER_MS (longer than any provider call, so a live checkout is never settled).
 */
export const settleCheckouts = (deps: AppDeps) =>
  settleStaleRuns(
    deps,
    deps.config.CHECKOUT_SETTLE_AFTER_MS,
    // A buyer who left their bank's challenge: the stock goes back, the waiting charge is canceled.
    Math.max(deps.config.CHECKOUT_SETTLE_AFTER_MS, deps.config.CHECKOUT_AUTHENTICATION_TIMEOUT_MS),
  );
