/** Issue 13.8: answers with personal data are never cached; a disabled account's sessions end for good. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '@lfm/core';
import { sessions } from '../db/schema';
import { DEFAULT_PASSWORD, createUser } from '../db/factories';
import { buildTestApp, type TestContext } from '../test/test-app';
import { countRows, failure, get, logIn, post } from '../test/helpers';
import { okData } from '../test/catalog-helpers';
import { buyer, sessionFor, signedInAdmin, signedInFarmer } from '../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('Cache-Control on personal data', () => {
  it('profile, cart, orders, cards, addresses, portals and sign-in answers say no-store', async () => {
    const [b, farmer, host, admin] = await Promise.all([
      buyer(t),
      signedInFarmer(t),
      buyer(t, { userType: 5 }),
      signedInAdmin(t),
    ]);
    const answers = {
      profile: await get(t, '/api/user/getProfile', b.token),
      cart: await get(t, '/api/addCart/getCart', b.token),
      orders: await get(t, '/api/payment/getOrder', b.token),
      cards: await get(t, '/api/user/getCustomerInfo', b.token),
      address: await post(
        t,
        '/api/user/addAddress',
        { addressLine1: '1 Main St', city: 'Kingston', state: 'NY', postalCode: '12401' },
        b.token,
      ),
      farmerPortal: await get(t, '/api/farmer/farm', farmer.token),
      hostPortal: await get(t, '/api/host/pickups', host.token),
      adminPortal: await get(t, '/api/admin/users', admin.token),
      login: await post(t, '/api/user/login', { email: b.user.email, password: DEFAULT_PASSWORD }),
      refused: await get(t, '/api/user/getProfile', 'not-a-token'),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBeLessThan(name === 'refused' ? 500 : 300);
      expect(res.headers['cache-control'], name).toBe('private, no-store');
    }
  });
});

describe('disabling an account', () => {
  it('revokes its sessions; enabling it again does not bring them back', async () => {
    const user = await createUser(t.database.db);
    const { token: admin } = await signedInAdmin(t);
    const tokens = [await sessionFor(t, user.id), (await logIn(t, user.email, DEFAULT_PASSWORD)).accessToken];
    const open = () => countRows(t, sessions, and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(await open()).toBe(2);

    okData(await post(t, '/api/admin/users/disable', { userId: user.id, disabled: true }, admin));
    expect(await open()).toBe(0);
    for (const token of tokens)
      expect(failure(await get(t, '/api/user/getProfile', token))).toMatchObject({
        status: 403,
        errorCode: ErrorCode.AccountDisabled,
      });

    okData(await post(t, '/api/admin/users/disable', { userId: user.id, disabled: false }, admin));
    expect(await open()).toBe(0);
    for (const token of tokens)
      expect(failure(await get(t, '/api/user/getProfile', token))).toMatchObject({
        status: 401,
        errorCode: ErrorCode.InvalidToken,
      });
    // The owner signs in again and gets a new session that works.
    const fresh = await logIn(t, user.email, DEFAULT_PASSWORD);
    okData(await get(t, '/api/user/getProfile', fresh.accessToken));
  });
});
