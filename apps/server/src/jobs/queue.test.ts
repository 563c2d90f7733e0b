import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, users } from '../db/schema';
import { createUser } from '../db/factories';
import { buildTestApp, type TestContext } from '../test/test-app';
import { captureLog } from '../test/log-capture';
import { enqueue, runDueJobs } from './queue';

/**
 * A job that fails says so in the app's log (issue 31: no console in server code): a warning with the
 * job's name and id, which an operator searches for, and its error without the secrets it carries.
 */
const log = captureLog();
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'warn' }, { logStream: log.stream });
});
afterAll(() => t.close());

/** An argon2 hash as the users table keeps it: in the failed insert's parameters, so in its error. */
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtb2YtYS1wYXNzd29yZA';

describe('a job that fails', () => {
  it('is logged as a warning with its name, its id and its error, the error’s parameters redacted', async () => {
    const { db } = t.database;
    const taken = await createUser(db);
    await enqueue(db, 'test.signUpAgain', { email: taken.email });
    const [job] = await db.select().from(jobs).where(eq(jobs.name, 'test.signUpAgain'));

    // The handler inserts a user whose email is taken: the database refuses, and the error drizzle
    // throws holds the statement's parameters, the password hash among them.
    const ran = await runDueJobs(t.app.deps, {
      'test.signUpAgain': async (deps, payload) => {
        await deps.database.db
          .insert(users)
          .values({ email: String(payload.email), passwordHash: HASH, firstName: 'A', lastName: 'B' });
      },
    });
    expect(ran).toBe(1);

    const warnings = log.entries().filter((e) => e.level === 40 && e.jobId === job!.id);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      msg: `job test.signUpAgain #${job!.id} failed`,
      job: 'test.signUpAgain',
      jobId: job!.id,
      attempt: 1,
      willRetry: true,
    });
    // The error is there to be read (the statement that failed), its parameters are not.
    expect(warnings[0]!.err?.message).toContain('Failed query: insert into "users"');
    expect(warnings[0]!.err?.message).toContain('params: [redacted]');
    expect(log.text()).not.toContain(HASH);
    expect(log.text()).not.toContain('$argon2');
  });
});
