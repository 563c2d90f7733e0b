/** Browser steps of the farmer portal tests. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
