/**
 * Issue 13.9 and 17.3: sign-in limits stop guessers without locking the owner out, say when to try
 * again, and live in the database so two server processes share them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, tryAgainMessage } from '@lfm/core';
import { rateLimits } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { call, countRows, expectError, failure, signUp, uniqueEmail } from '../../test/helpers';
import { SIGN_IN_LIMITS } from './sign-in-limits';

let a: TestContext;
/** A second app on the same database and clock: what a second server process is. */
let b: TestContext;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { shareWith: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const OWNER_IP = '198.51.100.200';
let ipSeq = 0;
/** A fresh address for each guesser, so the per-address request limit stays out of the way. */
const nextIp = () => `203.0.113.${++ipSeq}`;
const login = (t: TestContext, email: string, password: string, remoteAddress: string) =>
  call(t, { method: 'POST', url: '/api/user/login', body: { email, password }, remoteAddress });
const limited = (seconds: number) => expectError(429, ErrorCode.RateLimited, tryAgainMessage(seconds));

describe('sign-in limits', () => {
  it('stops one address guessing an account, but the owner still gets in from their own address', async () => {
    const owner = await signUp(a, {});
    // Three guessers, each up to its per-address threshold.
    for (let g = 0; g < 3; g++) {
      const ip = nextIp();
      for (let i = 0; i < SIGN_IN_LIMITS.pair.failures; i++)
        expect(failure(await login(a, owner.email, 'wrong-pass', ip)).errorCode).toBe(
          ErrorCode.InvalidCredentials,
        );
      const stopped = await login(a, owner.email, 'wrong-pass', ip);
      expect(failure(stopped)).toEqual(limited(60));
      expect(stopped.headers['retry-after']).toBe('60');
      // Stopped even with the right password: the guesser cannot test one more.
      expect(failure(await login(a, owner.email, owner.password, ip))).toEqual(limited(60));
    }
    expect((await login(a, owner.email, owner.password, OWNER_IP)).statusCode).toBe(200);
  });

  it('after the per-account threshold from many addresses everyone waits, with a wait that grows', async () => {
    const owner = await signUp(a, {});
    for (let i = 0; i < SIGN_IN_LIMITS.account.failures; i++)
      expect(failure(await login(a, owner.email, 'wrong-pass', nextIp())).errorCode).toBe(
        ErrorCode.InvalidCredentials,
      );
    const refused = await login(a, owner.email, owner.password, OWNER_IP);
    expect(failure(refused)).toEqual(limited(60));
    expect(refused.headers['retry-after']).toBe('60');

    // 45 s later the wait left is 15 s; once it has passed one more failure doubles it.
    a.clock.advance(45_000);
    expect(failure(await login(a, owner.email, owner.password, OWNER_IP))).toEqual(limited(15));
    a.clock.advance(15_000);
    expect(failure(await login(a, owner.email, 'wrong-pass', nextIp())).errorCode).toBe(
      ErrorCode.InvalidCredentials,
    );
    const longer = await login(a, owner.email, owner.password, OWNER_IP);
    expect(failure(longer)).toEqual(limited(120));
    expect(longer.headers['retry-after']).toBe('120');

    // When the wait is over the owner signs in, and that clears the account's failures.
    a.clock.advance(120_000);
    expect((await login(a, owner.email, owner.password, OWNER_IP)).statusCode).toBe(200);
    expect(failure(await login(a, owner.email, 'wrong-pass', nextIp())).errorCode).toBe(
      ErrorCode.InvalidCredentials,
    );
    expect((await login(a, owner.email, owner.password, OWNER_IP)).statusCode).toBe(200);
  });

  it('an unknown email is limited like a real one (no telling them apart)', async () => {
    const ghost = uniqueEmail('ghost');
    const ip = nextIp();
    for (let i = 0; i < SIGN_IN_LIMITS.pair.failures; i++)
      expect(failure(await login(a, ghost, 'wrong-pass', ip)).errorCode).toBe(ErrorCode.InvalidCredentials);
    expect(failure(await login(a, ghost, 'wrong-pass', ip))).toEqual(limited(60));
  });
});

describe('two server processes share the limits (the counters are in the database)', () => {
  it('failed sign-ins on either process count together', async () => {
    const owner = await signUp(a, {});
    const ip = nextIp();
    for (let i = 0; i < SIGN_IN_LIMITS.pair.failures; i++)
      expect(failure(await login(i % 2 ? b : a, owner.email, 'wrong-pass', ip)).errorCode).toBe(
        ErrorCode.InvalidCredentials,
      );
    expect(failure(await login(a, owner.email, 'wrong-pass', ip))).toEqual(limited(60));
    expect(failure(await login(b, owner.email, 'wrong-pass', ip))).toEqual(limited(60));
    expect(await countRows(a, rateLimits)).toBeGreaterThan(0);
  });

  it('the per-address request limit (20 a minute) counts requests on both', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++)
      expect(failure(await login(i % 2 ? b : a, uniqueEmail('spray'), 'wrong-pass', ip)).errorCode).toBe(
        ErrorCode.InvalidCredentials,
      );
    const stopped = await login(b, uniqueEmail('spray'), 'wrong-pass', ip);
    expect(failure(stopped)).toEqual(limited(60));
    expect(stopped.headers['retry-after']).toBe('60');
    expect(failure(await login(a, uniqueEmail('spray'), 'wrong-pass', ip)).errorCode).toBe(
      ErrorCode.RateLimited,
    );
  });

  it('reset mails per email address are counted on both', async () => {
    const email = uniqueEmail('reset-shared');
    const forget = (t: TestContext) =>
      call(t, {
        method: 'POST',
        url: '/api/user/forgetpassword',
        body: { email },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < 5; i++) expect((await forget(i % 2 ? b : a)).statusCode).toBe(200);
    const stopped = await forget(b);
    expect(failure(stopped)).toEqual(limited(60));
    expect(failure(await forget(a)).errorCode).toBe(ErrorCode.RateLimited);
  });
});
