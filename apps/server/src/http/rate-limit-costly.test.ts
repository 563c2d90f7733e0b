/**
 * Issue 34.4: search, the filtered catalogue, sign-up and the newsletter are limited per client
 * address in the database (shared by every process), answering 429 with Retry-After; a shopper
 * browsing 60 pages in a minute is never stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, ErrorCode, tryAgainMessage } from '@lfm/core';
import { newsletterSignups, users } from '../db/schema';
import { buildTestApp, type TestContext } from '../test/test-app';
import { call, countRows, expectError, failure, multipart, signupFields, uniqueEmail } from '../test/helpers';
import { COSTLY_CALL_LIMITS } from './rate-limit';

let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({}, { shareWith: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

let ipSeq = 0;
const nextIp = () => `198.18.0.${++ipSeq}`;
const search = (t: TestContext, ip: string, page: number) =>
  call(t, { method: 'GET', url: `/api/search?q=carrot&zipCode=12401&page=${page}`, remoteAddress: ip });
const catalogue = (t: TestContext, ip: string, page: number) =>
  call(t, {
    method: 'GET',
    url: `/api/farm/getAllFarmDistributionsInventory?distributionType=1&zipCode=12401&category=${CATEGORIES[page % CATEGORIES.length]!.id}&page=${(page % 5) + 1}`,
    remoteAddress: ip,
  });

describe('costly calls are limited per address', () => {
  it('a shopper browsing 60 pages in a minute (a search and a filtered catalogue each) is never refused', async () => {
    const shopper = nextIp();
    for (let page = 1; page <= 60; page++) {
      expect((await search(page % 2 ? a : b, shopper, page)).statusCode).toBe(200);
      expect((await catalogue(page % 2 ? b : a, shopper, page)).statusCode).toBe(200);
    }
  });

  it('a script hammering search is stopped with Retry-After, on either process, and the next minute it may go on', async () => {
    const script = nextIp();
    for (let i = 0; i < COSTLY_CALL_LIMITS.search; i++)
      expect((await search(i % 2 ? a : b, script, i + 1)).statusCode).toBe(200);
    const stopped = await search(a, script, 1);
    expect(failure(stopped)).toEqual(expectError(429, ErrorCode.RateLimited, tryAgainMessage(60)));
    expect(stopped.headers['retry-after']).toBe('60');
    expect(failure(await search(b, script, 2)).errorCode).toBe(ErrorCode.RateLimited);
    // Another address is not held by it.
    expect((await search(a, nextIp(), 1)).statusCode).toBe(200);
    a.clock.advance(60_000);
    expect((await search(b, script, 3)).statusCode).toBe(200);
  });

  it('sign-up and the newsletter: past the limit, 429 and nothing written', async () => {
    const ip = nextIp();
    const signupFrom = () =>
      call(a, {
        method: 'POST',
        url: '/api/user/signup',
        remoteAddress: ip,
        form: multipart(signupFields({ email: uniqueEmail('many') })),
      });
    for (let i = 0; i < COSTLY_CALL_LIMITS.signup; i++) expect((await signupFrom()).statusCode).toBe(200);
    const usersBefore = await countRows(a, users);
    const refused = await signupFrom();
    expect(failure(refused).errorCode).toBe(ErrorCode.RateLimited);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await countRows(a, users)).toBe(usersBefore);

    const join = () =>
      call(a, {
        method: 'POST',
        url: '/api/newsletter/newsletterSignup',
        remoteAddress: ip,
        body: { name: 'Ada', email: uniqueEmail('news'), zipCode: '12401' },
      });
    for (let i = 0; i < COSTLY_CALL_LIMITS.newsletter; i++) expect((await join()).statusCode).toBe(200);
    const before = await countRows(a, newsletterSignups);
    expect(failure(await join()).errorCode).toBe(ErrorCode.RateLimited);
    expect(await countRows(a, newsletterSignups)).toBe(before);
  });

  it('RATE_LIMIT=false (the benchmarks) turns the limits off', async () => {
    const off = await buildTestApp({ RATE_LIMIT: 'false' }, { shareWith: a });
    try {
      const ip = nextIp();
      for (let i = 0; i <= COSTLY_CALL_LIMITS.search; i++)
        expect((await search(off, ip, 1)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
