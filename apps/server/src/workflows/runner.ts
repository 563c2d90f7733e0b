import { and, desc, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { WorkflowUndoDto } from '@lfm/core';
import type { AppDeps } from '../app-deps';
import type { Db, Tx } from '../db/client';
import type { Log } from '../lib/log';
import { describeError, safeErrorText } from '../lib/stored-error';
import { workflowRuns, workflowUndos } from '../db/schema';
import { enqueue } from '../jobs/queue';

/**
 * A small workflow runner (saga, in the style of Medusa's workflows; docs/decisions/003): a
 * workflow is a list of named steps, each with its undo. The runner records the run and what the
 * steps learnt (`context`) after each step. When a step fails, the undos of that step (undos must
 * tolerate half-done work) and of every step before it run in reverse order. An undo that fails is
 * logged, recorded in `workflow_undos` (the admin lists them) and retried by the job runner until it
 * succeeds. A run left 'running' by a crash is settled by `settleStaleRuns`, at start-up and
 * periodically: the workflow's `recover` says whether to resume it or undo it.
 */
export type WorkflowContext = Record<string, unknown>;

export interface RunHandle<C> {
  /**
   * Saves the context, and that this step is done, inside the caller's transaction: a step whose
   * effects and record commit together (after the workflow's last step, the run is done with it).
   */
  save(exec: Db | Tx, ctx: C): Promise<void>;
}

export interface StepDef<C extends WorkflowContext> {
  name: string;
  /**
   * The step records itself through `RunHandle.save` in its own transaction, so the runner writes
   * nothing after it (one commit fewer on the buyer's path). When it is the workflow's first step, the
   * run's row is created there too: a step refused inside its transaction leaves no run behind.
   */
  savesItself?: boolean;
  /**
   * What the step learnt can be found again after a crash (the provider, asked by idempotency key,
   * in the workflow's `recover`), so no commit waits on recording it: it rides in the next record.
   */
  foundAgain?: boolean;
  /** Returns what it learnt, merged into the context. */
  run(deps: AppDeps, ctx: C, run: RunHandle<C>): Promise<Partial<C> | void>;
  undo?(deps: AppDeps, ctx: C): Promise<void>;
}

export interface WorkflowDef<C extends WorkflowContext> {
  name: string;
  steps: StepDef<C>[];
  /**
   * A run interrupted by a crash: resume it from a step (the provider says it was paid) or undo
   * what its completed steps did ('undo').
   */
  recover?(deps: AppDeps, ctx: C, lastStep: string | null): Promise<{ resumeFrom: string; ctx: C } | 'undo'>;
}

// Workflows register themselves so retried undos and settling find their steps by name.
const registry = new Map<string, WorkflowDef<WorkflowContext>>();

export function defineWorkflow<C extends WorkflowContext>(def: WorkflowDef<C>): WorkflowDef<C> {
  registry.set(def.name, def as unknown as WorkflowDef<WorkflowContext>);
  return def;
}

/**
 * Thrown by a step that cannot finish until someone outside acts (the buyer authenticates a payment
 * with their bank): the run is saved as 'waiting' with what the step learnt, nothing is undone, and
 * `resumeWaiting` runs that step again once they have acted. A run left waiting too long is settled.
 */
export class AwaitOutside extends Error {
  constructor(readonly learnt: WorkflowContext) {
    super('waiting for an action outside the workflow');
  }
}

/** What runWorkflow throws when a step waits (AwaitOutside): the run's context so far. */
export class WorkflowWaiting<C extends WorkflowContext = WorkflowContext> extends Error {
  constructor(
    readonly step: string,
    readonly ctx: C,
  ) {
    super(`workflow waits at ${step}`);
  }
}

/** The error a failed workflow throws: the step's own error, with the run it belongs to. */
export class WorkflowError extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(`step ${step} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * Test hook (never in production): WORKFLOW_PAUSE_AFTER=checkout.pay makes the process stop for good
 * after that step, so a test can kill it there (modules/checkout/crash.test.ts). It says so in the log,
 * at warn (a process that stops for good is not business as usual, and the test's server logs warnings),
 * with the field `workflowPaused: 'checkout.pay'` the test waits for.
 */
async function pauseHook(log: Log, workflow: string, step: string) {
  const at = process.env.WORKFLOW_PAUSE_AFTER;
  if (!at || process.env.NODE_ENV === 'production' || at !== `${workflow}.${step}`) return;
  log.warn({ workflowPaused: at }, `WORKFLOW_PAUSED ${at}: this process stops here (test hook)`);
  await new Promise(() => undefined);
}

/**
 * Runs the workflow from its first step (or `from`, when settling); returns the final context. Each
 * step's record is at most one write: in the step's own transaction (`savesItself`), else one update
 * after it, none after a step that learnt nothing; the last step's record marks the run done.
 */
export async function runWorkflow<C extends WorkflowContext>(
  deps: AppDeps,
  def: WorkflowDef<C>,
  key: string,
  input: C,
  resume?: { runId: number; from: string },
): Promise<C> {
  const { db } = deps.database;
  let runId: number | null = resume?.runId ?? null;
  const record = async (exec: Db | Tx, ctx: C, step: string | null, done: boolean | 'waiting') => {
    const state = done === 'waiting' ? { state: 'waiting' } : done ? { state: 'done' } : {};
    if (runId == null) {
      const [row] = await exec
        .insert(workflowRuns)
        .values({ workflow: def.name, key, context: ctx, step, ...state })
        .returning({ id: workflowRuns.id });
      runId = row!.id;
      return;
    }
    await exec
      .update(workflowRuns)
      .set({ context: ctx, updatedAt: sql`now()`, ...(step ? { step } : {}), ...state })
      .where(eq(workflowRuns.id, runId));
  };
  // A first step that records itself creates the run in its transaction; otherwise the run exists first.
  if (runId == null && !def.steps[0]?.savesItself) await record(db, input, null, false);
  const start = resume ? def.steps.findIndex((s) => s.name === resume.from) : 0;
  const last = def.steps.length - 1;
  let ctx = input;
  for (let i = Math.max(start, 0); i <= last; i++) {
    const step = def.steps[i]!;
    const handle: RunHandle<C> = { save: (exec, c) => record(exec, c, step.name, i === last) };
    const hadRun = runId != null;
    let learnt: Partial<C> | void;
    try {
      learnt = await step.run(deps, ctx, handle);
      ctx = { ...ctx, ...learnt };
    } catch (err) {
      if (err instanceof AwaitOutside) {
        // The step is not done: the run waits at it (its last completed step stays recorded).
        ctx = { ...ctx, ...(err.learnt as Partial<C>) };
        await record(db, ctx, null, 'waiting');
        throw new WorkflowWaiting(step.name, ctx);
      }
      // A run created in the step's rolled-back transaction does not exist.
      if (!hadRun && runId != null && !(await runExists(db, runId))) runId = null;
      await undoSteps(deps, def, { id: runId, key }, ctx, i, err);
      throw new WorkflowError(step.name, err);
    }
    // A step that learnt nothing, or nothing a crash would lose (and is not the last): no write.
    if (!step.savesItself && (i === last || (learnt && !step.foundAgain)))
      await record(db, ctx, step.name, i === last);
    await pauseHook(deps.log, def.name, step.name);
  }
  return ctx;
}

/**
 * Runs a waiting run on from the step it waits at, once the outside action is done (the buyer's
 * bank challenge answered). Null when no run with this key is waiting (settled, or never waited).
 */
export async function resumeWaiting<C extends WorkflowContext>(
  deps: AppDeps,
  def: WorkflowDef<C>,
  key: string,
): Promise<C | null> {
  const [run] = await deps.database.db
    .update(workflowRuns)
    .set({ state: 'running', updatedAt: sql`now()` })
    .where(
      and(eq(workflowRuns.workflow, def.name), eq(workflowRuns.key, key), eq(workflowRuns.state, 'waiting')),
    )
    .returning();
  if (!run) return null;
  const from = def.steps[def.steps.findIndex((s) => s.name === run.step) + 1]!.name;
  return runWorkflow(deps, def, key, run.context as C, { runId: run.id, from });
}

/** The context of the run waiting with this key, or null. */
export async function waitingRun<C extends WorkflowContext>(
  deps: AppDeps,
  def: WorkflowDef<C>,
  key: string,
): Promise<C | null> {
  const [run] = await deps.database.db
    .select({ context: workflowRuns.context })
    .from(workflowRuns)
    .where(
      and(eq(workflowRuns.workflow, def.name), eq(workflowRuns.key, key), eq(workflowRuns.state, 'waiting')),
    );
  return (run?.context as C | undefined) ?? null;
}

/**
 * Undoes the runs of this workflow waiting with a key that starts with `keyPrefix` (a buyer who left
 * their bank's challenge and checks out again): each is claimed once, then its workflow's undo runs.
 */
export async function abandonWaiting<C extends WorkflowContext>(
  deps: AppDeps,
  def: WorkflowDef<C>,
  keyPrefix: string,
): Promise<number> {
  const { db } = deps.database;
  const runs = await db
    .update(workflowRuns)
    .set({ state: 'settling', updatedAt: sql`now()` })
    .where(
      and(
        eq(workflowRuns.workflow, def.name),
        eq(workflowRuns.state, 'waiting'),
        like(workflowRuns.key, `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`),
      ),
    )
    .returning();
  for (const run of runs) {
    const upTo = def.steps.findIndex((s) => s.name === run.step) + 1;
    await undoSteps(deps, def, run, run.context as C, upTo, new Error('abandoned while waiting'));
  }
  return runs.length;
}

const runExists = async (db: Db, id: number) =>
  (await db.select({ id: workflowRuns.id }).from(workflowRuns).where(eq(workflowRuns.id, id))).length > 0;

/**
 * Runs the undos of steps `upTo` (inclusive) down to the first; a failing undo is handed to the job
 * runner. `run.id` is null when the failed first step's transaction took its record with it.
 */
async function undoSteps<C extends WorkflowContext>(
  deps: AppDeps,
  def: WorkflowDef<C>,
  run: { id: number | null; key: string },
  ctx: C,
  upTo: number,
  cause: unknown,
) {
  const { db } = deps.database;
  const error = describeError(cause);
  // The run's row, made now if it has none: a failed undo's retry belongs to it.
  const runId = async () => {
    if (run.id == null) {
      const [row] = await db
        .insert(workflowRuns)
        .values({ workflow: def.name, key: run.key, context: ctx, error })
        .returning({ id: workflowRuns.id });
      run.id = row!.id;
    }
    return run.id;
  };
  if (run.id != null)
    await db
      .update(workflowRuns)
      .set({ context: ctx, error, updatedAt: sql`now()` })
      .where(eq(workflowRuns.id, run.id));
  for (let j = upTo; j >= 0; j--) {
    const step = def.steps[j]!;
    if (!step.undo) continue;
    try {
      await step.undo(deps, ctx);
    } catch (err) {
      const message = describeError(err);
      const id = await runId();
      deps.log.warn(
        { err, workflow: def.name, runId: id, step: step.name },
        `workflow ${def.name} run ${id}: undo of ${step.name} failed, will retry`,
      );
      const [row] = await db
        .insert(workflowUndos)
        .values({ runId: id, step: step.name, lastError: message })
        .onConflictDoUpdate({
          target: [workflowUndos.runId, workflowUndos.step],
          set: { state: 'retrying', lastError: message, doneAt: null },
        })
        .returning({ id: workflowUndos.id });
      await enqueue(db, UNDO_JOB, { undoId: row!.id }, { singletonKey: `undo-${row!.id}-1` });
    }
  }
  if (run.id != null)
    await db
      .update(workflowRuns)
      .set({ state: 'undone', updatedAt: sql`now()` })
      .where(eq(workflowRuns.id, run.id));
}

export const UNDO_JOB = 'workflow.undo';
const MAX_BACKOFF_MS = 60 * 60_000;

/**
 * The job retrying a failed undo. It never gives up: a failure is recorded and the job enqueued
 * again (backoff doubling up to an hour), whatever the job runner's own attempt limit.
 */
export async function retryUndo(deps: AppDeps, payload: Record<string, unknown>) {
  const { db } = deps.database;
  const undoId = Number(payload.undoId);
  const [row] = await db
    .select({ u: workflowUndos, r: workflowRuns })
    .from(workflowUndos)
    .innerJoin(workflowRuns, eq(workflowRuns.id, workflowUndos.runId))
    .where(eq(workflowUndos.id, undoId));
  if (!row || row.u.state === 'done') return;
  const step = registry.get(row.r.workflow)?.steps.find((s) => s.name === row.u.step);
  if (!step?.undo) throw new Error(`workflow ${row.r.workflow} has no undo for step ${row.u.step}`);
  try {
    await step.undo(deps, row.r.context);
    await db
      .update(workflowUndos)
      .set({ state: 'done', doneAt: deps.clock.now(), attempts: row.u.attempts + 1 })
      .where(eq(workflowUndos.id, undoId));
    deps.log.warn(
      { workflow: row.r.workflow, runId: row.r.id, step: row.u.step },
      `workflow ${row.r.workflow} run ${row.r.id}: undo of ${row.u.step} succeeded on retry`,
    );
  } catch (err) {
    const message = describeError(err);
    const attempts = row.u.attempts + 1;
    deps.log.warn(
      { err, workflow: row.r.workflow, runId: row.r.id, step: row.u.step, attempts },
      `workflow ${row.r.workflow} run ${row.r.id}: undo of ${row.u.step} failed again`,
    );
    await db.update(workflowUndos).set({ attempts, lastError: message }).where(eq(workflowUndos.id, undoId));
    const delay = Math.min(30_000 * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    await enqueue(
      db,
      UNDO_JOB,
      { undoId },
      { singletonKey: `undo-${undoId}-${attempts}`, runAt: new Date(deps.clock.now().getTime() + delay) },
    );
  }
}

/**
 * Undos that failed at least once, newest first (the admin's list). Their errors are stored described
 * (lib/stored-error.ts); a row kept from before that is scrubbed here the same way.
 */
export async function listUndos(db: Db, limit = 100): Promise<WorkflowUndoDto[]> {
  const rows = await db
    .select({ u: workflowUndos, r: workflowRuns })
    .from(workflowUndos)
    .innerJoin(workflowRuns, eq(workflowRuns.id, workflowUndos.runId))
    .orderBy(desc(workflowUndos.id))
    .limit(limit);
  return rows.map(({ u, r }) => ({
    id: u.id,
    workflow: r.workflow,
    runId: r.id,
    key: r.key,
    step: u.step,
    state: u.state === 'done' ? 'done' : 'retrying',
    attempts: u.attempts,
    lastError: u.lastError && safeErrorText(u.lastError),
    runError: r.error && safeErrorText(r.error),
    orderId: typeof r.context.orderId === 'number' ? r.context.orderId : null,
    paymentId: typeof r.context.paymentId === 'string' ? r.context.paymentId : null,
    createdAt: u.createdAt.toISOString(),
    doneAt: u.doneAt?.toISOString() ?? null,
  }));
}

/**
 * Settles runs left 'running' longer than `olderThanMs` (the process that ran them died): each is
 * claimed once ('settling'), then resumed or undone as its workflow's `recover` decides.
 */
export async function settleStaleRuns(
  deps: AppDeps,
  olderThanMs: number,
  waitingOlderThanMs = olderThanMs,
): Promise<number> {
  const { db } = deps.database;
  const olderThan = (ms: number) =>
    lt(workflowRuns.updatedAt, sql`now() - make_interval(secs => ${ms / 1000})`);
  const stale = await db
    .select({ id: workflowRuns.id })
    .from(workflowRuns)
    .where(
      or(
        // Written out, for the partial index of running runs under a generic plan (db/client.ts).
        and(sql`${workflowRuns.state} = 'running'`, olderThan(olderThanMs)),
        // Waiting for someone who never came back (a bank challenge left open).
        and(eq(workflowRuns.state, 'waiting'), olderThan(waitingOlderThanMs)),
      ),
    )
    .limit(50);
  let settled = 0;
  for (const { id } of stale) {
    const [run] = await db
      .update(workflowRuns)
      .set({ state: 'settling', updatedAt: sql`now()` })
      .where(and(eq(workflowRuns.id, id), inArray(workflowRuns.state, ['running', 'waiting'])))
      .returning();
    if (!run) continue;
    const def = registry.get(run.workflow);
    if (!def?.recover) continue;
    const lastIndex = def.steps.findIndex((s) => s.name === run.step);
    try {
      const decision = await def.recover(deps, run.context, run.step);
      // The step after the last completed one may have been half done when the process died.
      const upTo = Math.min(lastIndex + 1, def.steps.length - 1);
      if (decision === 'undo')
        await undoSteps(deps, def, run, run.context, upTo, new Error('interrupted; settled by undo'));
      else
        await runWorkflow(deps, def, run.key, decision.ctx, {
          runId: run.id,
          from: decision.resumeFrom,
        }).catch((err: unknown) => {
          // A resumed step failed: the runner has undone the run already.
          if (!(err instanceof WorkflowError)) throw err;
        });
      settled++;
      deps.log.warn(
        { workflow: run.workflow, runId: run.id, settled: decision === 'undo' ? 'undone' : 'resumed' },
        `workflow ${run.workflow} run ${run.id} settled (${decision === 'undo' ? 'undone' : 'resumed'})`,
      );
    } catch (err) {
      // Asking the provider failed: leave it for the next pass.
      deps.log.warn(
        { err, workflow: run.workflow, runId: run.id },
        `workflow ${run.workflow} run ${run.id} could not be settled yet`,
      );
      await db.update(workflowRuns).set({ state: 'running' }).where(eq(workflowRuns.id, run.id));
    }
  }
  return settled;
}
