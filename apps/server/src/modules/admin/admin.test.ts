import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@lfm/core';
import { farmerApplications, markets as marketsTable, recipes as recipesTable, users } from '../../db/schema';
import { createUser } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import {
  call,
  countRows,
  expectError,
  failure,
  get,
  multipart,
  pngBytes,
  post,
  resetTokenFromOutbox,
} from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { buyer, farmerApplication, signedInAdmin } from '../../test/shop-helpers';
import { ensureAdmin } from './first-admin';

let t: TestContext;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signedInAdmin(t);
  adminId = signedIn.user.id;
  admin = signedIn.token;
});
afterAll(() => t.close());

const apply = () => farmerApplication(t, `grower${++n}.${Date.now()}@example.com`);
let n = 0;

describe('admin: farmer applications', () => {
  it('approving creates the farmer, who sets a password from the email and signs in as a farmer', async () => {
    const app = await apply();
    const list = okData<{ result: { id: number }[] }>(
      await get(t, '/api/admin/farmerApplications?status=pending', admin),
    );
    expect(list.result.map((a) => a.id)).toContain(app.id);

    okData(await post(t, '/api/admin/farmerApplications/approve', { applicationId: app.id }, admin));
    const [farmer] = await t.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, app.email));
    expect(farmer).toMatchObject({ userType: 1, firstName: 'Rosa' });

    const token = await resetTokenFromOutbox(t, app.email);
    const reset = okData<{ accessToken: string; user?: unknown }>(
      await post(t, '/api/user/resetpassword', { token, newPassword: 'harvest1' }),
    );
    expect(reset.accessToken).toBeTruthy();
    okData(await post(t, '/api/user/login', { email: app.email, password: 'harvest1' }));

    expect(
      failure(await post(t, '/api/admin/farmerApplications/approve', { applicationId: app.id }, admin)),
    ).toEqual(expectError(400, ErrorCode.Validation, 'This application has already been reviewed.'));
  });

  it('declining changes the status and creates no account', async () => {
    const app = await apply();
    okData(await post(t, '/api/admin/farmerApplications/decline', { applicationId: app.id }, admin));
    const [row] = await t.database.db
      .select()
      .from(farmerApplications)
      .where(eq(farmerApplications.id, app.id));
    expect(row!.status).toBe('declined');
    expect(await countRows(t, users, eq(sql`lower(${users.email})`, app.email))).toBe(0);
  });

  it('refuses an application whose email already has an account, and changes nothing', async () => {
    const app = await apply();
    await createUser(t.database.db, { email: app.email });
    expect(
      failure(await post(t, '/api/admin/farmerApplications/approve', { applicationId: app.id }, admin)),
    ).toEqual(expectError(409, ErrorCode.Conflict, 'An account with this email already exists.'));
    const [row] = await t.database.db
      .select()
      .from(farmerApplications)
      .where(eq(farmerApplications.id, app.id));
    expect(row!.status).toBe('pending');
  });

  it('is for admins only', async () => {
    const app = await apply();
    const farmer = await buyer(t, { userType: 1 });
    expect(failure(await get(t, '/api/admin/farmerApplications', farmer.token))).toEqual(
      expectError(403, ErrorCode.Forbidden, 'Only marketplace admins can do that.'),
    );
    expect(
      failure(await post(t, '/api/admin/farmerApplications/approve', { applicationId: app.id }, farmer.token))
        .status,
    ).toBe(403);
    expect(
      failure(await post(t, '/api/admin/farmerApplications/approve', { applicationId: 999999 }, admin)),
    ).toEqual(expectError(404, ErrorCode.NotFound, 'Application not found.'));
  });
});

describe('admin: markets and recipes', () => {
  const market = {
    marketName: 'Riverside Pop-Up',
    addressLine1: '2 Water St',
    city: 'Kingston',
    state: 'NY',
    postalCode: '12401',
    marketPickupWindows: ['Saturday 9:00 AM – 12:00 PM'],
  };

  it('creates, edits and hides a market with its pick-up host; shoppers stop seeing it', async () => {
    const host = await buyer(t, { userType: 5 });
    const created = okData<{ market: { id: number; latitude: number } }>(
      await post(t, '/api/admin/markets/save', { ...market, hostUserId: host.user.id }, admin),
    ).market;
    expect(created.latitude).toBeCloseTo(41.9, 0);
    const shown = okData<{ marketInfo: { _id: number }[] }>(
      await get(t, '/api/market/getMarkets?search=Riverside'),
    );
    expect(shown.marketInfo.map((m) => m._id)).toEqual([created.id]);
    okData(await post(t, '/api/admin/markets/save', { ...market, marketId: created.id, status: 1 }, admin));
    expect(
      okData<{ marketInfo: unknown[] }>(await get(t, '/api/market/getMarkets?search=Riverside')).marketInfo,
    ).toEqual([]);

    const customer = await buyer(t);
    expect(
      failure(await post(t, '/api/admin/markets/save', { ...market, hostUserId: customer.user.id }, admin))
        .responseMessage,
    ).toBe('The host must be a pick-up host account.');
    expect(failure(await post(t, '/api/admin/markets/save', { ...market, marketId: 999999 }, admin))).toEqual(
      expectError(404, ErrorCode.NotFound, 'Market not found.'),
    );
    expect(failure(await post(t, '/api/admin/markets/save', market, customer.token)).status).toBe(403);
  });

  it("sets a market's icon and picture as WebP; refuses a missing picture, a bad kind and non-admins", async () => {
    const created = okData<{ market: { id: number } }>(
      await post(t, '/api/admin/markets/save', { ...market, marketName: 'Picture Pop-Up' }, admin),
    ).market;
    const picture = await pngBytes(400, 300);
    const upload = (fields: Record<string, string | number>, withPicture = true, token = admin) =>
      call(t, {
        method: 'POST',
        url: '/api/admin/markets/picture',
        token,
        form: multipart(
          fields,
          withPicture ? [{ name: 'picture', filename: 'm.png', content: picture }] : [],
        ),
      });
    const icon = okData<{ market: { marketIcon: string } }>(
      await upload({ marketId: created.id, kind: 'icon' }),
    );
    expect(icon.market.marketIcon).toMatch(/\.webp$/);
    const image = okData<{ market: { marketImage: string } }>(
      await upload({ marketId: created.id, kind: 'image' }),
    );
    expect(image.market.marketImage).toMatch(/\.webp$/);
    expect(failure(await upload({ marketId: created.id, kind: 'banner' })).responseMessage).toBe(
      'Kind is icon or image.',
    );
    expect(failure(await upload({ marketId: created.id, kind: 'icon' }, false)).responseMessage).toBe(
      'Choose a picture to upload.',
    );
    expect(failure(await upload({ marketId: 999999, kind: 'icon' })).status).toBe(404);
    const farmer = await buyer(t, { userType: 1 });
    expect(failure(await upload({ marketId: created.id, kind: 'icon' }, true, farmer.token)).status).toBe(
      403,
    );
  });

  it('saves a recipe with its HTML sanitized', async () => {
    const form = new FormData();
    form.set('recipesName', 'Kale Chips');
    form.set(
      'description',
      '<p>Bake <strong>kale</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    const res = await call(t, { method: 'POST', url: '/api/admin/recipes/save', token: admin, form });
    const { recipe } = okData<{ recipe: { id: number; description: string } }>(res);
    expect(recipe.description).toContain('<strong>kale</strong>');
    expect(recipe.description).not.toMatch(/script|onerror/);
  });
});

describe('admin: bad market and recipe input', () => {
  it('refuses bad fields, unknown ids and non-admins; nothing is written', async () => {
    const good = {
      marketName: 'Creek Pop-Up',
      addressLine1: '1 Main St',
      city: 'Hudson',
      state: 'NY',
      postalCode: '12534',
    };
    const markets = await countRows(t, marketsTable);
    for (const [patch, message] of [
      [{ marketName: '' }, 'Market name is required.'],
      [{ postalCode: '1253' }, 'Zip code must be 5 numbers'],
      [{ marketBackgroundColor: 'green' }, 'Colour must be like #E6F0E4.'],
    ] as const)
      expect(failure(await post(t, '/api/admin/markets/save', { ...good, ...patch }, admin))).toEqual(
        expectError(400, ErrorCode.Validation, message),
      );
    expect(await countRows(t, marketsTable)).toBe(markets);

    const recipes = await countRows(t, recipesTable);
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const save = (fields: Record<string, string>, token = admin) =>
      call(t, { method: 'POST', url: '/api/admin/recipes/save', token, form: form(fields) });
    expect(failure(await save({ recipesName: '', description: '<p>x</p>' })).responseMessage).toBe(
      'Recipe name is required.',
    );
    expect(failure(await save({ recipeId: '999999', recipesName: 'Soup', description: '<p>x</p>' }))).toEqual(
      expectError(404, ErrorCode.NotFound, 'Recipe not found.'),
    );
    const farmer = await buyer(t, { userType: 1 });
    expect(failure(await save({ recipesName: 'Soup', description: '<p>x</p>' }, farmer.token)).status).toBe(
      403,
    );
    expect(await countRows(t, recipesTable)).toBe(recipes);
  });
});

describe('admin: users', () => {
  it("disabling ends the user's sessions with errorCode 17; enabling does not bring them back", async () => {
    const { user, token } = await buyer(t);
    okData(await get(t, '/api/user/getProfile', token));
    okData(await post(t, '/api/admin/users/disable', { userId: user.id, disabled: true }, admin));
    expect(failure(await get(t, '/api/user/getProfile', token)).errorCode).toBe(ErrorCode.AccountDisabled);
    okData(await post(t, '/api/admin/users/disable', { userId: user.id, disabled: 'false' }, admin));
    expect(failure(await get(t, '/api/user/getProfile', token)).errorCode).toBe(ErrorCode.InvalidToken);
    expect(
      failure(await post(t, '/api/admin/users/disable', { userId: adminId, disabled: true }, admin))
        .responseMessage,
    ).toBe('You cannot disable your own account.');
  });

  it('approves a wholesale buyer to pay by invoice, and only wholesale buyers', async () => {
    const wholesaler = await buyer(t, { userType: 3, consumerType: 3 });
    const customer = await buyer(t);
    okData(
      await post(t, '/api/admin/users/invoiceStatus', { userId: wholesaler.user.id, approved: true }, admin),
    );
    const profile = okData<{ userProfile: { invoiceStatus: number | null } }>(
      await get(t, '/api/user/getProfile', wholesaler.token),
    );
    expect(profile.userProfile.invoiceStatus).toBe(0);
    expect(
      failure(
        await post(t, '/api/admin/users/invoiceStatus', { userId: customer.user.id, approved: true }, admin),
      ).responseMessage,
    ).toBe('Only wholesale buyers can pay by invoice.');
    expect(
      failure(
        await post(
          t,
          '/api/admin/users/invoiceStatus',
          { userId: customer.user.id, approved: true },
          customer.token,
        ),
      ).status,
    ).toBe(403);
  });

  it('finds users by name or email', async () => {
    const { user } = await buyer(t, { firstName: 'Quincy', lastName: 'Orchard' });
    const found = okData<{ result: { _id: number }[] }>(
      await get(t, '/api/admin/users?search=quincy%20orch', admin),
    );
    expect(found.result.map((u) => u._id)).toEqual([user.id]);
    // Pick-up hosts only, for a market's host.
    const host = await buyer(t, { userType: 5, firstName: 'Quincy', lastName: 'Host' });
    const hosts = okData<{ result: { _id: number; userType: number }[] }>(
      await get(t, '/api/admin/users?search=quincy&userType=5', admin),
    );
    expect(hosts.result.map((u) => u._id)).toEqual([host.user.id]);
    expect(failure(await get(t, '/api/admin/users?userType=x', admin)).status).toBe(400);
  });

  it('the first admin comes from configuration or the CLI: promoted or created', async () => {
    const { user } = await buyer(t);
    expect(await ensureAdmin(t.database.db, user.email)).toBe('promoted');
    expect(await ensureAdmin(t.database.db, user.email)).toBe('unchanged');
    expect(await ensureAdmin(t.database.db, 'boss@example.com', 'secret12')).toBe('created');
    await expect(ensureAdmin(t.database.db, 'nobody@example.com')).rejects.toThrow('needs a password');
  });

  it('takes any password sign-up takes (24 characters: the admin then signs in) and refuses with the reason', async () => {
    const password = 'correct-horse-battery-st';
    expect(password).toHaveLength(24);
    expect(await ensureAdmin(t.database.db, 'long.admin@example.com', password)).toBe('created');
    const signedIn = okData<{ accessToken: string }>(
      await post(t, '/api/user/login', { email: 'long.admin@example.com', password }),
    );
    expect(signedIn.accessToken).toBeTruthy();
    await expect(ensureAdmin(t.database.db, 'short.admin@example.com', '1234')).rejects.toThrow(
      'Password must be greater than 4 digits.',
    );
  });
});
