import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createCustomer, expect, signInWithToken, test, type TestUser } from './fixtures';
import { approveSignup } from './farmer';

const CLIENT_AUTH = `Basic ${Buffer.from('lfm-web:lfm-web-local-secret').toString('base64')}`;

/** A farm in Hudson with one delivery-only item at $10, set up through the farmer portal's API. */
async function farmWithItem(
  request: APIRequestContext,
  farmer: TestUser,
  farmName: string,
  itemName: string,
) {
  const headers = { authorization: CLIENT_AUTH, accesstoken: farmer.accessToken };
  const farm = await request.post('/api/farmer/farm', {
    headers,
    multipart: { farmName, addressLine1: '12 Mill Road', city: 'Hudson', state: 'NY', postalCode: '12534' },
  });
  expect(farm.ok(), await farm.text()).toBeTruthy();
  const item = await request.post('/api/farmer/inventory/add', {
    headers,
    multipart: {
      itemName,
      inventoryType: '1',
      distributionTypes: '2',
      consumerPriceCents: '1000',
      wholesalePriceCents: '800',
      consumerUnit: '3',
      wholesaleUnit: '3',
      maximumConsumerQuantity: '20',
      maximumWholesaleQuantity: '20',
    },
  });
  expect(item.ok(), await item.text()).toBeTruthy();
  return ((await item.json()).responseData.item as { id: number }).id;
}

test('a farmer prices delivery by zone with free delivery over $30; the product page quotes what the cart charges @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 6);
  const farmName = `Zone Farm ${suffix}`;
  const itemName = `Zoned Chard ${suffix}`;
  const farmer = await createCustomer(request, { userType: '1' });
  const itemId = await farmWithItem(request, farmer, farmName, itemName);
  await approveSignup(request, farmer.email); // a new farmer's farm is public once approved (issue 13.1)

  // The farmer's delivery: $4 flat, $2.50 to Hillsdale (12529), free from $30.
  await signInWithToken(page, farmer, 1);
  await page.goto('/farmer/distributions');
  await page.getByRole('button', { name: 'Add distribution' }).click();
  const form = page.getByRole('dialog', { name: 'Add distribution' });
  await form.getByRole('radio', { name: 'Delivery' }).check();
  // Zips of Columbia County no other test delivers to, for consumers only.
  await form.getByLabel('Zip codes served').fill('12502, 12529');
  await form.getByLabel('Delivery for').selectOption('Consumers');
  await form.getByLabel('Flat fee ($)').fill('4');
  await form.getByLabel(/Zone fees/).fill('12529 2.50');
  await form.getByLabel('Free delivery from ($)').fill('30');
  await form.getByLabel('Delivery day 1').selectOption('Thursday');
  await form.getByLabel('Delivery 1 time').fill('9:00 AM - 1:00 PM');
  await form.getByRole('button', { name: 'Save distribution' }).click();
  await expect(
    form.getByText('Write each zone as zip codes, a colon and the fee, like 12534, 12513: 3.00'),
  ).toBeVisible();
  await form.getByLabel(/Zone fees/).fill('12529: 2.50');
  await form.getByRole('button', { name: 'Save distribution' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Thursday 9:00 AM - 1:00 PM' });
  await expect(card).toContainText('$4.00 flat');
  await expect(card).toContainText('$2.50 to 12529');
  await expect(card).toContainText('free from $30.00');

  // A buyer reads the quote on the product page...
  const buyer = await createCustomer(request, {
    addressLine1: '3 Main Street',
    city: 'Ancram',
    postalCode: '12502',
  });
  const buyerPage = page;
  await signInWithToken(buyerPage, buyer);
  await buyerPage.goto(`/farms/farmlist/productdetails/${itemId}`);
  await expect(buyerPage.getByRole('heading', { name: itemName })).toBeVisible();
  const address = buyerPage.getByRole('group', { name: 'Delivery address' });
  await address.getByLabel('Address line 1').fill('9 Anthony Street');
  await address.getByLabel('City').fill('Hillsdale');
  await address.getByLabel('State').fill('NY');
  await address.getByLabel('Zip code').fill('12529');
  const quote = address.getByText('Flat Fee').locator('xpath=ancestor::p[1]');
  await expect(quote).toContainText('$2.50');
  await expect(
    buyerPage.getByText('Free delivery on orders of $30.00 or more from this farm.'),
  ).toBeVisible();
  // ... and three bunches ($30) would come free.
  await buyerPage.getByLabel(`Quantity of ${itemName}`, { exact: true }).fill('3');
  await expect(buyerPage.getByText('Free delivery', { exact: true })).toBeVisible();
  await buyerPage.getByLabel(`Quantity of ${itemName}`, { exact: true }).fill('1');
  await expect(quote).toContainText('$2.50');
  await buyerPage.getByRole('button', { name: 'Buy Now' }).click();

  // The cart charges the quoted $2.50 once the delivery day is chosen.
  await expect(buyerPage).toHaveURL(/\/shoppingcart$/);
  const block = buyerPage.getByRole('region', { name: `${farmName} Products` });
  await expect(block.getByText('Fee $2.50')).toBeVisible();
  await block.getByRole('radio', { name: /Thursday 9:00 AM - 1:00 PM/ }).click();
  await expect(block.getByRole('radio', { name: /Thursday 9:00 AM - 1:00 PM/ })).toBeChecked();
  const totals = buyerPage.getByRole('definition');
  await expect(buyerPage.getByText('Delivery Charge')).toBeVisible();
  await expect(totals.filter({ hasText: '$2.50' })).toHaveCount(1);
  await expect(totals.filter({ hasText: '$12.50' })).toHaveCount(1);
});
