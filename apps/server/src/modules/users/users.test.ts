import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, ZIP_AS_TEXT } from '@lfm/core';
import { addresses, farms, users } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import {
  call,
  countRows,
  disableUser,
  forgetKeptSessions,
  expectError,
  failure,
  get,
  jpegBytes,
  listFiles,
  multipart,
  PDF,
  pngBytes,
  post,
  signUp,
  SVG,
  UNKNOWN_ZIP,
  ZIP,
  type Fields,
  type FileField,
} from '../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const addressRows = (userId: number) =>
  t.database.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));

describe('GET user/getProfile', () => {
  it('returns the profile with addresses oldest first, the farm and the admin flag', async () => {
    const farmer = await signUp(t, { userType: 1 });
    const id = farmer.userProfile._id;
    await post(
      t,
      '/api/user/addAddress',
      { addressLine1: '9 Farm Rd', city: 'New Paltz', state: 'NY', postalCode: '12561' },
      farmer.accessToken,
    );
    await t.database.db
      .insert(farms)
      .values({ userId: id, farmName: 'Hudson Greens', infoAboutFarmer: 'Third-generation grower.' });
    await t.database.db.update(users).set({ role: 'admin', invoiceStatus: 0 }).where(eq(users.id, id));
    forgetKeptSessions(t);

    const res = await get(t, '/api/user/getProfile', farmer.accessToken);
    expect(res.statusCode).toBe(200);
    const { userProfile } = res.json().responseData;
    expect(userProfile).toMatchObject({
      _id: id,
      userType: 1,
      farmInfo: { farmName: 'Hudson Greens', infoAboutFarmer: 'Third-generation grower.' },
      invoiceStatus: 0,
      isAdmin: true,
    });
    expect(userProfile.address.map((a: { postalCode: string }) => a.postalCode)).toEqual([ZIP, '12561']);
    expect(userProfile.address.map((a: { _id: number }) => a._id)).toEqual(
      (await addressRows(id)).map((a) => a.id),
    );
  });

  it('needs a valid session of an enabled account', async () => {
    expect(failure(await get(t, '/api/user/getProfile'))).toEqual(
      expectError(401, 2, 'You are not Signed In'),
    );
    expect(failure(await get(t, '/api/user/getProfile', 'not-a-token'))).toEqual(
      expectError(401, 2, 'Your session has ended. Please sign in again.'),
    );
    const account = await signUp(t);
    await disableUser(t, account.userProfile._id);
    expect(failure(await get(t, '/api/user/getProfile', account.accessToken))).toEqual(
      expectError(403, 17, 'Your account has been disabled.'),
    );
  });
});

describe('POST user/editProfile', () => {
  const edit = (token: string | undefined, fields: Fields, files: FileField[] = []) =>
    call(t, { method: 'POST', url: '/api/user/editProfile', token, form: multipart(fields, files) });
  const profileFields = { firstName: 'Grace', lastName: 'Hopper', phone: '8455550123' };

  it('updates names and phone, and returns the profile', async () => {
    const account = await signUp(t);
    const res = await edit(account.accessToken, profileFields);
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData.userProfile).toEqual({
      ...account.userProfile,
      ...profileFields,
    });
    expect(await userRow(account.userProfile._id)).toMatchObject(profileFields);
  });

  it.each([
    ['a PNG', () => pngBytes(640, 200)],
    ['a JPEG', jpegBytes],
    ['an SVG', async () => Buffer.from(SVG)],
  ])('stores %s picture as a 320x320 WebP, served from /uploads', async (_kind, bytes) => {
    const account = await signUp(t);
    const res = await edit(account.accessToken, { ...profileFields, userId: 999999 }, [
      { name: 'profileImage', filename: 'me.img', content: await bytes() },
    ]);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().responseData.userProfile.profileImage;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect((await userRow(account.userProfile._id)).profileImage).toBe(url);
    const stored = await readFile(path.join(t.uploadsDir, url.replace('/uploads/', '')));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await listFiles(t.uploadsDir)).filter((f) => !f.endsWith('.webp'))).toEqual([]);
  });

  describe('refuses, changing nothing', () => {
    let account: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      account = await signUp(t, { firstName: 'Kept', lastName: 'Same' });
    });
    const unchanged = async () => {
      expect(await userRow(account.userProfile._id)).toMatchObject({
        firstName: 'Kept',
        lastName: 'Same',
        phone: '',
        profileImage: null,
      });
    };

    it.each([
      ['a missing first name', { ...profileFields, firstName: undefined }, 'First name is required.'],
      ['a blank last name', { ...profileFields, lastName: ' ' }, 'Last name is required.'],
      ['a missing phone', { ...profileFields, phone: undefined }, 'Phone number is required.'],
      [
        'a phone with letters',
        { ...profileFields, phone: '845-CALL' },
        'Phone number must contain digits only.',
      ],
      [
        'a phone over 15 digits',
        { ...profileFields, phone: '1'.repeat(16) },
        'Phone number must be at most 15 digits.',
      ],
      [
        'a first name over 100 characters',
        { ...profileFields, firstName: 'x'.repeat(101) },
        'First name must be at most 100 characters.',
      ],
    ])('%s', async (_case, fields, message) => {
      expect(failure(await edit(account.accessToken, fields))).toEqual(expectError(400, 1, message));
      await unchanged();
    });

    it.each([
      ['text named .png', { content: 'definitely not an image', filename: 'me.png', type: 'image/png' }],
      ['a PDF', { content: PDF, filename: 'me.pdf', type: 'application/pdf' }],
    ])('a picture that is %s', async (_case, file) => {
      const filesBefore = await listFiles(t.uploadsDir);
      const res = await edit(account.accessToken, profileFields, [{ name: 'profileImage', ...file }]);
      expect(failure(res)).toEqual(expectError(400, 1, 'File type not supported.'));
      await unchanged();
      expect(await listFiles(t.uploadsDir)).toEqual(filesBefore);
    });

    it('a picture over 5 MB', async () => {
      const filesBefore = await listFiles(t.uploadsDir);
      const big = Buffer.concat([await pngBytes(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
      const res = await edit(account.accessToken, profileFields, [
        { name: 'profileImage', filename: 'big.png', content: big, type: 'image/png' },
      ]);
      expect(failure(res)).toEqual(expectError(413, 1, 'File is too large. The limit is 5 MB.'));
      await unchanged();
      expect(await listFiles(t.uploadsDir)).toEqual(filesBefore);
    });

    it('two files at once', async () => {
      const png = await pngBytes();
      const res = await edit(account.accessToken, profileFields, [
        { name: 'profileImage', filename: 'a.png', content: png },
        { name: 'profileImage', filename: 'b.png', content: png },
      ]);
      expect(failure(res)).toEqual(expectError(400, 1, 'Please upload one file at a time.'));
      await unchanged();
    });

    it('a form cut short', async () => {
      const res = await call(t, {
        method: 'POST',
        url: '/api/user/editProfile',
        token: account.accessToken,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nGrace\r\n--xy',
      });
      expect(failure(res)).toEqual(expectError(400, 1, 'The form could not be read. Please try again.'));
      await unchanged();
    });

    it('without a session', async () => {
      expect(failure(await edit(undefined, profileFields))).toEqual(
        expectError(401, 2, 'You are not Signed In'),
      );
      await unchanged();
    });
  });
});

describe('POST user/addAddress and user/editAddress', () => {
  const address = {
    addressLine1: '5 River St',
    addressLine2: '',
    city: 'Beacon',
    state: 'NY',
    postalCode: '12508',
  };

  it('adds a geocoded address', async () => {
    const account = await signUp(t);
    const res = await post(t, '/api/user/addAddress', { ...address, userId: 1 }, account.accessToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().responseData;
    expect(data).toEqual({
      message: 'Address added successfully.',
      address: { _id: expect.any(Number), ...address },
    });
    const rows = await addressRows(account.userProfile._id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ id: data.address._id, ...address });
    expect(rows[1]!.latitude).toBeCloseTo(41.5, 0);
    expect(rows[1]!.longitude).toBeCloseTo(-73.96, 0);
  });

  it.each([
    ['a missing address line 1', { ...address, addressLine1: undefined }, 'Address line 1 is required.'],
    ['a missing city', { ...address, city: '' }, 'City is required.'],
    [
      'a city over 50 characters',
      { ...address, city: 'x'.repeat(51) },
      'City must be at most 50 characters.',
    ],
    ['a missing state', { ...address, state: undefined }, 'State is required.'],
    ['a missing zip code', { ...address, postalCode: undefined }, 'Zip code is required.'],
    ['a zip code of the wrong type', { ...address, postalCode: 12508 }, ZIP_AS_TEXT],
    ['a 4-digit zip code', { ...address, postalCode: '1250' }, 'Zip code must be 5 numbers'],
    ['a zip code that does not exist', { ...address, postalCode: UNKNOWN_ZIP }, 'Please fill valid address'],
  ])('refuses to add %s, writing nothing', async (_case, body, message) => {
    const account = await signUp(t);
    const before = await countRows(t, addresses);
    expect(failure(await post(t, '/api/user/addAddress', body, account.accessToken))).toEqual(
      expectError(400, 1, message),
    );
    expect(await countRows(t, addresses)).toBe(before);
  });

  it('refuses to add without a session', async () => {
    const before = await countRows(t, addresses);
    expect(failure(await post(t, '/api/user/addAddress', address))).toEqual(
      expectError(401, 2, 'You are not Signed In'),
    );
    expect(await countRows(t, addresses)).toBe(before);
  });

  it('edits an own address and geocodes it again', async () => {
    const account = await signUp(t);
    const [first] = await addressRows(account.userProfile._id);
    const res = await post(
      t,
      '/api/user/editAddress',
      { addressId: first!.id, ...address },
      account.accessToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData).toEqual({
      message: 'Address updated successfully.',
      address: { _id: first!.id, ...address },
    });
    const [row] = await addressRows(account.userProfile._id);
    expect(row).toMatchObject(address);
    expect(row!.latitude).not.toBe(first!.latitude);
  });

  describe('refuses to edit, changing nothing', () => {
    let owner: Awaited<ReturnType<typeof signUp>>;
    let intruder: Awaited<ReturnType<typeof signUp>>;
    let before: (typeof addresses.$inferSelect)[];
    beforeAll(async () => {
      owner = await signUp(t);
      intruder = await signUp(t);
      before = await addressRows(owner.userProfile._id);
    });
    afterAll(async () => {
      expect(await addressRows(owner.userProfile._id)).toEqual(before);
    });

    it("another user's address", async () => {
      const res = await post(
        t,
        '/api/user/editAddress',
        { addressId: before[0]!.id, ...address },
        intruder.accessToken,
      );
      expect(failure(res)).toEqual(expectError(404, 5, 'Address not found.'));
      expect(await addressRows(owner.userProfile._id)).toEqual(before);
    });

    it.each([
      [
        'an address that does not exist',
        { addressId: 99_999_999, ...address },
        expectError(404, 5, 'Address not found.'),
      ],
      ['a missing address id', address, expectError(400, 1, 'Address id is required.')],
      [
        'a non-numeric address id',
        { addressId: 'abc', ...address },
        expectError(400, 1, 'Address id is required.'),
      ],
      ['a missing state', { addressId: 1, ...address, state: '' }, expectError(400, 1, 'State is required.')],
    ])('%s', async (_case, body, expected) => {
      expect(failure(await post(t, '/api/user/editAddress', body, owner.accessToken))).toEqual(expected);
      expect(await addressRows(owner.userProfile._id)).toEqual(before);
    });

    it('a zip code that does not exist', async () => {
      const body = { addressId: before[0]!.id, ...address, postalCode: UNKNOWN_ZIP };
      expect(failure(await post(t, '/api/user/editAddress', body, owner.accessToken))).toEqual(
        expectError(400, 1, 'Please fill valid address'),
      );
      expect(await addressRows(owner.userProfile._id)).toEqual(before);
    });

    it('without a session', async () => {
      const res = await post(t, '/api/user/editAddress', { addressId: before[0]!.id, ...address });
      expect(failure(res)).toEqual(expectError(401, 2, 'You are not Signed In'));
    });
  });
});

describe('GET user/getAllFarmer', () => {
  let expected: {
    _id: number;
    firstName: string;
    lastName: string;
    farmName: string | null;
    farmId: number | null;
  }[];
  beforeAll(async () => {
    // Farmers may already exist from other tests in this file: the list is checked against the database.
    const created = [];
    for (const name of ['Ana', 'Ben', 'Cy']) created.push(await signUp(t, { userType: 1, firstName: name }));
    const [farm] = await t.database.db
      .insert(farms)
      .values({ userId: created[1]!.userProfile._id, farmName: 'Ben’s Berries' })
      .returning();
    const gone = await signUp(t, { userType: 1, firstName: 'Gone' });
    await disableUser(t, gone.userProfile._id);
    await signUp(t, { userType: 2, firstName: 'Buyer' });
    // Farmers who sign up wait for an admin's approval (issue 13); these have it, but Waiting does not.
    for (const f of [...created, gone])
      await t.database.db.update(users).set({ approval: 'approved' }).where(eq(users.id, f.userProfile._id));
    await signUp(t, { userType: 1, firstName: 'Waiting' });

    const farmers = await t.database.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        disabledAt: users.disabledAt,
        approval: users.approval,
      })
      .from(users)
      .where(eq(users.userType, 1))
      .orderBy(asc(users.id));
    const farmRows = await t.database.db.select().from(farms);
    expected = farmers
      .filter((f) => !f.disabledAt && f.approval === 'approved')
      .map((f) => {
        const own = farmRows.find((r) => r.userId === f.id);
        return {
          _id: f.id,
          firstName: f.firstName,
          lastName: f.lastName,
          farmName: own?.farmName ?? null,
          farmId: own?.id ?? null,
        };
      });
    expect(expected).toContainEqual({
      _id: created[1]!.userProfile._id,
      firstName: 'Ben',
      lastName: 'Lovelace',
      farmName: 'Ben’s Berries',
      farmId: farm!.id,
    });
    expect(expected.map((f) => f.firstName)).not.toContain('Gone');
    expect(expected.map((f) => f.firstName)).not.toContain('Waiting');
  });

  it('lists active farmers with their farm, publicly, 20 a page by default', async () => {
    const res = await get(t, '/api/user/getAllFarmer');
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData).toEqual({
      result: { user: expected.slice(0, 20), total: expected.length },
    });
  });

  it('pages with page and limit', async () => {
    const res = await get(t, '/api/user/getAllFarmer?page=2&limit=2');
    expect(res.json().responseData.result).toEqual({ user: expected.slice(2, 4), total: expected.length });
    const past = await get(t, '/api/user/getAllFarmer?page=50&limit=100');
    expect(past.json().responseData.result).toEqual({ user: [], total: expected.length });
  });

  it.each([
    ['page=abc', 'page must be a whole number of at least 1.'],
    ['page=0', 'page must be a whole number of at least 1.'],
    ['limit=101', 'limit must be a whole number from 1 to 100.'],
    ['limit=2.5', 'limit must be a whole number from 1 to 100.'],
  ])('refuses %s', async (query, message) => {
    expect(failure(await get(t, `/api/user/getAllFarmer?${query}`))).toEqual(expectError(400, 1, message));
  });

  it('still needs the client authorization', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getAllFarmer' });
    expect(failure(res).errorCode).toBe(3);
  });
});
