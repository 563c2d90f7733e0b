/**
 * Issue 14: a process keeps the sessions it has looked up, and what it keeps follows the database:
 * a sign-out, a disabled account or a user's new type shows in the next request, in this process at
 * once and in another on the same database as soon as the database's notification arrives.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { createDistribution, createFarm, createInventoryItem } from '../db/factories';
import { WEDNESDAY_MORNING } from '../test/catalog-helpers';
import { eventually, failure, get, post, signUp } from '../test/helpers';
import { buildTestApp, type TestContext } from '../test/test-app';
import { signedInFarmer } from '../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(WEDNESDAY_MORNING));

const profile = (app: TestContext, token: string) => get(app, '/api/user/getProfile', token);

/** A write nobody is told of: its triggers are off (session_replication_role, as a superuser may set it). */
async function unannounced(statement: SQL) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('the sessions a process keeps', () => {
  it('are not read again until the database announces a change, which it does for a revoked session', async () => {
    const account = await signUp(t);
    const userId = account.userProfile._id;
    expect((await profile(t, account.accessToken)).statusCode).toBe(200);

    await unannounced(sql`UPDATE ${sessions} SET revoked_at = now() WHERE user_id = ${userId}`);
    // Kept: the revocation was not announced, so the database was not asked again.
    expect((await profile(t, account.accessToken)).statusCode).toBe(200);

    await t.database.db.execute(sql`SELECT pg_notify('sessions_changed', '')`);
    const after = await eventually(
      () => profile(t, account.accessToken),
      (r) => r.statusCode === 401,
    );
    expect(failure(after)).toMatchObject({ status: 401, errorCode: 2 });
  });

  it('a sign-out refuses the token at once in this process, and in another on the same database', async () => {
    const other = await buildTestApp({ RATE_LIMIT: 'false' }, { shareWith: t });
    try {
      const account = await signUp(t);
      expect((await profile(t, account.accessToken)).statusCode).toBe(200);
      expect((await profile(other, account.accessToken)).statusCode).toBe(200);

      expect((await post(t, '/api/user/logout', undefined, account.accessToken)).statusCode).toBe(200);
      expect(failure(await profile(t, account.accessToken))).toMatchObject({ status: 401, errorCode: 2 });
      const there = await eventually(
        () => profile(other, account.accessToken),
        (r) => r.statusCode === 401,
      );
      expect(failure(there)).toMatchObject({ status: 401, errorCode: 2 });
    } finally {
      await other.close();
    }
  });

  it('a farmer’s item writes leave the kept sessions; another write forgets them', async () => {
    const account = await signUp(t);
    const { farm, token: farmerToken } = await signedInFarmer(t);
    const item = await createInventoryItem(t.database.db, { farmId: farm.id });
    expect((await profile(t, account.accessToken)).statusCode).toBe(200);
    await unannounced(
      sql`UPDATE ${sessions} SET revoked_at = now() WHERE user_id = ${account.userProfile._id}`,
    );

    const status = await post(
      t,
      '/api/farmer/inventory/status',
      { inventoryId: item.id, status: 0 },
      farmerToken,
    );
    expect(status.statusCode).toBe(200);
    // Still kept: an item's status says nothing of any session, so the revocation is not read yet.
    expect((await profile(t, account.accessToken)).statusCode).toBe(200);

    const other = await signUp(t);
    expect((await post(t, '/api/user/logout', undefined, other.accessToken)).statusCode).toBe(200);
    expect(failure(await profile(t, account.accessToken))).toMatchObject({ status: 401, errorCode: 2 });
  });

  it('an account disabled by any writer is refused', async () => {
    const account = await signUp(t);
    expect((await profile(t, account.accessToken)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, account.userProfile._id));
    const refused = await eventually(
      () => profile(t, account.accessToken),
      (r) => r.statusCode === 403,
    );
    expect(failure(refused)).toMatchObject({ status: 403, errorCode: 17 });
  });

  it('a user whose type changes sees the prices of the new type', async () => {
    const farm = await createFarm(t.database.db);
    await createDistribution(t.database.db, { farmId: farm.id });
    const item = await createInventoryItem(t.database.db, {
      farmId: farm.id,
      consumerPriceCents: 500,
      wholesalePriceCents: 300,
    });
    const url = `/api/inventory/getViewDetails?inventoryId=${item.id}`;
    const price = (body: string) =>
      (JSON.parse(body) as { responseData: { result: { invetory: { priceCents: number } } } }).responseData
        .result.invetory.priceCents;
    const account = await signUp(t);
    expect(price((await get(t, url, account.accessToken)).body)).toBe(500);

    await t.database.db
      .update(users)
      .set({ userType: 3, consumerType: 3 })
      .where(eq(users.id, account.userProfile._id));
    const after = await eventually(
      () => get(t, url, account.accessToken),
      (r) => price(r.body) === 300,
    );
    expect(price(after.body)).toBe(300);
  });

  it('a kept session that has expired is refused', async () => {
    const account = await signUp(t);
    expect((await profile(t, account.accessToken)).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect(failure(await profile(t, account.accessToken))).toMatchObject({ status: 401, errorCode: 2 });
  });

  it('are not kept with SESSION_CACHE=false', async () => {
    const off = await buildTestApp({ RATE_LIMIT: 'false', SESSION_CACHE: 'false' }, { shareWith: t });
    try {
      const account = await signUp(off);
      expect((await profile(off, account.accessToken)).statusCode).toBe(200);
      await unannounced(
        sql`UPDATE ${sessions} SET revoked_at = now() WHERE user_id = ${account.userProfile._id}`,
      );
      expect(failure(await profile(off, account.accessToken))).toMatchObject({ status: 401, errorCode: 2 });
    } finally {
      await off.close();
    }
  });
});
