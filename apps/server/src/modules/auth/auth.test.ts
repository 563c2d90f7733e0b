import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@lfm/core';
import { addresses, passwordResetTokens, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { LAST_USED_STEP_MS } from '../../http/auth-plugin';
import { buildTestApp, type TestContext } from '../../test/test-app';
import {
  call,
  countRows,
  disableUser,
  expectError,
  failure,
  get,
  latestMail,
  listFiles,
  logIn,
  multipart,
  PASSWORD,
  PDF,
  post,
  resetTokenFromOutbox,
  signUp,
  signupCall,
  signupFields,
  SVG,
  uniqueEmail,
  UNKNOWN_ZIP,
  ZIP,
} from '../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  // The browser tests run with limits off too; the limits have their own app below.
  t = await buildTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const userByEmail = async (email: string) => {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
};
const liveSessions = (userId: number) =>
  countRows(t, sessions, and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

describe('POST user/signup', () => {
  it('creates a customer with its first address and signs them in', async () => {
    const fields = signupFields({ email: uniqueEmail('ada') });
    const res = await signupCall(t, fields);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.statusCode).toBe(1);
    const data = body.responseData;
    expect(data.accessToken).toEqual(expect.any(String));
    expect(data.redirectUrl).toBeUndefined();
    expect(data.message).toBe('Your account has been created.');
    expect(data.userProfile).toEqual({
      _id: expect.any(Number),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: fields.email,
      phone: '',
      userType: 2,
      consumerType: null,
      address: [
        {
          _id: expect.any(Number),
          addressLine1: '1 Main St',
          addressLine2: 'Apt 2',
          city: 'Kingston',
          state: 'NY',
          postalCode: ZIP,
        },
      ],
      profileImage: null,
      farmInfo: null,
      invoiceStatus: null,
      isAdmin: false,
      language: null,
    });

    const user = await userByEmail(String(fields.email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.userId, user!.id));
    expect(address!.latitude).toBeCloseTo(41.9, 0);
    expect(address!.longitude).toBeCloseTo(-74.0, 0);
    // Only the token's hash is stored, and it lives SESSION_TTL_DAYS from the app's clock.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session!.tokenHash).toBe(hashToken(data.accessToken));
    expect(session!.tokenHash).not.toContain(data.accessToken);
    expect(session!.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * 24 * 3600 * 1000);

    const profile = await get(t, '/api/user/getProfile', data.accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().responseData.userProfile).toEqual(data.userProfile);
  });

  it('keeps the language the visitor was browsing in (issue 32), so their emails follow it', async () => {
    const spanishPage = signupFields({ email: uniqueEmail('cookie') });
    const byCookie = await call(t, {
      method: 'POST',
      url: '/api/user/signup',
      form: multipart(spanishPage),
      headers: { cookie: 'lang=es', 'accept-language': 'en-US' },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().responseData.userProfile.language).toBe('es');
    expect((await userByEmail(String(spanishPage.email)))!.language).toBe('es');

    const spanishBrowser = signupFields({ email: uniqueEmail('header') });
    const byHeader = await call(t, {
      method: 'POST',
      url: '/api/user/signup',
      form: multipart(spanishBrowser),
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(byHeader.statusCode).toBe(200);
    expect((await userByEmail(String(spanishBrowser.email)))!.language).toBe('es');
    // Its welcome answer is in Spanish too.
    expect(byHeader.json().responseData.message).toBe('Creamos tu cuenta.');

    // Browsing in English: nothing chosen, as before (English).
    const english = await signUp(t, { email: uniqueEmail('english') });
    expect((await userByEmail(english.email))!.language).toBeNull();
  });

  it('sends farmers and pick-up hosts to their own site and keeps the farmer certifications', async () => {
    const farmer = await signUp(t, { userType: 1, certifiedOrganic: '1', nofa: '0', other: '1' });
    expect(farmer.redirectUrl).toBe('/farmer');
    expect(await userByEmail(farmer.email)).toMatchObject({
      userType: 1,
      certifiedOrganic: true,
      nofa: false,
      otherCertification: true,
    });
    const host = await signUp(t, { userType: 5 });
    expect(host.redirectUrl).toBe('/pickups');
  });

  it('signs up a school (type 3, consumerType 2) without an EIN document', async () => {
    const school = await signUp(t, { userType: 3, consumerType: 2 });
    expect(school.userProfile).toMatchObject({ userType: 3, consumerType: 2 });
    expect((await userByEmail(school.email))!.certificateFile).toBeNull();
  });

  it('keeps a wholesale EIN document private, named by its content', async () => {
    const buyer = await signUp(t, { userType: 3, consumerType: 3 }, [
      { name: 'certificateImage', filename: 'ein.bin', content: PDF },
    ]);
    expect(buyer.userProfile.consumerType).toBe(3);
    const key = (await userByEmail(buyer.email))!.certificateFile!;
    expect(key).toMatch(/^certificates\/[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(path.join(t.privateDir, key))).toBe(true);
    expect(await listFiles(t.uploadsDir)).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(404);

    const svgBuyer = await signUp(t, { userType: 3, consumerType: 1 }, [
      { name: 'certificateImage', filename: 'ein.svg', content: SVG, type: 'image/svg+xml' },
    ]);
    expect((await userByEmail(svgBuyer.email))!.certificateFile).toMatch(/\.svg$/);
  });

  it('accepts a document of exactly 5 MB', async () => {
    const pdf = Buffer.alloc(UPLOAD_MAX_BYTES, 0x25);
    pdf.write('%PDF-1.4\n');
    const buyer = await signUp(t, { userType: 3, consumerType: 4 }, [
      { name: 'certificateImage', filename: 'ein.pdf', content: pdf },
    ]);
    expect((await userByEmail(buyer.email))!.certificateFile).toMatch(/\.pdf$/);
  });

  describe('refuses, writing nothing', () => {
    const refusals: [string, Record<string, string | number | undefined>, string][] = [
      ['a missing first name', { firstName: undefined }, 'First name is required.'],
      ['a blank last name', { lastName: '  ' }, 'Last name is required.'],
      ['a missing email', { email: undefined }, 'email is required.'],
      ['an invalid email', { email: 'not-an-email' }, 'Enter a valid email.'],
      ['a missing password', { password: undefined }, 'Password is required.'],
      ['a short password', { password: 'abcd' }, 'Password must be greater than 4 digits.'],
      ['a missing user type', { userType: undefined }, 'User type is required.'],
      ['user type 4 on the wire', { userType: 4 }, 'User type is required.'],
      ['a non-numeric user type', { userType: 'farmer' }, 'User type is required.'],
      ['wholesale without a subtype', { userType: 3 }, 'Select whole sale type is required.'],
      ['a missing address line 1', { addressLine1: undefined }, 'Address line 1 is required.'],
      ['a missing city', { city: '' }, 'City is required.'],
      ['a missing zip code', { postalCode: undefined }, 'Zip code is required.'],
      ['a malformed zip code', { postalCode: '12ab5' }, 'Zip code must be 5 numbers'],
      ['a zip code that does not exist', { postalCode: UNKNOWN_ZIP }, 'Please fill valid address'],
      [
        'wholesale without the EIN document',
        { userType: 3, consumerType: 4 },
        'Please upload your EIN documents.',
      ],
    ];
    it.each(refusals)('%s', async (_case, overrides, message) => {
      const before = await countRows(t, users);
      const res = await signupCall(t, signupFields(overrides));
      expect(failure(res)).toEqual(expectError(400, 1, message));
      expect(await countRows(t, users)).toBe(before);
    });

    it('a certificate whose content is not an accepted type (text named .png)', async () => {
      const before = await countRows(t, users);
      const res = await signupCall(t, signupFields({ userType: 3, consumerType: 1 }), [
        { name: 'certificateImage', filename: 'ein.png', content: 'just some text', type: 'image/png' },
      ]);
      expect(failure(res)).toEqual(expectError(400, 1, 'File type not supported.'));
      expect(await countRows(t, users)).toBe(before);
      expect(await listFiles(t.privateDir)).not.toContainEqual(expect.stringContaining('.png'));
    });

    it('a certificate over 5 MB', async () => {
      const before = await countRows(t, users);
      const filesBefore = await listFiles(t.privateDir);
      const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x25);
      big.write('%PDF-1.4\n');
      const res = await signupCall(t, signupFields({ userType: 3, consumerType: 1 }), [
        { name: 'certificateImage', filename: 'ein.pdf', content: big, type: 'application/pdf' },
      ]);
      expect(failure(res)).toEqual(expectError(413, 1, 'File is too large. The limit is 5 MB.'));
      expect(await countRows(t, users)).toBe(before);
      expect(await listFiles(t.privateDir)).toEqual(filesBefore);
    });

    it('an email that already has an account, in any case', async () => {
      const existing = await signUp(t);
      const usersBefore = await countRows(t, users);
      const addressesBefore = await countRows(t, addresses);
      const filesBefore = await listFiles(t.privateDir);
      const res = await signupCall(
        t,
        signupFields({ email: existing.email.toUpperCase(), userType: 3, consumerType: 1 }),
        [{ name: 'certificateImage', filename: 'ein.pdf', content: PDF }],
      );
      expect(failure(res)).toEqual(expectError(409, 6, 'An account with this email already exists.'));
      expect(await countRows(t, users)).toBe(usersBefore);
      expect(await countRows(t, addresses)).toBe(addressesBefore);
      expect(await listFiles(t.privateDir)).toEqual(filesBefore);
    });

    it('a JSON body instead of a multipart form', async () => {
      const before = await countRows(t, users);
      const res = await post(t, '/api/user/signup', signupFields());
      expect(failure(res)).toEqual(expectError(400, 1, 'Please send this form as multipart/form-data.'));
      expect(await countRows(t, users)).toBe(before);
    });
  });
});

describe('POST user/login', () => {
  let account: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    account = await signUp(t, { email: uniqueEmail('Login.Person') });
  });

  it('signs in whatever the case of the email, ignoring the device fields', async () => {
    const sessionsBefore = await liveSessions(account.userProfile._id);
    const res = await post(t, '/api/user/login', {
      email: account.email.toUpperCase(),
      password: PASSWORD,
      userType: 2,
      deviceID: 'web',
      deviceToken: '',
      deviceTypeID: 3,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().responseData;
    expect(data).toMatchObject({ message: 'You are now signed in.', userProfile: account.userProfile });
    expect(data.accessToken).not.toBe(account.accessToken);
    expect(data.redirectUrl).toBeUndefined();
    expect(await liveSessions(account.userProfile._id)).toBe(sessionsBefore + 1);
    expect((await get(t, '/api/user/getProfile', data.accessToken)).statusCode).toBe(200);
  });

  it('records when a session was last used, at most every few minutes', async () => {
    const { accessToken } = (
      await post(t, '/api/user/login', { email: account.email, password: PASSWORD })
    ).json().responseData;
    const lastUsed = async () =>
      (
        await t.database.db
          .select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(accessToken)))
      )[0]!.at.getTime();
    const signedInAt = await lastUsed();
    t.clock.advance(60_000);
    await get(t, '/api/user/getProfile', accessToken);
    expect(await lastUsed()).toBe(signedInAt);
    t.clock.advance(LAST_USED_STEP_MS);
    await get(t, '/api/user/getProfile', accessToken);
    expect(await lastUsed()).toBe(t.clock.now().getTime());
  });

  it('signs in with whatever password the account was made with: no 20-character cap (SPEC 9: change password only)', async () => {
    const password = 'a-24-character-password!';
    expect(password.length).toBeGreaterThan(20);
    const long = await signUp(t, { password });
    const data = await logIn(t, long.email, password);
    expect(data.accessToken).toBeTruthy();
    // Change password keeps its SPEC cap on the new password, and takes the long old one.
    const change = await post(
      t,
      '/api/user/changpassword',
      { oldPassword: password, newPassword: 'x'.repeat(21) },
      data.accessToken,
    );
    expect(failure(change)).toEqual(expectError(400, 1, 'Password must be at most 20 characters.'));
  });

  it('gives farmers the farmer site', async () => {
    const farmer = await signUp(t, { userType: 1 });
    expect((await logIn(t, farmer.email)).redirectUrl).toBe(t.config.farmerSiteUrl);
  });

  it('answers a wrong password and an unknown email the same way, opening no session', async () => {
    const before = await countRows(t, sessions);
    const wrong = await post(t, '/api/user/login', { email: account.email, password: 'wrong-pass' });
    expect(failure(wrong)).toEqual(expectError(401, 7, 'Invalid email or password.'));
    const unknown = await post(t, '/api/user/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(failure(unknown)).toEqual(expectError(401, 7, 'Invalid email or password.'));
    expect(await countRows(t, sessions)).toBe(before);
  });

  it.each([
    ['no body at all', undefined, 'email is required.'],
    ['a missing email', { password: PASSWORD }, 'email is required.'],
    ['an email of the wrong type', { email: 42, password: PASSWORD }, 'email is required.'],
    ['an invalid email', { email: 'a@', password: PASSWORD }, 'Enter a valid email.'],
    ['a missing password', { email: 'a@example.com' }, 'Password is required.'],
    [
      'a short password',
      { email: 'a@example.com', password: '1234' },
      'Password must be greater than 4 digits.',
    ],
  ])('refuses %s with the core message', async (_case, body, message) => {
    const before = await countRows(t, sessions);
    expect(failure(await post(t, '/api/user/login', body))).toEqual(expectError(400, 1, message));
    expect(await countRows(t, sessions)).toBe(before);
  });

  it('refuses a disabled account (17), but only once the password is right', async () => {
    const disabled = await signUp(t);
    await disableUser(t, disabled.userProfile._id);
    const before = await countRows(t, sessions);
    const right = await post(t, '/api/user/login', { email: disabled.email, password: PASSWORD });
    expect(failure(right)).toEqual(expectError(403, 17, 'Your account has been disabled.'));
    const wrong = await post(t, '/api/user/login', { email: disabled.email, password: 'wrong-pass' });
    expect(failure(wrong)).toEqual(expectError(401, 7, 'Invalid email or password.'));
    expect(await countRows(t, sessions)).toBe(before);
    // Its existing session ends too.
    expect(failure(await get(t, '/api/user/getProfile', disabled.accessToken)).errorCode).toBe(17);
  });
});

describe('POST user/logout', () => {
  it('revokes only the current session', async () => {
    const account = await signUp(t);
    const other = await logIn(t, account.email);
    const res = await post(t, '/api/user/logout', undefined, account.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData).toEqual({ message: 'You have been signed out.' });

    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(account.accessToken)));
    expect(row!.revokedAt).toEqual(t.clock.now());
    const after = await get(t, '/api/user/getProfile', account.accessToken);
    expect(failure(after)).toEqual(expectError(401, 2, 'Your session has ended. Please sign in again.'));
    expect((await get(t, '/api/user/getProfile', other.accessToken)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect(failure(await post(t, '/api/user/logout'))).toEqual(expectError(401, 2, 'You are not Signed In'));
    expect(failure(await post(t, '/api/user/logout', undefined, 'made-up-token')).errorCode).toBe(2);
  });
});

describe('POST user/changpassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const account = await signUp(t);
    const other = await logIn(t, account.email);
    const res = await post(
      t,
      '/api/user/changpassword',
      { oldPassword: PASSWORD, newPassword: 'brand-new1' },
      account.accessToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData).toEqual({ message: 'Your password has been changed.' });
    expect((await get(t, '/api/user/getProfile', account.accessToken)).statusCode).toBe(200);
    expect(failure(await get(t, '/api/user/getProfile', other.accessToken))).toEqual(
      expectError(401, 2, 'Your session has ended. Please sign in again.'),
    );
    expect(
      failure(await post(t, '/api/user/login', { email: account.email, password: PASSWORD })).errorCode,
    ).toBe(7);
    await logIn(t, account.email, 'brand-new1');
  });

  describe('refuses, changing nothing', () => {
    let account: Awaited<ReturnType<typeof signUp>>;
    let other: { accessToken: string };
    let hashBefore: string;
    beforeAll(async () => {
      account = await signUp(t);
      other = await logIn(t, account.email);
      hashBefore = (await userByEmail(account.email))!.passwordHash;
    });

    it.each([
      [
        'a wrong old password',
        { oldPassword: 'not-mine', newPassword: 'brand-new1' },
        'Old password is incorrect.',
      ],
      ['a missing old password', { newPassword: 'brand-new1' }, 'Old password is required.'],
      ['a missing new password', { oldPassword: PASSWORD }, 'New password is required.'],
      [
        'a short new password',
        { oldPassword: PASSWORD, newPassword: 'abc' },
        'Password must be greater than 4 digits.',
      ],
      [
        'a new password over 20 characters',
        { oldPassword: PASSWORD, newPassword: 'x'.repeat(21) },
        'Password must be at most 20 characters.',
      ],
      [
        'the same password again',
        { oldPassword: PASSWORD, newPassword: PASSWORD },
        'New password and old password should not be same.',
      ],
    ])('%s', async (_case, body, message) => {
      const res = await post(t, '/api/user/changpassword', body, account.accessToken);
      expect(failure(res)).toEqual(expectError(400, 1, message));
      expect((await userByEmail(account.email))!.passwordHash).toBe(hashBefore);
      expect((await get(t, '/api/user/getProfile', other.accessToken)).statusCode).toBe(200);
    });

    it('without a session', async () => {
      const res = await post(t, '/api/user/changpassword', {
        oldPassword: PASSWORD,
        newPassword: 'brand-new1',
      });
      expect(failure(res)).toEqual(expectError(401, 2, 'You are not Signed In'));
      expect((await userByEmail(account.email))!.passwordHash).toBe(hashBefore);
    });
  });
});

describe('password reset', () => {
  const SENT = 'Password reset email sent! Please check your inbox, it should arrive shortly.';
  const INVALID = expectError(400, 9, 'This password reset link has expired or was already used.');

  it('mails a single-use link to a real account, storing only the hash', async () => {
    const account = await signUp(t);
    const res = await post(t, '/api/user/forgetpassword', { email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData).toEqual({ message: SENT });

    const mail = await latestMail(t, account.email);
    expect(mail).toContain('Subject: Reset your password');
    expect(mail).toContain('Content-Type: text/html');
    const token = await resetTokenFromOutbox(t, account.email);
    expect(mail).toContain(`\nhttp://marketplace.test/resetpassword/${token}\n`);
    expect(mail).toContain(`<a href="http://marketplace.test/resetpassword/${token}">`);
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.userProfile._id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.expiresAt.getTime()).toBe(t.clock.now().getTime() + 60 * 60 * 1000);
    expect(row!.usedAt).toBeNull();
  });

  it('answers the same for an email without an account, sending and storing nothing', async () => {
    const email = uniqueEmail('ghost');
    const before = await countRows(t, passwordResetTokens);
    const res = await post(t, '/api/user/forgetpassword', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData).toEqual({ message: SENT });
    expect(await t.outbox(email)).toEqual([]);
    expect(await countRows(t, passwordResetTokens)).toBe(before);
  });

  it.each([
    ['a missing email', {}, 'Email is required.'],
    ['an invalid email', { email: 'nope' }, 'Enter a valid email.'],
  ])('refuses %s', async (_case, body, message) => {
    const before = await countRows(t, passwordResetTokens);
    expect(failure(await post(t, '/api/user/forgetpassword', body))).toEqual(expectError(400, 1, message));
    expect(await countRows(t, passwordResetTokens)).toBe(before);
  });

  it('validates, resets once, ends every old session and signs the user in', async () => {
    const account = await signUp(t);
    const other = await logIn(t, account.email);
    await post(t, '/api/user/forgetpassword', { email: account.email });
    const token = await resetTokenFromOutbox(t, account.email);

    const valid = await post(t, '/api/user/validateresettoken', { token });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().responseData).toEqual({ valid: true });

    const res = await post(t, '/api/user/resetpassword', { token, newPassword: 'fresh-pass' });
    expect(res.statusCode).toBe(200);
    const data = res.json().responseData;
    expect(data).toMatchObject({
      message: 'Password reset successful! You are now logged in.',
      userProfile: { _id: account.userProfile._id, email: account.email },
    });
    expect((await get(t, '/api/user/getProfile', data.accessToken)).statusCode).toBe(200);
    for (const old of [account.accessToken, other.accessToken])
      expect(failure(await get(t, '/api/user/getProfile', old)).errorCode).toBe(2);
    await logIn(t, account.email, 'fresh-pass');

    // Used: refused, and the password stays what the first reset set.
    expect(failure(await post(t, '/api/user/validateresettoken', { token }))).toEqual(INVALID);
    const again = await post(t, '/api/user/resetpassword', { token, newPassword: 'other-pass' });
    expect(failure(again)).toEqual(INVALID);
    // The reset's own session and the two sign-ins since; the two from before are gone.
    await logIn(t, account.email, 'fresh-pass');
    expect(await liveSessions(account.userProfile._id)).toBe(3);
  });

  it('takes the token as the access token header, as SPEC 7 writes the call (newPassword only in the body)', async () => {
    const account = await signUp(t);
    await post(t, '/api/user/forgetpassword', { email: account.email });
    const token = await resetTokenFromOutbox(t, account.email);
    const res = await post(t, '/api/user/resetpassword', { newPassword: 'header-pass' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().responseData.userProfile.email).toBe(account.email);
    await logIn(t, account.email, 'header-pass');
  });

  it('refuses an expired link, changing nothing', async () => {
    const account = await signUp(t);
    await post(t, '/api/user/forgetpassword', { email: account.email });
    const token = await resetTokenFromOutbox(t, account.email);
    const hashBefore = (await userByEmail(account.email))!.passwordHash;
    t.clock.advance((t.config.RESET_TOKEN_TTL_MINUTES + 1) * 60 * 1000);

    expect(failure(await post(t, '/api/user/validateresettoken', { token }))).toEqual(INVALID);
    expect(failure(await post(t, '/api/user/resetpassword', { token, newPassword: 'late-pass' }))).toEqual(
      INVALID,
    );
    expect((await userByEmail(account.email))!.passwordHash).toBe(hashBefore);
    expect((await get(t, '/api/user/getProfile', account.accessToken)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', { token: 'made-up', newPassword: 'fresh-pass' }, INVALID],
    // Neither in the body nor in the header: the link is as good as expired.
    ['a missing token', { newPassword: 'fresh-pass' }, INVALID],
    ['a missing password', { token: 'made-up' }, expectError(400, 1, 'Password is required.')],
    [
      'a short password',
      { token: 'made-up', newPassword: 'abc' },
      expectError(400, 1, 'Password must be greater than 4 digits.'),
    ],
  ])('refuses %s', async (_case, body, expected) => {
    const before = await countRows(t, sessions);
    expect(failure(await post(t, '/api/user/resetpassword', body))).toEqual(expected);
    expect(await countRows(t, sessions)).toBe(before);
  });

  it('refuses to validate a missing token', async () => {
    expect(failure(await post(t, '/api/user/validateresettoken', {}))).toEqual(
      expectError(400, 1, 'This password reset link has expired or was already used.'),
    );
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp();
  });
  afterAll(() => limited.close());

  const login = (email: string, remoteAddress = '203.0.113.7') =>
    call(limited, {
      method: 'POST',
      url: '/api/user/login',
      body: { email, password: 'wrong-pass' },
      remoteAddress,
    });

  // Failed sign-ins per account and per address: sign-in-limits.test.ts.
  it('stops a client IP after 20 logins a minute', async () => {
    for (let i = 0; i < 20; i++)
      expect(failure(await login(uniqueEmail('spray'), '192.0.2.50')).errorCode).toBe(7);
    expect(failure(await login(uniqueEmail('spray'), '192.0.2.50'))).toEqual(
      expectError(429, 8, 'Too many attempts. Please try again in 1 minute.'),
    );
    expect(failure(await login(uniqueEmail('spray'), '192.0.2.51')).errorCode).toBe(7);
  });

  it('does not let a client forge X-Forwarded-For past the per-IP limit', async () => {
    const spray = (i: number) =>
      call(limited, {
        method: 'POST',
        url: '/api/user/login',
        body: { email: uniqueEmail('forger'), password: 'wrong-pass' },
        remoteAddress: '192.0.2.60',
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
      });
    for (let i = 0; i < 20; i++) expect(failure(await spray(i)).errorCode).toBe(7);
    expect(failure(await spray(99)).errorCode).toBe(8);
  });

  it('behind a trusted proxy (TRUST_PROXY), limits the forwarded client address', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '192.0.2.70' });
    try {
      const viaProxy = (client: string) =>
        call(proxied, {
          method: 'POST',
          url: '/api/user/login',
          body: { email: uniqueEmail('proxied'), password: 'wrong-pass' },
          remoteAddress: '192.0.2.70',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 20; i++) expect(failure(await viaProxy('203.0.113.20')).errorCode).toBe(7);
      expect(failure(await viaProxy('203.0.113.20')).errorCode).toBe(8);
      // Another client behind the same proxy is not limited with it.
      expect(failure(await viaProxy('203.0.113.21')).errorCode).toBe(7);
    } finally {
      await proxied.close();
    }
  });

  it('limits reset mails per email address', async () => {
    const email = uniqueEmail('reset-target');
    const forget = () =>
      call(limited, {
        method: 'POST',
        url: '/api/user/forgetpassword',
        body: { email },
        remoteAddress: '192.0.2.80',
      });
    for (let i = 0; i < 5; i++) expect((await forget()).statusCode).toBe(200);
    expect(failure(await forget()).errorCode).toBe(8);
  });

  it('is off when RATE_LIMIT is false', async () => {
    const email = uniqueEmail('unlimited');
    for (let i = 0; i < 7; i++)
      expect(failure(await post(t, '/api/user/login', { email, password: 'wrong-pass' })).errorCode).toBe(7);
  });
});

describe('OpenAPI', () => {
  it('lists the account calls with their bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of [
      '/api/user/signup',
      '/api/user/login',
      '/api/user/logout',
      '/api/user/forgetpassword',
      '/api/user/validateresettoken',
      '/api/user/resetpassword',
      '/api/user/changpassword',
    ])
      expect(doc.paths[p]?.post, p).toBeDefined();
    expect(doc.paths['/api/user/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['email', 'password'],
    );
  });
});
