import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminToken, expect, PASSWORD, signInWithToken, test } from './fixtures';
import { setUpFarm } from './farmer';

const header = (page: Page) => page.getByRole('banner');

/** Issue 13.1: a farmer who signs up is held until an admin approves; then the farm is public. */
test('a farmer signs up and waits; the admin approves the sign-up and the farm appears on the Farms page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = randomUUID().slice(0, 6);
  const email = `tamsin-${suffix}@example.com`;
  const farmName = `Tamarack Hollow ${suffix}`;

  await page.goto('/');
  await header(page).getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('First name').fill('Tamsin');
  await dialog.getByLabel('Last name').fill('Reyes');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByLabel('I am a').selectOption({ label: 'Farmer' });
  await expect(dialog.getByText(/An admin will shortly verify your account/)).toBeVisible();
  await dialog.getByLabel('Address line 1').fill('3 Ridge Road');
  await dialog.getByLabel('City').fill('Hudson');
  await dialog.getByLabel('State').fill('NY');
  await dialog.getByLabel('Zip code').fill('12534');
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  // The portal says the account awaits approval, before and after the farm is set up.
  await expect(page).toHaveURL(/\/farmer$/);
  await expect(page.getByText('Your account awaits approval')).toBeVisible();
  await setUpFarm(page, farmName);
  await expect(page.getByText('Your account awaits approval')).toBeVisible();

  // A visitor does not see the farm.
  const visitor = await browser.newPage();
  await visitor.goto('/farms');
  const results = visitor.getByRole('region', { name: 'Farm results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(visitor.getByText(farmName)).toHaveCount(0);

  // The admin finds the sign-up among the applications and approves it.
  const adminPage = await browser.newPage();
  await signInWithToken(adminPage, { accessToken: await adminToken(request) });
  await adminPage.goto('/admin');
  const application = adminPage.getByRole('listitem').filter({ hasText: email });
  await expect(application).toContainText('approving lists the farm for buyers');
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Application approved. The farm is now listed').first()).toBeVisible();

  // Now the visitor sees it, and the farmer's notice is gone.
  await visitor.goto('/farms');
  await expect(visitor.getByText(farmName).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Farmer portal' })).toBeVisible();
  await expect(page.getByText('Your account awaits approval')).toHaveCount(0);
  await visitor.close();
  await adminPage.close();
});
