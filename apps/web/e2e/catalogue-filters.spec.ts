import type { Page } from '@playwright/test';
import { createCustomer, expect, signInWithToken, test } from './fixtures';

/** Issue 15: long pages (a market, To Your Door) get category chips and a compact list. */

const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

test('a market page filters its products by category and lists them compactly, one line each @phone', async ({
  page,
}) => {
  const buyer = await createCustomer(page.request);
  await signInWithToken(page, buyer);
  await page.goto('/order-now');
  await page.getByRole('link', { name: /Order Now at Hudson Farmers Market/ }).click();
  await expect(page.getByRole('heading', { name: 'Hudson Farmers Market', level: 1 })).toBeVisible();

  // Every product at first, as cards.
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Carrots', level: 3 })).toBeVisible();

  // Seedlings only.
  await chip(page, 'Seedlings').click();
  await expect(chip(page, 'Seedlings')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { name: 'Tomato Seedlings', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carrots', level: 3 })).toHaveCount(0);

  // The compact list: name, farm, price and Add on one line, within the screen.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Basil Seedlings' }) });
  await expect(row).toContainText('Hawthorn Hollow Farm');
  await expect(row).toContainText('$5.00 / 4-pack');
  const add = row.getByRole('button', { name: /^Add\W+Basil Seedlings$/ });
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport({ ratio: 1 });
  const box = await row.boundingBox();
  expect(box!.height).toBeLessThan(80);
  await noSidewaysScroll(page);

  await add.click();
  await expect(page.getByText('Basil Seedlings is in your cart')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Added\W+Basil Seedlings$/ })).toBeDisabled();

  // All again: the vegetables are back, still as a list.
  await chip(page, 'All').click();
  await expect(page.getByRole('link', { name: 'Carrots', exact: true })).toBeVisible();
  await noSidewaysScroll(page);
});

test('To Your Door filters by category across its pages and remembers the list view @phone', async ({
  page,
}) => {
  const buyer = await createCustomer(page.request);
  await signInWithToken(page, buyer);
  await page.goto('/toyourdoor');
  await expect(page.getByRole('heading', { name: 'To Your Door', level: 1 })).toBeVisible();
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Wildflower Honey', level: 3 })).toBeVisible();

  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('link', { name: 'Wildflower Honey' })).toBeVisible();
  await noSidewaysScroll(page);

  await chip(page, 'Dairy').click();
  await expect(page).toHaveURL(/category=8/);
  await expect(chip(page, 'Dairy')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Cheddar Gift Box' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wildflower Honey' })).toHaveCount(0);
  // A closed order window is written, not only greyed.
  await expect(
    page.getByRole('article').filter({ hasText: 'Cheddar Gift Box' }).getByText('Closed'),
  ).toBeVisible();
  await noSidewaysScroll(page);

  // The list view is this device's choice: it stays on the next visit.
  await page.reload();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'Dairy')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Cards' }).click();
  await expect(page.getByRole('heading', { name: 'Cheddar Gift Box', level: 3 })).toBeVisible();
});
