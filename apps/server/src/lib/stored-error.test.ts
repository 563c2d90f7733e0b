import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WorkflowUndoDto } from '@lfm/core';
import { jobs, users, workflowRuns, workflowUndos } from '../db/schema';
import { createUser } from '../db/factories';
import { enqueue, runDueJobs } from '../jobs/queue';
import { startPgBossJobs } from '../jobs/pg-boss';
import { defineWorkflow, retryUndo, runWorkflow, UNDO_JOB } from '../workflows/runner';
import type { AppDeps } from '../app-deps';
import { eventually, get } from '../test/helpers';
import { okData } from '../test/catalog-helpers';
import { signedInAdmin } from '../test/shop-helpers';
import { buildTestApp, type TestContext } from '../test/test-app';
import { describeError, safeErrorText } from './stored-error';

/**
 * What the database keeps of a failure (a job's, a workflow step's, an undo's) and what the admin's list
 * of failed undos answers: the error's kind and a message to act on, never the password hash, the email
 * or the token the failed statement carried.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** An argon2 hash as the users table keeps it. */
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtb2YtYS1wYXNzd29yZA';
const HASH_BODY = 'c2VjcmV0LWhhc2gtb2YtYS1wYXNzd29yZA';

/** Inserts a user whose email is taken: the database refuses, with the hash among the statement's parameters. */
async function signUpAgain(deps: AppDeps, email: string) {
  await deps.database.db.insert(users).values({ email, passwordHash: HASH, firstName: 'A', lastName: 'B' });
}

function expectSafe(stored: string | null | undefined, email: string) {
  expect(stored).toBeTruthy();
  expect(stored).not.toContain(HASH_BODY);
  expect(stored).not.toContain('$argon2');
  expect(stored).not.toContain(email);
  expect(stored!.length).toBeLessThanOrEqual(500);
}

describe('a job that fails on the database', () => {
  it("keeps the error's kind and the refusal, not the statement's parameters", async () => {
    const { db } = t.database;
    const taken = await createUser(db);
    await enqueue(db, 'test.storedError', { email: taken.email });
    await runDueJobs(t.app.deps, {
      'test.storedError': (deps, payload) => signUpAgain(deps, String(payload.email)),
    });
    const [job] = await db.select().from(jobs).where(eq(jobs.name, 'test.storedError'));
    expect(job!.state).toBe('queued');
    expectSafe(job!.lastError, taken.email);
    expect(job!.lastError).toContain('DrizzleQueryError: Failed query: insert into "users"');
    expect(job!.lastError).toMatch(/23505: duplicate key value violates unique constraint "users_email/);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a job that fails on pg-boss (PostgreSQL)', () => {
  it("keeps the error's kind and the refusal, not the statement's parameters", async () => {
    const { db, pool } = t.database;
    const taken = await createUser(db);
    await enqueue(db, 'test.storedErrorBoss', { email: taken.email });
    const jobsOnBoss = await startPgBossJobs(
      t.app.deps,
      { 'test.storedErrorBoss': (deps, payload) => signUpAgain(deps, String(payload.email)) },
      [],
      { pool: pool!, intervalMs: 200 },
    );
    try {
      const [job] = await eventually(
        () => db.select().from(jobs).where(eq(jobs.name, 'test.storedErrorBoss')),
        ([row]) => Boolean(row?.lastError),
      );
      expectSafe(job!.lastError, taken.email);
      expect(job!.lastError).toMatch(/DatabaseError 23505: duplicate key value violates unique constraint/);
    } finally {
      await jobsOnBoss.stop();
    }
  });
});

interface Ctx extends Record<string, unknown> {
  email: string;
  undoFails: 'database' | 'message' | 'no';
}

const holdUndos: string[] = [];
const flow = defineWorkflow<Ctx>({
  name: 'stored-error-test',
  steps: [
    {
      name: 'hold',
      async run() {},
      async undo(deps, ctx) {
        if (ctx.undoFails === 'database') await signUpAgain(deps, ctx.email);
        // A provider's error that repeats what it was sent, and where it failed on the server's disk.
        if (ctx.undoFails === 'message')
          throw new Error(
            `release refused for ${ctx.email} (${HASH}) at /srv/lfm/node_modules/pay/release.js:12`,
          );
        holdUndos.push(ctx.email);
      },
    },
    { name: 'signUp', run: (deps, ctx) => signUpAgain(deps, ctx.email) },
  ],
});

describe('a workflow whose step and undo fail on the database', () => {
  it("keeps, and shows the admin, the errors' kinds and messages without the hash or the email", async () => {
    const { db } = t.database;
    const taken = await createUser(db);
    const key = `stored-error-${taken.id}`;
    const ctx = { email: taken.email, undoFails: 'database' } as Ctx;
    await expect(runWorkflow(t.app.deps, flow, key, ctx)).rejects.toThrow('step signUp failed');

    const [run] = await db.select().from(workflowRuns).where(eq(workflowRuns.key, key));
    expectSafe(run!.error, taken.email);
    expect(run!.error).toMatch(/23505: duplicate key value violates unique constraint/);
    const [undo] = await db.select().from(workflowUndos).where(eq(workflowUndos.runId, run!.id));
    expectSafe(undo!.lastError, taken.email);
    expect(undo!.lastError).toMatch(/23505: duplicate key value violates unique constraint/);

    // Retried by the job runner, the undo fails again with a message that names the hash and a path.
    await db
      .update(workflowRuns)
      .set({ context: { ...ctx, undoFails: 'message' } })
      .where(eq(workflowRuns.id, run!.id));
    await runDueJobs(t.app.deps, { [UNDO_JOB]: retryUndo });
    const [again] = await db.select().from(workflowUndos).where(eq(workflowUndos.id, undo!.id));
    expect(again!.attempts).toBe(undo!.attempts + 1);
    expectSafe(again!.lastError, taken.email);
    expect(again!.lastError).toBe('release refused for [redacted] ([redacted]) at release.js:12');

    const { token: admin } = await signedInAdmin(t);
    const res = await get(t, '/api/admin/failedUndos', admin);
    expect(res.body).not.toContain(HASH_BODY);
    expect(res.body).not.toContain(taken.email);
    const listed = okData<{ result: WorkflowUndoDto[] }>(res).result.find((u) => u.runId === run!.id);
    expect(listed).toMatchObject({
      workflow: 'stored-error-test',
      step: 'hold',
      state: 'retrying',
      lastError: 'release refused for [redacted] ([redacted]) at release.js:12',
    });
    expect(listed!.runError).toMatch(/^DrizzleQueryError: Failed query: insert into "users"/);
    expect(listed!.runError).toMatch(/DatabaseError 23505: duplicate key value violates unique constraint/);
  });

  it('an error stored raw before (its parameters in it) is shown to the admin scrubbed', async () => {
    const { db } = t.database;
    const taken = await createUser(db);
    const key = `stored-error-old-${taken.id}`;
    const ctx = { email: taken.email, undoFails: 'database' } as Ctx;
    await runWorkflow(t.app.deps, flow, key, ctx).catch(() => undefined);
    const [run] = await db.select().from(workflowRuns).where(eq(workflowRuns.key, key));
    const raw = `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ${taken.email},${HASH}`;
    await db.update(workflowUndos).set({ lastError: raw }).where(eq(workflowUndos.runId, run!.id));
    await db.update(workflowRuns).set({ error: raw }).where(eq(workflowRuns.id, run!.id));

    const { token: admin } = await signedInAdmin(t);
    const res = await get(t, '/api/admin/failedUndos', admin);
    expect(res.body).not.toContain(HASH_BODY);
    expect(res.body).not.toContain(taken.email);
    const listed = okData<{ result: WorkflowUndoDto[] }>(res).result.find((u) => u.runId === run!.id);
    const scrubbed = 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)';
    expect(listed).toMatchObject({ lastError: scrubbed, runError: scrubbed });
  });
});

describe('safeErrorText', () => {
  it.each([
    ['a message with nothing to hide stays', 'refunds are down', 'refunds are down'],
    [
      "PostgreSQL's detail is cut",
      'duplicate key value violates unique constraint "users_email_idx"\nDETAIL: Key (email)=(ada@example.com) already exists.',
      'duplicate key value violates unique constraint "users_email_idx"',
    ],
    [
      'a value the message repeats is redacted',
      'invalid input syntax for type uuid: "tok_4eC39HqLyjWDarjtT1zdp7dc"',
      'invalid input syntax for type uuid: [redacted]',
    ],
    [
      'an out-of-range value is redacted',
      'value "4242424242424242" is out of range for type integer',
      'value [redacted] is out of range for type integer',
    ],
    [
      'a card number, a token and an email are redacted',
      'card 4242 4242 4242 4242 of bea@example.org, token pm_1Nv0TqAbCdEfGhIjKlMnOpQrStUvWxYz',
      'card [redacted] of [redacted], token [redacted]',
    ],
    [
      "a path keeps its file name, a URL and a constraint's long name stay",
      "ENOENT: no such file or directory, open '/var/lib/lfm/uploads/farm-12.png' (https://api.stripe.com/v1/refunds, workflow_undos_run_id_step_unique_idx)",
      "ENOENT: no such file or directory, open 'farm-12.png' (https://api.stripe.com/v1/refunds, workflow_undos_run_id_step_unique_idx)",
    ],
  ])('%s', (_what, text, stored) => {
    expect(safeErrorText(text)).toBe(stored);
  });

  it('bounds the length', () => {
    expect(safeErrorText('x '.repeat(1000))).toHaveLength(500);
  });

  it('describes what was thrown that is not an error by its type, and a coded error by its code', () => {
    expect(describeError({ password: HASH })).toBe('thrown object');
    expect(describeError(Object.assign(new TypeError('fetch failed'), { code: 'ECONNRESET' }))).toBe(
      'TypeError ECONNRESET: fetch failed',
    );
  });
});
