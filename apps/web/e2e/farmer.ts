/** Browser steps of the farmer portal tests. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
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
