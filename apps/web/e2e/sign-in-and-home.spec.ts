import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createCustomer, expect, PASSWORD, test } from './fixtures';

const header = (page: Page) => page.getByRole('banner');

async function chooseKind(page: Page, kind: RegExp) {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Sign in as' }).getByRole('button', { name: kind }).click();
  return page.getByRole('dialog', { name: 'Sign in' });
}

test('a customer who chose Farmer is told kindly which account this is, signed in, and the kind is remembered', async ({
  page,
}) => {
  const user = await createCustomer(page.request);
  await page.goto('/');
  const dialog = await chooseKind(page, /Farmer/);
  await expect(dialog).toContainText('Signing in as Farmer');
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('This is a local customer account.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: new RegExp(`Hi, ${user.firstName}`) })).toBeVisible();

  // Signed out, the chooser points at the kind this device used last.
  await page.evaluate(() => {
    ['accessToken', 'userType', 'isLoggedIn'].forEach((k) => localStorage.removeItem(k));
  });
  await page.reload();
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in as' });
  await expect(chooser.getByRole('button', { name: /Local Customer.*Last used here/ })).toBeFocused();
  await expect(chooser.getByText('Last used here')).toHaveCount(1);
});

test('the kind chosen to sign in opens the matching sign-up form', async ({ page }) => {
  await page.goto('/');
  const dialog = await chooseKind(page, /School/);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signUp.getByLabel('I am a')).toHaveValue(/\d/);
  await expect(signUp.getByLabel('I am a').locator('option:checked')).toHaveText(/School/);
});

test('the home page has one newsletter sign-up besides the footer, and it works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText(
    'Fresh from local farms',
  );
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const forms = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(forms).toHaveCount(2);
  await expect(page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' })).toHaveCount(
    1,
  );
  await expect(page.getByRole('contentinfo')).toContainText(
    `Copyright © 2020–${new Date().getFullYear()} Local Food Marketplace`,
  );

  const post = page
    .getByRole('region', { name: /Hear it first/ })
    .getByRole('form', { name: 'Newsletter sign-up' });
  await post.getByLabel('Name').fill('Wren Tester');
  await post.getByLabel('Email').fill(`wren-${randomUUID().slice(0, 8)}@example.com`);
  await post.getByLabel('Zip code').fill('12534');
  await post.getByRole('button', { name: 'Sign up' }).click();
  await expect(post.getByLabel('Email')).toHaveValue('');
});
