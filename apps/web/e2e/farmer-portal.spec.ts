import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { allMail, createCustomer, expect, signInWithToken, test } from './fixtures';
import { approveSignup, ownFarm, PHOTO, saturdayPickup, setUpFarm } from './farmer';
import { saveCard } from './shop';

const header = (page: Page) => page.getByRole('banner');

async function signInAsFarmer(page: Page, email: string, password: string) {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in as' })
    .getByRole('button', { name: /Farmer/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

test('a farmer lists an item with a photo and a delivery; a buyer in a served zip orders it and sees it harvested and tracked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = randomUUID().slice(0, 6);
  const farmName = `Riverflat Farm ${suffix}`;
  const itemName = `Purple Kohlrabi ${suffix}`;
  const farmer = await createCustomer(request, { userType: '1', firstName: 'Hollis' });
  await approveSignup(request, farmer.email);

  // Signs in and lands in the portal, which asks for the farm first.
  await signInAsFarmer(page, farmer.email, farmer.password);
  await expect(page).toHaveURL(/\/farmer$/);
  await setUpFarm(page, farmName);

  // An item with a photo, delivered only.
  await page.getByRole('link', { name: 'Inventory' }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  const itemForm = page.getByRole('dialog', { name: 'Add item' });
  await itemForm.getByRole('button', { name: 'Save item' }).click();
  await expect(itemForm.getByText('Item name is required.')).toBeVisible();
  await itemForm.getByLabel('Item name').fill(itemName);
  await itemForm.getByLabel('Variety', { exact: true }).fill('Kolibri');
  await itemForm.getByLabel('Pickup').uncheck();
  await itemForm.getByLabel('Consumer price ($)').fill('3.50');
  await itemForm.getByLabel('Wholesale price ($)').fill('3.00');
  await itemForm
    .getByLabel('Photo')
    .setInputFiles({ name: 'kohlrabi.png', mimeType: 'image/png', buffer: PHOTO });
  await itemForm.getByRole('button', { name: 'Save item' }).click();
  await expect(itemForm).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByText(itemName, { exact: true }) });
  await expect(row).toContainText('$3.50 / $3.00');
  await expect(row.getByRole('img', { name: `Photo of ${itemName}` })).toHaveAttribute('src', /\.webp$/);
  // A duplicate opens to be edited into the next item, unlisted until then.
  await row.getByRole('button', { name: 'Duplicate' }).click();
  const copy = page.getByRole('dialog', { name: `Edit ${itemName} (copy)` });
  await expect(copy.getByLabel('Status')).toHaveValue('0');
  await copy.getByRole('button', { name: 'Close', exact: true }).last().click();
  const copyRow = page.getByRole('row').filter({ hasText: `${itemName} (copy)` });
  await expect(copyRow).toContainText('Out of stock');
  await expect(copyRow).toContainText('Draft: edit to publish');

  // Delivery to one zip code, orders open now (the test clock is a Wednesday 10:00).
  await page.getByRole('link', { name: 'Distributions' }).click();
  await page.getByRole('button', { name: 'Add distribution' }).click();
  const distForm = page.getByRole('dialog', { name: 'Add distribution' });
  await distForm.getByRole('radio', { name: 'Delivery' }).check();
  await distForm.getByRole('button', { name: 'Save distribution' }).click();
  await expect(distForm.getByText('Add the zip codes you serve.')).toBeVisible();
  // Consumers in Ancram only, so the other tests' farm and delivery lists stay as the demo data has them.
  await distForm.getByLabel('Zip codes served').fill('12502');
  await distForm.getByLabel('Delivery for').selectOption('Consumers');
  await distForm.getByLabel('Flat fee ($)').fill('4');
  await distForm.getByLabel('Delivery day 1').selectOption('Thursday');
  await distForm.getByLabel('Delivery 1 time').fill('9:00 AM - 1:00 PM');
  await expect(distForm.getByText('Open now')).toBeVisible();
  await distForm.getByRole('button', { name: 'Save distribution' }).click();
  await expect(distForm).toBeHidden();
  const delivery = page.getByRole('listitem').filter({ hasText: 'Thursday 9:00 AM - 1:00 PM' });
  await expect(delivery).toContainText('Zip codes: 12502');
  await expect(delivery).toContainText('$4.00 flat');
  await expect(delivery).toContainText('Open now');

  // A buyer in Ancram (12502) finds it on the public farm page and orders it for delivery.
  const buyer = await createCustomer(request, {
    addressLine1: '3 Main Street',
    city: 'Ancram',
    postalCode: '12502',
  });
  const buyerPage = await (await browser.newContext()).newPage();
  await signInWithToken(buyerPage, buyer);
  await buyerPage.goto('/farms');
  await buyerPage.getByRole('link', { name: farmName }).first().click();
  await expect(buyerPage.getByRole('heading', { name: farmName, level: 1 })).toBeVisible();
  const card = buyerPage
    .getByRole('article')
    .filter({ has: buyerPage.getByRole('heading', { name: itemName, exact: true }) });
  await expect(card.getByText('$3.50')).toBeVisible();
  await card.getByRole('textbox', { name: `Quantity of ${itemName}` }).fill('4');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(card.getByRole('button', { name: 'Added to cart' })).toBeDisabled();

  await buyerPage.goto('/shoppingcart');
  const block = buyerPage.getByRole('region', { name: `${farmName} Products` });
  await block.getByRole('tab', { name: 'Delivery' }).click();
  // The buyer's saved address in Ancram is the delivery address already (issue 15); they confirm it.
  await expect(block.getByText('Deliver to 3 Main Street')).toBeVisible();
  await block.getByRole('button', { name: 'Edit' }).click();
  const address = buyerPage.getByRole('dialog', { name: 'Delivery Address' });
  await address.getByLabel('Address line 1').fill('3 Main Street');
  await address.getByLabel('City').fill('Ancram');
  await address.getByLabel('State').fill('NY');
  await address.getByLabel('Zip code').fill('12502');
  await address.getByRole('button', { name: 'Save Address' }).click();
  await expect(address).toBeHidden();
  await block.getByRole('radio', { name: /Thursday 9:00 AM - 1:00 PM/ }).click();
  await expect(block.getByRole('radio', { name: /Thursday 9:00 AM - 1:00 PM/ })).toBeChecked();
  await expect(buyerPage.getByText('$18.00')).toBeVisible();
  await saveCard(request, buyer.accessToken);
  await buyerPage.getByRole('button', { name: 'Checkout' }).click();
  await expect(buyerPage).toHaveURL(/\/ordersummary$/);
  await expect(buyerPage.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
  await buyerPage.getByLabel('Phone').fill('5185550100');
  await buyerPage.getByRole('button', { name: 'Place Order' }).click();
  const placed = buyerPage.getByRole('dialog', { name: 'Order Placed Successfully!' });
  const viewOrder = await placed.getByRole('link', { name: 'View order' }).getAttribute('href');
  const orderId = Number(/orderId=(\d+)/.exec(viewOrder ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);

  // The farmer sees it, marks it harvested and adds the tracking number.
  await page.getByRole('link', { name: 'Orders' }).click();
  const group = page.getByRole('listitem').filter({ hasText: `#${orderId}` });
  await expect(group).toContainText(`4 × ${itemName}`);
  await expect(group).toContainText('Delivery to 3 Main Street');
  await group.getByLabel(`Harvest status of order #${orderId}`).selectOption('Harvested');
  await expect(page.getByText('Marked Harvested.')).toBeVisible();
  await group.getByLabel(`Tracking numbers of order #${orderId}`).fill('1Z999AA10123456784');
  await group.getByRole('button', { name: 'Save tracking' }).click();
  await expect(page.getByText('Tracking numbers saved.')).toBeVisible();

  // The buyer's Orders page shows both.
  await buyerPage.goto('/orders');
  const orderRow = buyerPage.getByRole('row').filter({ hasText: farmName });
  await expect(orderRow).toContainText('Harvested');
  await orderRow.getByRole('button', { name: /View/ }).click();
  await expect(buyerPage.getByRole('dialog').getByRole('link', { name: /1Z999AA10123456784/ })).toBeVisible();
  await expect
    .poll(async () => (await allMail(buyer.email)).find((m) => m.includes('1Z999AA10123456784')), {
      timeout: 15_000,
    })
    .toContain(`Subject: Your order #${orderId} has shipped`);
  await buyerPage.context().close();
});

test('the farmer portal works at phone width @phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { farmer } = await ownFarm(request, {
    itemName: 'Carrots',
    priceCents: 350,
    distribution: saturdayPickup(),
  });
  await signInWithToken(page, farmer);
  await page.goto('/farmer/inventory');
  await expect(page.getByRole('navigation', { name: 'Farmer portal' })).toBeVisible();
  // Each item is a card whose actions are on screen, not off to the side of a table.
  const edit = page.getByRole('button', { name: 'Edit Carrots' });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport({ ratio: 1 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Carrots' });
  await expect(dialog.getByLabel('Item name')).toHaveValue('Carrots');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});
