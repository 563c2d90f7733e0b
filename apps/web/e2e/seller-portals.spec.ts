import type { Page } from '@playwright/test';
import { expect, PASSWORD, test } from './fixtures';
import { ownFarm, ownMarket, saturdayPickup } from './farmer';

/**
 * SPEC 1: farmers and pick-up hosts are sent to their own pages after signing in. Opened on 127.0.0.1 (as
 * on a LAN address or a phone), not localhost: the redirect must stay on that address, where the session is.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3300}` });

async function signInAs(page: Page, kind: RegExp, email: string) {
  await page.goto('/');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Sign in as' }).getByRole('button', { name: kind }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

test('a farmer signs in on 127.0.0.1 and lands signed in in the farmer portal, and walks it', async ({
  page,
  request,
}) => {
  // A farmer of the test's own, approved, whose farm hands out at the farm (12 Mill Road, Hudson).
  const { farmer } = await ownFarm(request, {
    itemName: 'Kohlrabi',
    priceCents: 300,
    distribution: saturdayPickup(),
  });
  await signInAs(page, /Farmer/, farmer.email);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/farmer$/);
  const nav = page.getByRole('navigation', { name: 'Farmer portal' });
  await expect(nav).toBeVisible();

  await nav.getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/farmer\/inventory$/);
  await expect(page.getByRole('button', { name: 'Add item' })).toBeVisible();

  await nav.getByRole('link', { name: 'Distributions' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/farmer\/distributions$/);
  await expect(page.getByRole('heading', { name: 'Distributions' })).toBeVisible();
  await expect(page.getByText('Pickup at 12 Mill Road, Hudson')).toBeVisible();

  // The order window form says what 12 AM means (SPEC 4: noon) and refuses a same-day window that closes first.
  await page.getByRole('button', { name: 'Add distribution' }).click();
  const form = page.getByRole('dialog', { name: 'Add distribution' });
  await form.getByLabel('Orders open on').selectOption({ label: 'Wednesday' });
  await form.getByLabel('Orders close on').selectOption({ label: 'Wednesday' });
  await form.getByLabel('Orders open at').fill('00:30');
  await expect(form.getByText('12:30 AM is read as 12:30 PM (noon)', { exact: false })).toBeVisible();
  await form.getByLabel('Orders open at').fill('17:00');
  await form.getByLabel('Orders close at').fill('09:00');
  await expect(
    form.getByRole('alert').filter({ hasText: 'Orders must close after they open on the same day.' }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Save distribution' }).click();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Close' }).first().click();

  // Still signed in after a reload: the session lives on this origin.
  await page.reload();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeHidden();
});

test('a pick-up host signs in on 127.0.0.1 and lands signed in on their pickups page', async ({
  page,
  request,
}) => {
  const { host } = await ownMarket(request);
  await signInAs(page, /Pick Up Host/, host.email);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pickups$/);
  await expect(page.getByRole('heading', { name: 'Pick Up Host Orders' })).toBeVisible();
  const days = page.getByRole('group', { name: 'Pickup day' });
  await days.getByRole('button', { name: 'Saturday' }).click();
  await expect(days.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'true');
  await days.getByRole('button', { name: 'All days' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeHidden();
});
