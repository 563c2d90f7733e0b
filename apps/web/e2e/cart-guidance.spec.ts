import type { APIRequestContext, Page } from '@playwright/test';
import { createCustomer, expect, signInWithToken, test, type TestUser } from './fixtures';
import { approvedApplicant, ownFarm, saturdayPickup } from './farmer';
import { addCardInBrowser, addToCart, farmItems, saveCard, type Item } from './shop';

/** Issue 15: the cart and checkout guide the buyer instead of scolding. */

const buyable = (i: Item) =>
  i.status === 1 && i.orderWindowOpen && i.maxQuantity > 3 && i.subscriptionIntervalCount === 0;

/** A demo product that ships (Hawthorn Hollow and Two Rivers ship to New York City's zips). */
async function shippableItem(request: APIRequestContext, user: Pick<TestUser, 'accessToken'>) {
  for (const farm of ['Hawthorn Hollow Farm', 'Two Rivers Creamery']) {
    const item = (await farmItems(request, user.accessToken, farm)).items.find(
      (i) => buyable(i) && i.isShippable,
    );
    if (item) return item;
  }
  throw new Error('No demo product ships');
}

/** Issue 15: the checkout's steps, Cart → Details → Pay, with the one the buyer is at marked. */
async function expectStep(page: Page, current: 'Cart' | 'Details' | 'Pay') {
  const steps = page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem');
  await expect(steps).toHaveText([/Cart/, /Details/, /Pay/]);
  const marked = steps.and(page.locator('[aria-current="step"]'));
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(current);
}

test('the cart says what is missing once, after Checkout, and preselects the only open choice', async ({
  page,
}) => {
  const user = await createCustomer(page.request);
  // Cold Spring Greens has one open pickup and does not deliver to the buyer's zip: the cart chooses it.
  const cold = await farmItems(page.request, user.accessToken, 'Cold Spring Greens');
  const mushrooms = cold.items.find((i) => buyable(i) && i.distributionTypes.includes(1) && !i.isShippable)!;
  // Hawthorn Hollow has a pickup and delivery days: the buyer chooses.
  const hawthorn = await farmItems(page.request, user.accessToken, 'Hawthorn Hollow Farm');
  const carrots = hawthorn.items.find((i) => buyable(i) && i.name === 'Carrots')!;
  await addToCart(page.request, user.accessToken, mushrooms);
  await addToCart(page.request, user.accessToken, carrots, 3);

  await signInWithToken(page, user);
  await page.goto('/shoppingcart');
  await expectStep(page, 'Cart');
  const coldBlock = page.getByRole('region', { name: 'Cold Spring Greens Products' });
  await expect(coldBlock.getByRole('radio', { checked: true })).toHaveCount(1);
  // The saved address is the delivery address: nobody asks for it again.
  const hawthornBlock = page.getByRole('region', { name: 'Hawthorn Hollow Farm Products' });
  await hawthornBlock.getByRole('tab', { name: 'Delivery' }).click();
  await expect(hawthornBlock.getByText('Deliver to 14 Warren Street')).toBeVisible();
  // Nothing red before the buyer has done anything.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Please select/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Checkout' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Before you check out' });
  await expect(missing).toContainText('Hawthorn Hollow Farm');
  await expect(page.getByText(/Hawthorn Hollow Farm/).filter({ hasText: /select|choose/i })).toHaveCount(1);
  await expect(page).toHaveURL(/\/shoppingcart$/);

  await hawthornBlock.getByRole('tab', { name: 'Pickup' }).click();
  // The radio shows the server's saved choice: click, then see it chosen.
  const pickup = hawthornBlock.locator('input[type="radio"]:not([disabled])').first();
  await pickup.click();
  await expect(pickup).toBeChecked();
  await expect(missing).toBeHidden();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/ordersummary$/);

  // Checkout: its steps (details until the billing details are complete, then pay), one 'Order summary'
  // heading, no card number to copy, and the card message goes once a card is added.
  await expect(page.getByRole('heading', { name: 'Order summary' })).toHaveCount(1);
  await expectStep(page, 'Details');
  await page.getByLabel('Phone').fill('5185550100');
  await expectStep(page, 'Pay');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please add card for payment.')).toBeVisible();
  await addCardInBrowser(page, {
    opened: (dialog) => expect(dialog.getByLabel('Card number')).not.toHaveAttribute('placeholder', /4242/),
  });
  await expect(page.getByRole('radio', { name: /Visa •••• •••• •••• 4242/ })).toBeChecked();
  await expect(page.getByText('Please add card for payment.')).toHaveCount(0);
});

test('a saved address is where shipped products go', async ({ page }) => {
  const user = await createCustomer(page.request);
  await addToCart(page.request, user.accessToken, await shippableItem(page.request, user));
  await signInWithToken(page, user);
  await page.goto('/shoppingcart');
  const shipped = page.getByRole('region', { name: 'Shipped Products' });
  await expect(shipped.getByText(/Ship to 14 Warren Street/)).toBeVisible();
  await expect(page.getByText('No shipping address yet.')).toHaveCount(0);
  await expect(page.getByText('Must enter an address to ship to.')).toHaveCount(0);
});

test('without an address, the cart asks for one once, after Checkout', async ({ page }) => {
  const buyer = await approvedApplicant(page.request);
  await addToCart(page.request, buyer.accessToken, await shippableItem(page.request, buyer));
  await signInWithToken(page, buyer);
  await page.goto('/shoppingcart');
  const shipped = page.getByRole('region', { name: 'Shipped Products' });
  await expect(shipped.getByText('No shipping address yet.')).toBeVisible();
  const mustEnter = page.getByText('Must enter an address to ship to.');
  await expect(mustEnter).toHaveCount(0);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Before you check out' })).toContainText(
    'Must enter an address to ship to.',
  );
  await expect(mustEnter).toHaveCount(1);
  await expect(page).toHaveURL(/\/shoppingcart$/);

  // The address given, the message goes and the buyer can go on.
  await shipped.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery Address' });
  await dialog.getByLabel('Address line 1').fill('350 5th Avenue');
  await dialog.getByLabel('City').fill('New York');
  await dialog.getByLabel('State').fill('NY');
  await dialog.getByLabel('Zip code').fill('10001');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(shipped.getByText(/Ship to 350 5th Avenue/)).toBeVisible();
  await expect(mustEnter).toHaveCount(0);
});

test("a shipped product's fee is called Shipping, not Delivery Charge", async ({ page }) => {
  // A buyer in Manhattan, where the demo farms ship.
  const user = await createCustomer(page.request, {
    addressLine1: '350 5th Avenue',
    city: 'New York',
    postalCode: '10001',
  });
  await addToCart(page.request, user.accessToken, await shippableItem(page.request, user));
  await signInWithToken(page, user);
  await page.goto('/shoppingcart');
  await expect(page.getByText(/Ship to 350 5th Avenue/)).toBeVisible();
  const totals = page.getByRole('complementary', { name: 'Totals' });
  await expect(totals.getByRole('term').filter({ hasText: /^Shipping$/ })).toBeVisible();
  await expect(totals.getByText('Delivery Charge')).toHaveCount(0);

  // The same on the order summary, and on the order's page once placed.
  await saveCard(page.request, user.accessToken);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('term').filter({ hasText: /^Shipping$/ })).toBeVisible();
  await expect(summary.getByText('Delivery Charge')).toHaveCount(0);
  await page.getByLabel('Phone').fill('2125550100');
  await expect(page.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/ordernumber\?orderId=\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('term').filter({ hasText: /^Shipping$/ })).toBeVisible();
  await expect(main.getByText('Delivery Charge')).toHaveCount(0);
});

test('after Add to cart the buyer is told, with the way to the cart @phone', async ({ page }) => {
  const user = await createCustomer(page.request);
  const hawthorn = await farmItems(page.request, user.accessToken, 'Hawthorn Hollow Farm');
  await signInWithToken(page, user);
  await page.goto(`/farms/farmlist/${hawthorn.farmId}`);
  const carrots = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Carrots' }) });
  await carrots.getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: 'Carrots is in your cart' });
  await expect(toast).toBeVisible();
  // At the top of a phone's screen, at the bottom of a wide one (the layout reads the width once mounted).
  const viewport = page.viewportSize()!;
  const box = (await toast.boundingBox())!;
  if (viewport.width <= 760) expect(box.y + box.height).toBeLessThan(viewport.height / 2);
  else expect(box.y).toBeGreaterThan(viewport.height / 2);
  await expect(page.getByRole('link', { name: 'Shopping cart, 1 item' })).toBeVisible();
  // More can be added with the card's quantity.
  await expect(carrots.getByRole('button', { name: 'Increase Quantity of Carrots' })).toBeEnabled();
  await toast.getByRole('button', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/shoppingcart$/);
});

test('an order whose total is $0 says why it cannot be checked out', async ({ page }) => {
  // A farm of the test's own gives an item away, so no other test meets a $0 item on a demo farm.
  const free = await ownFarm(page.request, {
    itemName: `Free Zucchini ${Date.now()}`,
    priceCents: 0,
    distribution: saturdayPickup(),
  });
  const user = await createCustomer(page.request);
  await addToCart(page.request, user.accessToken, free.items[0]!);

  await signInWithToken(page, user);
  await page.goto('/shoppingcart');
  const block = page.getByRole('region', { name: /^Free Acres .* Products$/ });
  await block.getByRole('tab', { name: 'Pickup' }).click();
  const pickup = block.locator('input[type="radio"]:not([disabled])').first();
  await pickup.click();
  await expect(pickup).toBeChecked();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toContainText('Minimum amount must be greater than $0');
  await expect(page).toHaveURL(/\/shoppingcart$/);
});
