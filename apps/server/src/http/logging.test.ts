/**
 * Issue 13.7: no password, hash, token, card number or reset link in any log line. The app's
 * real logger writes to a stream this test reads, at the production level (info: every request).
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, type TestContext } from '../test/test-app';
import {
  PASSWORD,
  call,
  get,
  post,
  resetTokenFromOutbox,
  signUp,
  signupCall,
  signupFields,
} from '../test/helpers';
import { okData } from '../test/catalog-helpers';
import { VISA, addCard, charge, fillCart, pickupFarm } from '../test/shop-helpers';
import pg from 'pg';
import { redactUrl, serializeError } from './logging';

let t: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'hedgerow-Plum-77';

describe('the log holds no secrets', () => {
  it('after a sign-up, failed sign-ups, a database error, a password reset and a checkout', async () => {
    const secrets: string[] = [PASSWORD, NEW_PASSWORD, VISA, '4242 4242 4242 4242'];

    // A sign-up, then the same email again (refused), then twice at once (the unique index decides).
    const account = await signUp(t, {});
    secrets.push(account.accessToken);
    expect((await signupCall(t, { ...signupFields(), email: account.email })).statusCode).toBe(409);
    const racing = signupFields();
    const raced = await Promise.all([signupCall(t, racing), signupCall(t, racing)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    for (const r of raced) if (r.statusCode === 200) secrets.push(r.json().responseData.accessToken);

    // A database error as the error handler logs it: the insert's parameters hold an argon2 hash.
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).limit(1);
    secrets.push(row!.hash, '$argon2');
    const dbError = await t.database.db
      .insert(users)
      .values({ email: account.email, passwordHash: row!.hash, firstName: 'A', lastName: 'B' })
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(dbError).toBeInstanceOf(Error);
    t.app.log.error({ err: dbError }, 'unhandled error');

    // A password reset: the link is opened (the web route and the token in a query), checked and used.
    okData(await post(t, '/api/user/forgetpassword', { email: account.email }));
    const token = await resetTokenFromOutbox(t, account.email);
    secrets.push(token, `/resetpassword/${token}`);
    await call(t, { method: 'GET', url: `/resetpassword/${token}` });
    await get(t, `/api/user/getProfile?token=${token}&accesstoken=${account.accessToken}`);
    okData(await post(t, '/api/user/validateresettoken', { token }));
    const reset = okData<{ accessToken: string }>(
      await post(t, '/api/user/resetpassword', {
        token,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    secrets.push(reset.accessToken);

    // A checkout with a card typed in.
    const buyer = await signUp(t, {});
    secrets.push(buyer.accessToken);
    const { farm, product } = await pickupFarm(t);
    await fillCart(t, buyer.accessToken, product.id, farm.id, 1);
    const cardId = await addCard(t, buyer.accessToken);
    expect((await charge(t, buyer.accessToken, { stripeCardId: cardId })).statusCode).toBe(200);

    // The log was written: every request, and the error with its statement but not its parameters.
    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/user/signup"');
    expect(log).toContain('"url":"/resetpassword/[redacted]"');
    expect(log).toContain('/api/payment/charge');
    expect(log).toContain('Failed query: insert into');
    expect(log).toContain('params: [redacted]');
    for (const secret of secrets) expect(log, `log contains ${secret}`).not.toContain(secret);
    // Nor any card number at all (13 to 19 digits; the lines' times and durations aside), nor credentials.
    expect(log.replace(/"(time|responseTime)":[\d.]+/g, '')).not.toMatch(/\b\d{13,19}\b/);
    expect(log).not.toMatch(/"(authorization|accesstoken)":"[^"[]/i);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/resetpassword/abc123', '/resetpassword/[redacted]'],
    ['/resetpassword/abc123?x=1', '/resetpassword/[redacted]?x=1'],
    ['/api/x?token=abc&page=2', '/api/x?token=[redacted]&page=2'],
    ['/api/x?accesstoken=abc', '/api/x?accesstoken=[redacted]'],
    ['/api/farm/getFarm?page=1&limit=20', '/api/farm/getFarm?page=1&limit=20'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('serializeError', () => {
  it('logs a closed idle connection’s error without the connection pg-pool hangs on it', () => {
    const client = new pg.Client({ connectionString: 'postgres://market:s3cret-pw@127.0.0.1:1/market' });
    const err = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client,
    });
    const logged = JSON.stringify(serializeError(err));
    expect(JSON.parse(logged)).toMatchObject({
      type: 'Error',
      message: 'terminating connection due to administrator command',
      code: '57P01',
    });
    expect(logged).not.toContain('"client"');
    expect(logged).not.toContain('s3cret-pw');
    expect(logged.length).toBeLessThan(2_000);
  });
});
