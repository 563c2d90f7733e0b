import { readFile } from 'node:fs/promises';
import { createCustomer, createWholesaleBuyer, expect, signInWithToken, test } from './fixtures';
import { addCardInBrowser, apiCall, cartWithPickup, payByCard, pickupItem, saveCard } from './shop';

const HAWTHORN = 'Hawthorn Hollow Farm';
const PIONEER = 'Pioneer Valley Growers';

test('a customer buys from two farms, pickup for one and delivery for the other, and finds the order with its PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createCustomer(page.request);
  await signInWithToken(page, user);
  const pioneerItem = await pickupItem(request, PIONEER, user.accessToken);

  // Carrots from Hawthorn Hollow, from the farm page's product card.
  const farms = await apiCall<{ result: { _id: number; farmName: string }[] }>(
    request,
    'GET',
    'farm/getFarm?search=Hawthorn',
    user.accessToken,
  );
  await page.goto(`/farms/farmlist/${farms.result[0]!._id}`);
  const carrots = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Carrots' }) });
  await carrots.getByRole('button', { name: 'Add to cart' }).click();
  await expect(carrots.getByRole('button', { name: 'Added to cart' })).toBeDisabled();

  // And a Pioneer Valley product from its product page, for pickup.
  await page.goto(`/farms/farmlist/productdetails/${pioneerItem._id}`);
  await page
    .getByRole('radio', { name: 'Pick up', exact: true })
    .check()
    .catch(() => undefined);
  // The product page asks for the minimum purchase ($10).
  await page.getByLabel(`Quantity of ${pioneerItem.name}`, { exact: true }).fill('5');
  await page.locator('input[name="pickup"]:not([disabled])').first().check();
  await page.getByLabel(/I agree to collect my order/).check();
  await page.getByRole('button', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(/\/shoppingcart$/);
  await expect(page.getByRole('link', { name: 'Shopping cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();

  const hawthorn = page.getByRole('region', { name: `${HAWTHORN} Products` });
  await hawthorn.getByRole('tab', { name: 'Delivery' }).click();
  // The buyer's saved address is the delivery address already (issue 15); they may change it.
  await expect(hawthorn.getByText('Deliver to 14 Warren Street')).toBeVisible();
  await hawthorn.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Delivery Address' });
  await modal.getByLabel('Address line 1').fill('14 Warren Street');
  await modal.getByLabel('City').fill('Hudson');
  await modal.getByLabel('State').fill('NY');
  await modal.getByLabel('Zip code').fill('12534');
  await modal.getByRole('button', { name: 'Save Address' }).click();
  await expect(modal).toBeHidden();
  // The radios show the server's saved choice: click, then see it chosen.
  await hawthorn.getByRole('radio', { name: /Friday 2:00 PM - 6:00 PM/ }).click();
  await expect(hawthorn.getByRole('radio', { name: /Friday 2:00 PM - 6:00 PM/ })).toBeChecked();
  await expect(page.getByText('Delivery Charge')).toBeVisible();

  const pioneer = page.getByRole('region', { name: `${PIONEER} Products` });
  // The pickup chosen on the product page is the farm's choice in the cart.
  await expect(pioneer.getByRole('radio', { checked: true })).toHaveCount(1);
  // Two carrots: the quantity is saved after a pause.
  await hawthorn.getByRole('button', { name: 'Increase Quantity of Carrots' }).click();
  await expect(hawthorn.getByText('$8.00')).toBeVisible();

  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL(/\/ordersummary$/);

  const card = await addCardInBrowser(page);
  await expect(card).toBeHidden();
  await expect(page.getByRole('radio', { name: /Visa •••• •••• •••• 4242/ })).toBeChecked();
  await page.getByLabel('Phone').fill('5185550100');

  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
  await expect(placed).toBeVisible();
  await placed.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/ordernumber\?orderId=\d+$/);
  await expect(page.getByText(HAWTHORN)).toBeVisible();

  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: HAWTHORN });
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: /View/ }).click();
  const details = page.getByRole('dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('button', { name: /Download PDF of order #\d+/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^order-\d+\.pdf$/);
  await expect(details.getByRole('button', { name: /Download PDF/ })).toHaveCount(1);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const cart = await apiCall<{ result: { lineCount: number } }>(
    request,
    'GET',
    'addCart/getCart',
    user.accessToken,
  );
  expect(cart.result.lineCount).toBe(0);
});

test('a declined card shows the card network message and leaves the cart as it was', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createCustomer(page.request);
  const item = await pickupItem(request, PIONEER, user.accessToken);
  await cartWithPickup(request, user.accessToken, item, 2);
  await saveCard(request, user.accessToken, '4000000000000002');
  await signInWithToken(page, user);
  await page.goto('/ordersummary');
  await expect(page.getByRole('radio', { name: /•••• 0002/ })).toBeChecked();
  await page.getByLabel('Phone').fill('5185550100');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  const cart = await apiCall<{ result: { lineCount: number; totalBuyProduct: number } }>(
    request,
    'GET',
    'addCart/getCart',
    user.accessToken,
  );
  expect(cart.result).toMatchObject({ lineCount: 1, totalBuyProduct: 2 });
});

test('a wholesale buyer approved for invoices pays by invoice', async ({ page, request }) => {
  const buyer = await createWholesaleBuyer(request, { invoices: true });
  const item = await pickupItem(request, PIONEER, buyer.accessToken);
  await cartWithPickup(request, buyer.accessToken, item, 1);
  await signInWithToken(page, buyer);
  await page.goto('/ordersummary');
  await expect(page.getByRole('button', { name: 'Pay by Card' })).toBeVisible();
  await page.getByLabel('Organization').fill('Blue Door Bistro');
  await page.getByLabel('Phone').fill('5185550100');
  await page.getByRole('button', { name: 'Pay by Invoice' }).click();
  await expect(
    page.getByRole('dialog', {
      name: 'Your order has been placed. You will receive an email from Local Food Marketplace with your invoice shortly.',
    }),
  ).toBeVisible();
});

test('a subscription shows in Orders and can be cancelled once', async ({ page, request }) => {
  const user = await createCustomer(page.request);
  const farmsWithSubscriptions = [
    PIONEER,
    'Pine Barrens Berry Farm',
    'Wallkill Valley Farm & Bakehouse',
    'Two Rivers Creamery',
    'Cold Spring Greens',
  ];
  let item: Awaited<ReturnType<typeof pickupItem>> | undefined;
  for (const farm of farmsWithSubscriptions) {
    item = await pickupItem(request, farm, user.accessToken, { subscription: true }).catch(() => undefined);
    if (item) break;
  }
  expect(item, 'a subscription product with an open pickup').toBeTruthy();
  await cartWithPickup(request, user.accessToken, item!, 1);
  await payByCard(request, user);

  await signInWithToken(page, user);
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: item!.name }).filter({ hasText: 'Active' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Cancel/ }).click();
  // The status in words (issue 32): 'Cancelled', no more the processor's 'canceled'.
  const canceled = page.getByRole('row').filter({ hasText: item!.name }).filter({ hasText: 'Cancelled' });
  await expect(canceled).toBeVisible();
  await expect(canceled.getByRole('button', { name: /Cancel/ })).toBeDisabled();
});
