import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { workflowRuns, workflowUndos } from '../db/schema';
import { createLogger } from '../http/logging';
import { freshDatabase } from '../test/test-app';
import { captureLog } from '../test/log-capture';
import { defineWorkflow, runWorkflow, WorkflowError, type StepDef } from './runner';

/**
 * The runner's record of a run (workflows/runner.ts): what it writes, and when. The checkout's own
 * tests (modules/checkout) prove the saga end to end; these pin the bookkeeping the buyer waits on.
 */
interface Ctx extends Record<string, unknown> {
  refuse?: boolean;
  failUndo?: boolean;
  reserved?: number;
  paid?: string;
}

let database: Database;
let deps: AppDeps;
const log = captureLog();
const key = () => `k-${Math.random().toString(36).slice(2)}`;
const runsWith = async (k: string) => database.db.select().from(workflowRuns).where(eq(workflowRuns.key, k));

const undone: string[] = [];

const reserve: StepDef<Ctx> = {
  name: 'reserve',
  savesItself: true,
  async run(d, ctx, run) {
    return d.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ n: sql<number>`41 + 1` })
        .from(workflowRuns)
        .limit(1);
      const n = row?.n ?? 42;
      if (ctx.refuse) throw new Error('refused inside the transaction');
      const learnt = { reserved: Number(n) };
      await run.save(tx, { ...ctx, ...learnt });
      return learnt;
    });
  },
  async undo(_d, ctx) {
    if (ctx.failUndo) throw new Error('the provider is down');
    undone.push('reserve');
  },
};
const pay: StepDef<Ctx> = {
  name: 'pay',
  async run(_d, ctx) {
    if (ctx.refuse === false) throw new Error('declined');
    return { paid: 'ch_1' };
  },
};
const note: StepDef<Ctx> = { name: 'note', async run() {} };
const confirm: StepDef<Ctx> = {
  name: 'confirm',
  savesItself: true,
  async run(d, ctx, run) {
    await d.database.db.transaction((tx) => run.save(tx, ctx));
  },
};
const flow = defineWorkflow<Ctx>({ name: 'runner-test', steps: [reserve, pay, note, confirm] });

describe('the workflow runner records a run with one write per step, in the step’s own commit', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    deps = { database, log: createLogger({ LOG_LEVEL: 'warn' }, log.stream) } as unknown as AppDeps;
  });
  afterAll(() => database.close());

  it('a run that completes has one row, done at its last step, with what the steps learnt', async () => {
    const k = key();
    const ctx = await runWorkflow(deps, flow, k, {});
    expect(ctx).toMatchObject({ reserved: 42, paid: 'ch_1' });
    const rows = await runsWith(k);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      state: 'done',
      step: 'confirm',
      context: { reserved: 42, paid: 'ch_1' },
    });
  });

  it('a first step refused inside its transaction leaves no run behind', async () => {
    const k = key();
    const err = await runWorkflow(deps, flow, k, { refuse: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkflowError);
    expect((err as WorkflowError).step).toBe('reserve');
    expect(await runsWith(k)).toEqual([]);
  });

  it('a later step that fails undoes the first and leaves the run undone with its error', async () => {
    const k = key();
    undone.length = 0;
    const err = await runWorkflow(deps, flow, k, { refuse: false }).catch((e: unknown) => e);
    expect((err as WorkflowError).step).toBe('pay');
    expect(undone).toEqual(['reserve']);
    const [run] = await runsWith(k);
    expect(run).toMatchObject({ state: 'undone', step: 'reserve', error: 'declined' });
  });

  it('an undo that fails is kept for the job runner, its run recorded and a warning logged', async () => {
    const k = key();
    await runWorkflow(deps, flow, k, { refuse: false, failUndo: true }).catch(() => undefined);
    const [run] = await runsWith(k);
    expect(run?.state).toBe('undone');
    const undos = await database.db.select().from(workflowUndos).where(eq(workflowUndos.runId, run!.id));
    expect(undos).toMatchObject([{ step: 'reserve', lastError: 'the provider is down' }]);
    // The app's log says which run's undo waits for a retry, and why.
    expect(log.entries().filter((e) => e.runId === run!.id)).toMatchObject([
      {
        level: 40,
        workflow: 'runner-test',
        step: 'reserve',
        msg: `workflow runner-test run ${run!.id}: undo of reserve failed, will retry`,
        err: { message: 'the provider is down' },
      },
    ]);
  });
});
