/**
 * Issue 13.1: a farmer who signs up sells only once an admin approves the account. Until then the
 * farm and its items are shown to no one else, whatever the public call, and it cannot attach to
 * markets; the admin's list of applications shows the sign-up, and approving it lists the farm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, ErrorCode } from '@lfm/core';
import { createDistribution, createMarket } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import {
  call,
  expectError,
  failure,
  get,
  latestMail,
  logIn,
  multipart,
  post,
  signUp,
} from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { signedInAdmin } from '../../test/shop-helpers';

let t: TestContext;
let admin: string;
let buyer: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAdmin(t)).token;
  buyer = (await signUp(t, { userType: 2 })).accessToken;
});
afterAll(() => t.close());

const form = (url: string, token: string, fields: Record<string, string | number>) =>
  call(t, { method: 'POST', url, token, form: multipart(fields) });
const window = {
  placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
  placeOrderClose: { day: 6, time: '6:00', meridiem: 'AM' },
};
const pickup = {
  selectPickDel: 1,
  pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
};

/** A farmer signs up and, still waiting, sets up a farm with an item and a farm-stand pickup. */
async function pendingFarmer(firstName: string) {
  const farmer = await signUp(t, { userType: 1, firstName, certifiedOrganic: '1' });
  const { farm } = okData<{ farm: { id: number; status: number } }>(
    await form('/api/farmer/farm', farmer.accessToken, {
      farmName: `${firstName}'s Hollow Farm`,
      shortInfo: 'Greens and roots',
      addressLine1: '1 Main St',
      city: 'Kingston',
      state: 'NY',
      postalCode: '12401',
    }),
  );
  const { item } = okData<{ item: { id: number } }>(
    await form('/api/farmer/inventory/add', farmer.accessToken, {
      itemName: 'Purple Kale',
      inventoryType: 1,
      distributionTypes: '1',
      consumerPriceCents: 350,
      wholesalePriceCents: 250,
      consumerUnit: 3,
      wholesaleUnit: 3,
      maximumConsumerQuantity: 30,
      maximumWholesaleQuantity: 60,
    }),
  );
  okData(await post(t, '/api/farmer/distributions/add', { ...pickup, ...window }, farmer.accessToken));
  return { ...farmer, farm, item };
}

/** Every public view of a farm and its item, signed out and as a buyer: what each one shows. */
async function publicViews(farmer: {
  farm: { id: number };
  item: { id: number };
  userProfile: { _id: number };
}) {
  const seen: Record<string, boolean> = {};
  for (const [who, token] of [
    ['visitor', undefined],
    ['buyer', buyer],
  ] as const) {
    const list = okData<{ result: { _id: number }[] }>(
      await get(t, '/api/farm/getFarm?page=1&limit=100', token),
    );
    seen[`${who} farm list`] = list.result.some((f) => f._id === farmer.farm.id);
    seen[`${who} farm detail`] =
      (await get(t, `/api/farm/viewFarmDetails?farmId=${farmer.farm.id}`, token)).statusCode === 200;
    const byZip = okData<{ result: { farms: { _id: number }[] } }>(
      await get(t, '/api/farm/getAllFarmDistributionsInventory?zipCode=12401&distributionType=1', token),
    );
    seen[`${who} catalog by zip`] = byZip.result.farms.some((f) => f._id === farmer.farm.id);
    seen[`${who} product page`] =
      (await get(t, `/api/inventory/getViewDetails?inventoryId=${farmer.item.id}`, token)).statusCode === 200;
    const farmers = okData<{ result: { user: { _id: number }[] } }>(
      await get(t, '/api/user/getAllFarmer?page=1&limit=100', token),
    );
    seen[`${who} farmer list`] = farmers.result.user.some((u) => u._id === farmer.userProfile._id);
  }
  seen['buyer cart add'] =
    (
      await post(
        t,
        '/api/addCart/add',
        { productId: farmer.item.id, productQuantity: 1, productPrice: 1, farmId: farmer.farm.id },
        buyer,
      )
    ).statusCode === 200;
  return seen;
}
const everywhere = (shown: boolean, seen: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(seen).map((k) => [k, shown]));

describe('a farmer who signs up waits for approval', () => {
  it('is pending: the farm and its item are shown nowhere, markets are refused, the admin sees the application', async () => {
    const farmer = await pendingFarmer('Odile');
    expect(farmer.farm.status).toBe(2);
    const portal = okData<{ approval: string }>(await get(t, '/api/farmer/farm', farmer.accessToken));
    expect(portal.approval).toBe('pending');

    const seen = await publicViews(farmer);
    expect(seen).toEqual(everywhere(false, seen));

    // It cannot hand out at a market. Had it a market pickup, the market would not show it either.
    const market = await createMarket(t.database.db, { postalCode: '12401' });
    expect(
      failure(
        await post(
          t,
          '/api/farmer/distributions/add',
          { ...pickup, marketId: market.id, ...window },
          farmer.accessToken,
        ),
      ),
    ).toEqual(expectError(403, ErrorCode.Forbidden, APPROVAL_MESSAGES.markets));
    await createDistribution(t.database.db, { farmId: farmer.farm.id, marketId: market.id });
    const atMarket = okData<{ result: { farmInfo: { farm: { _id: number } }[] } }>(
      await get(t, `/api/market/getMarketDetails?marketId=${market.id}`),
    );
    expect(atMarket.result.farmInfo.map((f) => f.farm._id)).not.toContain(farmer.farm.id);

    const applications = okData<{
      result: { email: string; userId: number | null; certifications: string }[];
    }>(await get(t, '/api/admin/farmerApplications?status=pending&page=1&limit=50', admin));
    expect(applications.result.find((a) => a.email === farmer.email)).toMatchObject({
      userId: farmer.userProfile._id,
      certifications: 'USDA Certified Organic',
    });
  });

  it('approved by the admin: the farm and item are public, markets are open, the farmer is told', async () => {
    const farmer = await pendingFarmer('Pascal');
    const applications = okData<{ result: { id: number; email: string }[] }>(
      await get(t, '/api/admin/farmerApplications?status=pending&page=1&limit=50', admin),
    );
    const application = applications.result.find((a) => a.email === farmer.email)!;
    const approved = okData<{ message: string }>(
      await post(t, '/api/admin/farmerApplications/approve', { applicationId: application.id }, admin),
    );
    expect(approved.message).toBe(
      'Application approved. The farm is now listed and the farmer has been emailed.',
    );
    expect(await latestMail(t, farmer.email)).toContain('your farmer account is approved');

    const seen = await publicViews(farmer);
    expect(seen).toEqual(everywhere(true, seen));
    expect(okData<{ approval: string }>(await get(t, '/api/farmer/farm', farmer.accessToken)).approval).toBe(
      'approved',
    );
    const market = await createMarket(t.database.db, { postalCode: '12401' });
    okData(
      await post(
        t,
        '/api/farmer/distributions/add',
        { ...pickup, marketId: market.id, ...window },
        farmer.accessToken,
      ),
    );
    // Reviewed once only.
    expect(
      failure(
        await post(t, '/api/admin/farmerApplications/approve', { applicationId: application.id }, admin),
      ),
    ).toEqual(expectError(400, ErrorCode.Validation, 'This application has already been reviewed.'));
  });

  it('declined by the admin: the farmer can still sign in, the farm stays hidden and the portal says so', async () => {
    const farmer = await pendingFarmer('Quinn');
    const applications = okData<{ result: { id: number; email: string }[] }>(
      await get(t, '/api/admin/farmerApplications?status=pending&page=1&limit=50', admin),
    );
    const application = applications.result.find((a) => a.email === farmer.email)!;
    okData(await post(t, '/api/admin/farmerApplications/decline', { applicationId: application.id }, admin));
    const session = await logIn(t, farmer.email, farmer.password);
    expect(okData<{ approval: string }>(await get(t, '/api/farmer/farm', session.accessToken)).approval).toBe(
      'declined',
    );
    const seen = await publicViews(farmer);
    expect(seen).toEqual(everywhere(false, seen));
  });

  it('buyers and pick-up hosts who sign up are not held for approval', async () => {
    const customer = await signUp(t, { userType: 2 });
    const host = await signUp(t, { userType: 5 });
    const applications = okData<{ result: { email: string }[] }>(
      await get(t, '/api/admin/farmerApplications?page=1&limit=100', admin),
    );
    expect(applications.result.map((a) => a.email)).not.toContain(customer.email);
    expect(applications.result.map((a) => a.email)).not.toContain(host.email);
  });
});
