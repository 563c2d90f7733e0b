import type { Page } from '@playwright/test';
import { CLIENT_AUTH, createCustomer, expect, signInWithToken, test } from './fixtures';
import { ownFarm, ownMarket, saturdayPickup } from './farmer';

/**
 * Issue 15.3: a market's category chips are the server's, of every page of its products (not of the
 * page loaded), and a chip filters the list on the server, so 'Show more products' pages that category.
 */

const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const product = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 3 });

test('a market chip finds a category that is only on a later page, and pages one category', async ({
  page,
  request,
}) => {
  const { marketId, marketName } = await ownMarket(request, { shown: true });
  // 26 vegetables, and made first (so last in the newest-first list, past the first page of 24) a cheese.
  const greens = Array.from({ length: 26 }, (_, i) => `Greens No. ${i + 1}`);
  const farm = await ownFarm(request, {
    itemName: 'Aged Cheddar',
    moreItems: greens,
    priceCents: 300,
    distribution: saturdayPickup(marketId),
  });
  const cheese = await request.post('/api/farmer/inventory/edit', {
    headers: { authorization: CLIENT_AUTH, accesstoken: farm.farmer.accessToken },
    multipart: {
      inventoryId: String(farm.id),
      itemName: 'Aged Cheddar',
      inventoryType: '8',
      distributionTypes: '1',
      consumerPriceCents: '300',
      wholesalePriceCents: '300',
      consumerUnit: '10',
      wholesaleUnit: '10',
      maximumConsumerQuantity: '50',
      maximumWholesaleQuantity: '50',
    },
  });
  expect(cheese.ok(), await cheese.text()).toBeTruthy();

  const buyer = await createCustomer(request);
  await signInWithToken(page, buyer);
  await page.goto(`/marketpopups/marketpopuplist/${marketId}`);
  await expect(page.getByRole('heading', { name: marketName, level: 1 })).toBeVisible();

  // The first page holds 24 vegetables only, yet Dairy has its chip, and each chip its count.
  await expect(product(page, /^Greens No\./)).toHaveCount(24);
  await expect(product(page, 'Aged Cheddar')).toHaveCount(0);
  await expect(chip(page, 'Vegetables')).toContainText('26');
  await expect(chip(page, 'Dairy')).toContainText('1');

  await chip(page, 'Dairy').click();
  await expect(chip(page, 'Dairy')).toHaveAttribute('aria-pressed', 'true');
  await expect(product(page, 'Aged Cheddar')).toBeVisible();
  await expect(product(page, /^Greens No\./)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show more products' })).toHaveCount(0);

  // Vegetables: a page of 24, then the last 2, and never the cheese.
  await chip(page, 'Vegetables').click();
  await expect(chip(page, 'Vegetables')).toHaveAttribute('aria-pressed', 'true');
  await expect(product(page, /^Greens No\./)).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(product(page, /^Greens No\./)).toHaveCount(26);
  await expect(product(page, 'Aged Cheddar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show more products' })).toHaveCount(0);

  // All again: everything, a page at a time.
  await chip(page, 'All').click();
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(product(page, /^Greens No\./)).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(product(page, 'Aged Cheddar')).toBeVisible();
});
