/**
 * Issue 34.1: the web app's session is an HttpOnly cookie its scripts cannot read; a state-changing
 * call carried by the cookie must come from this site; API clients keep SPEC 7's accesstoken header;
 * the owner's own browser (its device cookie) signs in during someone else's guessing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  FOREIGN_ORIGIN,
  SESSION_MODE_COOKIE,
  SESSION_MODE_HEADER,
  tryAgainMessage,
} from '@lfm/core';
import type { LightMyRequestResponse } from 'fastify';
import { addresses } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { call, countRows, expectError, failure, signUp, PASSWORD } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { signedInAdmin } from '../../test/shop-helpers';
import { SIGN_IN_LIMITS } from './sign-in-limits';

let a: TestContext;
/** A second app on the same database: what a second server process is. */
let b: TestContext;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { shareWith: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const SITE = 'http://marketplace.test';
const cookieMode = { [SESSION_MODE_HEADER]: SESSION_MODE_COOKIE };
const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat().map(String);
/** name=value of a set cookie, as the browser sends it back. */
const cookieOf = (res: LightMyRequestResponse, name: string) =>
  setCookies(res)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

const webLogin = (t: TestContext, email: string, password = PASSWORD, extra: Record<string, string> = {}) =>
  call(t, {
    method: 'POST',
    url: '/api/user/login',
    body: { email, password },
    headers: { ...cookieMode, ...extra },
  });
const profile = (t: TestContext, cookie: string) =>
  call(t, { method: 'GET', url: '/api/user/getProfile', headers: { cookie } });
const addAddress = (t: TestContext, cookie: string, origin?: string) =>
  call(t, {
    method: 'POST',
    url: '/api/user/addAddress',
    headers: { cookie, ...(origin ? { origin } : {}) },
    body: { addressLine1: '2 Elm St', addressLine2: '', city: 'Kingston', state: 'NY', postalCode: '12401' },
  });

describe('the web app signs in to an HttpOnly cookie', () => {
  it('sets the session cookie (HttpOnly, SameSite=Lax) and leaves the token out of the answer', async () => {
    const user = await signUp(a);
    const res = await webLogin(a, user.email);
    const data = okData<Record<string, unknown>>(res);
    expect(data).not.toHaveProperty('accessToken');
    expect(data.userProfile).toMatchObject({ _id: user.userProfile._id });
    const session = setCookies(res).find((c) => c.startsWith('lfm_session='))!;
    expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    // Plain HTTP in a test: no Secure, no __Host- prefix.
    expect(session).not.toContain('Secure');

    const cookie = cookieOf(res, 'lfm_session')!;
    expect(JSON.stringify(okData(await profile(a, cookie)))).toContain(`"_id":${user.userProfile._id}`);
    // A second server process on the same database honours it.
    expect(JSON.stringify(okData(await profile(b, cookie)))).toContain(`"_id":${user.userProfile._id}`);
  });

  it('over HTTPS the cookies are Secure with the __Host- prefix, and only that name is read', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://marketplace.test' }, { shareWith: a });
    try {
      const user = await signUp(https);
      const res = await webLogin(https, user.email);
      const session = setCookies(res).find((c) => c.startsWith('__Host-lfm_session='))!;
      expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
      expect(setCookies(res).some((c) => c.startsWith('__Host-lfm_device='))).toBe(true);
      const cookie = cookieOf(res, '__Host-lfm_session')!;
      expect((await profile(https, cookie)).statusCode).toBe(200);
      // The same token under the plain name (a cookie any subdomain or plain-HTTP page could set) is not read.
      const plain = cookie.replace('__Host-', '');
      expect(failure(await profile(https, plain))).toEqual(
        expectError(401, ErrorCode.InvalidToken, 'You are not Signed In'),
      );
    } finally {
      await https.close();
    }
  });

  it('refuses a state-changing call by cookie from another site, and writes nothing', async () => {
    const user = await signUp(a);
    const cookie = cookieOf(await webLogin(a, user.email), 'lfm_session')!;
    const before = await countRows(a, addresses);
    for (const origin of ['https://evil.example', 'http://marketplace.test.evil.example', 'null'])
      expect(failure(await addAddress(a, cookie, origin))).toEqual(
        expectError(403, ErrorCode.Forbidden, FOREIGN_ORIGIN),
      );
    // No Origin nor Referer: refused too.
    expect(failure(await addAddress(a, cookie))).toEqual(
      expectError(403, ErrorCode.Forbidden, FOREIGN_ORIGIN),
    );
    const viaReferer = await call(a, {
      method: 'POST',
      url: '/api/user/addAddress',
      headers: { cookie, referer: 'https://evil.example/page' },
      body: {
        addressLine1: '2 Elm St',
        addressLine2: '',
        city: 'Kingston',
        state: 'NY',
        postalCode: '12401',
      },
    });
    expect(failure(viaReferer).errorCode).toBe(ErrorCode.Forbidden);
    expect(await countRows(a, addresses)).toBe(before);

    // From the site itself it works.
    okData(await addAddress(a, cookie, SITE));
    expect(await countRows(a, addresses)).toBe(before + 1);
  });

  it("API clients keep SPEC 7's flow: accessToken in the answer and the accesstoken header, no origin needed", async () => {
    const user = await signUp(a);
    const res = await call(a, {
      method: 'POST',
      url: '/api/user/login',
      body: { email: user.email, password: PASSWORD },
    });
    const { accessToken } = okData<{ accessToken: string }>(res);
    expect(accessToken).toBeTruthy();
    expect(cookieOf(res, 'lfm_session')).toBeUndefined();
    expect(
      (
        await call(a, {
          method: 'POST',
          url: '/api/user/addAddress',
          token: accessToken,
          body: {
            addressLine1: '3 Elm St',
            addressLine2: '',
            city: 'Kingston',
            state: 'NY',
            postalCode: '12401',
          },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sign-out clears the cookie and ends the session; a password change ends the other devices; disabling ends all', async () => {
    const user = await signUp(a);
    const laptop = cookieOf(await webLogin(a, user.email), 'lfm_session')!;
    const phone = cookieOf(await webLogin(a, user.email), 'lfm_session')!;
    const out = await call(a, {
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: phone, origin: SITE },
    });
    expect(out.statusCode).toBe(200);
    expect(setCookies(out).find((c) => c.startsWith('lfm_session='))).toMatch(/^lfm_session=; .*Max-Age=0/);
    expect(failure(await profile(a, phone)).errorCode).toBe(ErrorCode.InvalidToken);
    expect(failure(await profile(b, phone)).errorCode).toBe(ErrorCode.InvalidToken);
    expect((await profile(a, laptop)).statusCode).toBe(200);

    const tablet = cookieOf(await webLogin(a, user.email), 'lfm_session')!;
    okData(
      await call(a, {
        method: 'POST',
        url: '/api/user/changpassword',
        headers: { cookie: laptop, origin: SITE },
        body: { oldPassword: PASSWORD, newPassword: 'new-secret-99' },
      }),
    );
    expect((await profile(a, laptop)).statusCode).toBe(200);
    expect(failure(await profile(a, tablet)).errorCode).toBe(ErrorCode.InvalidToken);
    expect(failure(await profile(b, tablet)).errorCode).toBe(ErrorCode.InvalidToken);

    const admin = await signedInAdmin(a);
    okData(
      await call(a, {
        method: 'POST',
        url: '/api/admin/users/disable',
        token: admin.token,
        body: { userId: user.userProfile._id, disabled: true },
      }),
    );
    expect(failure(await profile(a, laptop)).errorCode).toBe(ErrorCode.AccountDisabled);
    expect(failure(await profile(b, laptop)).errorCode).toBe(ErrorCode.AccountDisabled);
  });
});

describe("the owner's browser signs in during someone else's guessing (device cookie)", () => {
  const OWNER_IP = '198.51.100.7';
  let ipSeq = 0;
  const guess = (email: string) =>
    call(a, {
      method: 'POST',
      url: '/api/user/login',
      body: { email, password: 'wrong-pass' },
      remoteAddress: `203.0.113.${++ipSeq}`,
    });
  const signIn = (email: string, password: string, cookie?: string) =>
    call(a, {
      method: 'POST',
      url: '/api/user/login',
      body: { email, password },
      remoteAddress: OWNER_IP,
      headers: { ...cookieMode, ...(cookie ? { cookie } : {}) },
    });
  const limited = (seconds: number) => expectError(429, ErrorCode.RateLimited, tryAgainMessage(seconds));

  it('the account is locked for everyone else, but not for the browser holding its device cookie', async () => {
    const owner = await signUp(a);
    const first = await signIn(owner.email, PASSWORD);
    const device = cookieOf(first, 'lfm_device')!;
    expect(setCookies(first).find((c) => c.startsWith('lfm_device='))).toMatch(/HttpOnly; SameSite=Lax/);

    for (let i = 0; i < SIGN_IN_LIMITS.account.failures + 3; i++) await guess(owner.email);
    // Without the cookie (another browser, or the guesser) the right password waits.
    expect(failure(await signIn(owner.email, PASSWORD)).errorCode).toBe(ErrorCode.RateLimited);
    // A forged or altered device cookie counts for nothing.
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(failure(await signIn(owner.email, PASSWORD, forged)).errorCode).toBe(ErrorCode.RateLimited);
    // Another account's device cookie does not open this one.
    const other = await signUp(a);
    const otherDevice = cookieOf(await signIn(other.email, PASSWORD), 'lfm_device')!;
    expect(failure(await signIn(owner.email, PASSWORD, otherDevice)).errorCode).toBe(ErrorCode.RateLimited);

    // The owner's browser gets in, and gets a fresh device cookie.
    const again = await signIn(owner.email, PASSWORD, device);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again, 'lfm_device')).not.toBe(device);
  });

  it('the device cookie has its own limit: guessing from the owner browser is throttled too', async () => {
    const owner = await signUp(a);
    const device = cookieOf(await signIn(owner.email, PASSWORD), 'lfm_device')!;
    for (let i = 0; i < SIGN_IN_LIMITS.device.failures; i++)
      expect(failure(await signIn(owner.email, 'wrong-pass', device)).errorCode).toBe(
        ErrorCode.InvalidCredentials,
      );
    expect(failure(await signIn(owner.email, PASSWORD, device))).toEqual(limited(60));
  });
});
