/** Browser steps of the farmer portal tests. */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createCustomer, expect } from './fixtures';
import { apiCall, logIn } from './shop';

// A 1×1 PNG: the server turns any photo into a WebP of its own size.
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A farmer without a farm yet is asked for one before anything else. */
export async function setUpFarm(page: Page, farmName: string) {
  const main = page.getByRole('main');
  await expect(page.getByText('Welcome! Tell buyers about your farm first.')).toBeVisible();
  await main.getByLabel('Farm name').fill(farmName);
  await main.getByLabel('Short info').fill('Roots and greens from the river flats.');
  await main.getByLabel('Address line 1').fill('12 Mill Road');
  await main.getByLabel('City').fill('Hudson');
  await main.getByLabel('State').fill('NY');
  await main.getByLabel('Zip code').fill('12534');
  await main.getByLabel('Certified organic').check();
  await main.getByRole('button', { name: 'Save farm' }).click();
  await expect(page.getByRole('navigation', { name: 'Farmer portal' })).toBeVisible();
}

/** A farmer who signed up waits for approval (issue 13): the demo admin approves the sign-up. */
export async function approveSignup(request: APIRequestContext, email: string) {
  const admin = await logIn(request, 'admin@demo.local');
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

const CLIENT_AUTH = `Basic ${Buffer.from('lfm-web:lfm-web-local-secret').toString('base64')}`;

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
 * An approved farm of the test's own in Hudson with one pickup item and one distribution, set up through
 * the farmer portal's API, so a test that needs an unusual item or slot disturbs no other test's demo farm.
 */
export async function ownFarm(
  request: APIRequestContext,
  opts: { itemName: string; priceCents: number; distribution: Record<string, unknown> },
) {
  const farmer = await createCustomer(request, { userType: '1', firstName: 'Hollis' });
  await approveSignup(request, farmer.email);
  await multipart(request, 'farmer/farm', farmer.accessToken, {
    farmName: `${opts.itemName.split(' ')[0]} Acres ${randomUUID().slice(0, 6)}`,
    addressLine1: '12 Mill Road',
    city: 'Hudson',
    state: 'NY',
    postalCode: '12534',
  });
  const { item } = await multipart(request, 'farmer/inventory/add', farmer.accessToken, {
    itemName: opts.itemName,
    inventoryType: '1',
    distributionTypes: '1',
    consumerPriceCents: String(opts.priceCents),
    wholesalePriceCents: String(opts.priceCents),
    consumerUnit: '10',
    wholesaleUnit: '10',
    maximumConsumerQuantity: '50',
    maximumWholesaleQuantity: '50',
  });
  await apiCall(request, 'POST', 'farmer/distributions/add', farmer.accessToken, opts.distribution);
  return item as { id: number; farmId: number; itemName: string };
}

/** A weekly pickup at the farm, orders taken Monday 6 AM to Friday 6 PM (open at the tests' clock). */
export const weekdayOrders = {
  placeOrderOpen: { day: 1, time: '6:00', meridiem: 'AM' },
  placeOrderClose: { day: 5, time: '6:00', meridiem: 'PM' },
};
