import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { diskStorage } from '../../adapters/storage';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { post } from '../../test/helpers';
import { farms, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, prepareData } from './index';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const count = async (table: typeof users | typeof farms) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const login = (email: string, password: string) => post(t, '/api/user/login', { email, password });

describe('first start on an empty database with ADMIN_EMAIL/ADMIN_PASSWORD', () => {
  it('creates the admin and still loads the demo data and its accounts; the configured admin keeps its password', async () => {
    const storage = diskStorage(t.uploadsDir);
    const config = {
      ADMIN_EMAIL: 'admin@demo.local',
      ADMIN_PASSWORD: 'a-long-admin-password-24',
      SEED_DEMO: true,
    };
    expect(await prepareData(t.database.db, storage, config)).toEqual({ admin: 'created', seeded: true });
    expect(await count(farms)).toBeGreaterThanOrEqual(8);
    for (const account of DEMO_ACCOUNTS.filter((a) => a.email !== config.ADMIN_EMAIL))
      expect((await login(account.email, DEMO_PASSWORD)).statusCode, account.email).toBe(200);
    // The admin made first is kept: its own password, not the demo one.
    expect((await login(config.ADMIN_EMAIL, config.ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await login(config.ADMIN_EMAIL, DEMO_PASSWORD)).statusCode).toBe(401);

    // The next start finds farms: nothing loads twice.
    const usersBefore = await count(users);
    expect(await prepareData(t.database.db, storage, config)).toEqual({ admin: 'unchanged', seeded: false });
    expect(await count(users)).toBe(usersBefore);
  }, 60_000);
});
