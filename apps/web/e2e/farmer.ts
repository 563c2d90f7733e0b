/** Browser steps of the farmer portal tests. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, CLIENT_AUTH, createCustomer, emailedPasswordLink, expect, PASSWORD } from './fixtures';
import { apiCall, cartWithPickup, payByCard } from './shop';

export { PHOTO } from './fixtures';

/** A farmer without a farm yet is asked for one before anything else. */
export async function setUpFarm(page: Page, farmName: string) {
  const main = page.getByRole('main');
  await expect(page.getByText('Welcome! Tell buyers about your farm first.')).toBeVisible();
  await main.getByLabel('Farm name').fill(farmName);
  await main.getByLabel('Short info', { exact: true }).fill('Roots and greens from the river flats.');
  await main.getByLabel('Address line 1').fill('12 Mill Road');
  await main.getByLabel('City').fill('Hudson');
  await main.getByLabel('State').fill('NY');
  await main.getByLabel('Zip code').fill('12534');
  await main.getByLabel('Certified organic').check();
  await main.getByRole('button', { name: 'Save farm' }).click();
  await expect(page.getByRole('navigation', { name: 'Farmer portal' })).toBeVisible();
}

/**
 * A farmer who signed up waits for approval (issue 13): the tests' admin approves the sign-up (or a
 * become-a-farmer application from that email).
 */
export async function approveSignup(request: APIRequestContext, email: string) {
  const admin = await adminToken(request);
  const { result } = await apiCall<{ result: { id: number; email: string }[] }>(
    request,
    'GET',
    'admin/farmerApplications?status=pending&limit=100',
    admin,
  );
  const application = result.find((a) => a.email === email);
  expect(application, `sign-up of ${email} among the applications`).toBeTruthy();
  await apiCall(request, 'POST', 'admin/farmerApplications/approve', admin, {
    applicationId: application!.id,
  });
}

/** A become-a-farmer application (SPEC 2), every field filled as the form requires (SPEC 5). */
export const application = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Furrow',
  email,
  phone: '5185550123',
  addressLine1: '40 Orchard Lane',
  addressLine2: 'Barn 2',
  city: 'Ghent',
  state: 'NY',
  postalCode: '12075',
  country: 'United States',
  certifications: 'NOFA Farmer’s Pledge',
  questions: 'We grow heirloom apples. Can we ship cider?',
});

/**
 * A farmer an admin made by approving a become-a-farmer application, signed in after setting a password
 * through the emailed link: the one kind of account without a saved address (sign-up asks for one).
 */
export async function approvedApplicant(request: APIRequestContext) {
  const email = `ada-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await request.post('/api/admin/addFarmer', {
    headers: { authorization: CLIENT_AUTH },
    data: application(email),
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  await approveSignup(request, email);
  const token = (await emailedPasswordLink(email)).split('/').at(-1);
  const res = await request.post('/api/user/resetpassword', {
    headers: { authorization: CLIENT_AUTH },
    data: { token, newPassword: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { accessToken } = (await res.json()).responseData as { accessToken: string };
  return { email, accessToken, userType: 1 };
}

async function multipart(
  request: APIRequestContext,
  path: string,
  token: string,
  fields: Record<string, string>,
) {
  const res = await request.post(`/api/${path}`, {
    headers: { authorization: CLIENT_AUTH, accesstoken: token },
    multipart: fields,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).responseData;
}

/**
 * An approved farm of the test's own in Hudson with pickup items (`itemName`, then `moreItems`) and one
 * distribution, set up through the farmer portal's API, so a test that needs an unusual item or slot
 * disturbs no other test's demo farm. Answers the first item as the portal names it, with the farmer
 * (signed up with PASSWORD) and every item.
 */
export async function ownFarm(
  request: APIRequestContext,
  opts: {
    itemName: string;
    moreItems?: string[];
    priceCents: number;
    distribution: Record<string, unknown>;
    farmName?: string;
  },
) {
  const farmer = await createCustomer(request, { userType: '1', firstName: 'Hollis' });
  await approveSignup(request, farmer.email);
  const farmName = opts.farmName ?? `${opts.itemName.split(' ')[0]} Acres ${randomUUID().slice(0, 6)}`;
  await multipart(request, 'farmer/farm', farmer.accessToken, {
    farmName,
    addressLine1: '12 Mill Road',
    city: 'Hudson',
    state: 'NY',
    postalCode: '12534',
  });
  const added: { id: number; farmId: number; itemName: string }[] = [];
  for (const itemName of [opts.itemName, ...(opts.moreItems ?? [])]) {
    const { item } = await multipart(request, 'farmer/inventory/add', farmer.accessToken, {
      itemName,
      inventoryType: '1',
      distributionTypes: '1',
      consumerPriceCents: String(opts.priceCents),
      wholesalePriceCents: String(opts.priceCents),
      consumerUnit: '10',
      wholesaleUnit: '10',
      maximumConsumerQuantity: '50',
      maximumWholesaleQuantity: '50',
    });
    added.push(item);
  }
  await apiCall(request, 'POST', 'farmer/distributions/add', farmer.accessToken, opts.distribution);
  // `items` as the shop's API names them, for the buyer's steps (shop.ts).
  const items = added.map((i) => ({ _id: i.id, farmId: i.farmId, name: i.itemName }));
  return { ...added[0]!, items, farmName, farmer };
}

/**
 * A pick-up host of the test's own (signed up with PASSWORD) and the market the tests' admin gives them,
 * hidden unless `shown` (farms add pickups only at shown markets), so the shoppers' lists of other tests
 * stay as the demo data has them.
 */
export async function ownMarket(request: APIRequestContext, { shown = false } = {}) {
  const host = await createCustomer(request, { userType: '5', firstName: 'Marlow' });
  const admin = await adminToken(request);
  const fields = {
    marketName: `Depot Lot ${randomUUID().slice(0, 6)}`,
    addressLine1: '5 Higgins Ave',
    city: 'Missoula',
    state: 'MT',
    postalCode: '59801',
    hostUserId: host.id,
  };
  const save = (status: number, marketId?: number) =>
    apiCall<{ market: { id: number } }>(request, 'POST', 'admin/markets/save', admin, {
      ...fields,
      status,
      marketId,
    });
  const { market } = await save(shown ? 0 : 1);
  return { host, marketId: market.id, marketName: fields.marketName, hide: () => save(1, market.id) };
}

/**
 * A host's own market, a farm that hands out there, and a buyer's order paid by card to pick up there on
 * Saturday. `sameDay` more buyers order for that Saturday; with `otherDay`, the farm also hands out there
 * on Tuesdays and one more buyer orders for the Tuesday after.
 */
export async function orderAtOwnMarket(request: APIRequestContext, { sameDay = 0, otherDay = false } = {}) {
  const market = await ownMarket(request, { shown: true });
  const farm = await ownFarm(request, {
    itemName: 'Pea Shoots',
    priceCents: 500,
    distribution: saturdayPickup(market.marketId),
  });
  if (otherDay)
    await apiCall(request, 'POST', 'farmer/distributions/add', farm.farmer.accessToken, {
      ...saturdayPickup(market.marketId),
      pickups: [{ day: 2, time: [{ startTime: '4:00 PM', endTime: '6:00 PM' }] }],
    });
  const buy = async (day: number) => {
    const buyer = await createCustomer(request);
    const option = await cartWithPickup(request, buyer.accessToken, farm.items[0]!, 1, day);
    expect(option.locationName, 'the pickup is at the host’s market').toBe(market.marketName);
    return { buyer, order: await payByCard(request, buyer) };
  };
  const first = await buy(6);
  const others = [];
  for (let i = 0; i < sameDay; i++) others.push(await buy(6));
  const tuesday = otherDay ? await buy(2) : undefined;
  // Shown only while the buyers order: a hidden market's pickups are not offered.
  await market.hide();
  return { ...market, farm, ...first, sameDay: others, otherDay: tuesday };
}

/** A weekly pickup at the farm, orders taken Monday 6 AM to Friday 6 PM (open at the tests' clock). */
export const weekdayOrders = {
  placeOrderOpen: { day: 1, time: '6:00', meridiem: 'AM' },
  placeOrderClose: { day: 5, time: '6:00', meridiem: 'PM' },
};

/** Pickup at the farm on Saturday mornings, orders taken on weekdays (`marketId`: at that market instead). */
export const saturdayPickup = (marketId?: number) => ({
  selectPickDel: 1,
  ...(marketId ? { marketId } : {}),
  pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '11:00 AM' }] }],
  ...weekdayOrders,
});
