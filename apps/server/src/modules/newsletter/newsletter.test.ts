import { ZIP_AS_TEXT } from '@lfm/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignups } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { call, countRows, expectError, failure, uniqueEmail } from '../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * A sign-up from an address of its own each time: one address may sign up ten times a minute
 * (rate-limit.ts, tested in rate-limit-costly.test.ts), and these tests sign up more often than that.
 */
let sender = 0;
const signUp = (body: unknown) =>
  call(t, {
    method: 'POST',
    url: '/api/newsletter/newsletterSignup',
    body: body as Record<string, unknown>,
    remoteAddress: `10.8.0.${++sender}`,
  });

const THANKS = 'Thank you for signing up! Look out for fresh news from local farms.';
const rowsFor = (email: string) =>
  t.database.db
    .select()
    .from(newsletterSignups)
    .where(sql`lower(${newsletterSignups.email}) = lower(${email})`)
    .orderBy(newsletterSignups.source);

describe('POST newsletter/newsletterSignup', () => {
  it('signs up for the newsletter by default', async () => {
    const email = uniqueEmail('news');
    const res = await signUp({ name: 'Ada', email, zipCode: '12401' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 1, responseData: { message: THANKS } });
    expect(await rowsFor(email)).toMatchObject([
      { name: 'Ada', email, zipCode: '12401', source: 'newsletter' },
    ]);
  });

  it('updates the row when the same email signs up again for the same source, in any case', async () => {
    const email = uniqueEmail('again');
    await signUp({ name: 'Ada', email, zipCode: '12401' });
    const res = await signUp({
      name: 'Ada King',
      email: email.toUpperCase(),
      zipCode: '12561',
      source: 'newsletter',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData).toEqual({ message: THANKS });
    expect(await rowsFor(email)).toMatchObject([
      { name: 'Ada King', zipCode: '12561', source: 'newsletter' },
    ]);
  });

  it('keeps the Farmers Post sign-up apart from the newsletter', async () => {
    const email = uniqueEmail('post');
    await signUp({ name: 'Ada', email, zipCode: '12401' });
    const res = await signUp({
      name: 'Ada Lovelace',
      email,
      zipCode: '12401',
      source: 'farmers_post',
    });
    expect(res.statusCode).toBe(200);
    expect((await rowsFor(email)).map((r) => r.source)).toEqual(['farmers_post', 'newsletter']);
  });

  it.each([
    ['no body at all', undefined, 'Name is required.'],
    ['a missing name', { email: 'a@example.com', zipCode: '12401' }, 'Name is required.'],
    ['a blank name', { name: '  ', email: 'a@example.com', zipCode: '12401' }, 'Name is required.'],
    ['a missing email', { name: 'Ada', zipCode: '12401' }, 'email is required.'],
    ['an invalid email', { name: 'Ada', email: 'ada.example.com', zipCode: '12401' }, 'Enter a valid email.'],
    ['a missing zip code', { name: 'Ada', email: 'a@example.com' }, 'Zip code is required.'],
    ['a zip code of the wrong type', { name: 'Ada', email: 'a@example.com', zipCode: 12401 }, ZIP_AS_TEXT],
    [
      'a malformed zip code',
      { name: 'Ada', email: 'a@example.com', zipCode: '124' },
      'Zip code must be 5 numbers',
    ],
    [
      'an unknown source',
      { name: 'Ada', email: 'a@example.com', zipCode: '12401', source: 'spam' },
      "source must be 'newsletter' or 'farmers_post'.",
    ],
  ])('refuses %s, writing nothing', async (_case, body, message) => {
    const before = await countRows(t, newsletterSignups);
    expect(failure(await signUp(body))).toEqual(expectError(400, 1, message));
    expect(await countRows(t, newsletterSignups)).toBe(before);
  });

  it('needs the client authorization', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/newsletterSignup',
      payload: { name: 'Ada', email: 'a@example.com', zipCode: '12401' },
    });
    expect(failure(res)).toEqual(expectError(401, 3, 'This client is not authorized.'));
  });
});
