/**
 * Issue 33.1: the demo has a season behind it. On the e2e server's fresh demo data (loaded as `npm start`
 * loads it), each demo account signs in and finds its own work. These tests only read: the season is shared.
 */
import { expect, logIn, signInWithToken, test } from './fixtures';

const DEMO_PASSWORD = 'demo1234';

async function signInAs(
  page: Parameters<typeof signInWithToken>[0],
  request: Parameters<typeof logIn>[0],
  email: string,
  userType: number,
) {
  const accessToken = await logIn(request, email, DEMO_PASSWORD);
  await signInWithToken(page, { accessToken }, userType);
}

/** The rows of the buyer's orders table (an order's row starts with its number). */
const orderRows = (page: Parameters<typeof signInWithToken>[0]) =>
  page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: /#\d+/ });

test('the demo customer finds past orders, fulfilled, a subscription and a receipt @phone', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'customer@demo.local', 2);
  await page.goto('/orders');
  await expect(orderRows(page).nth(4)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toContainText('Fulfilled');
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toContainText('Weekly Vegetable Share');
  // A receipt: the order's PDF, from the order's details.
  await page
    .getByRole('button', { name: /^View order #\d+/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Order #\d+/ });
  await expect(dialog.getByText('Download PDF')).toBeVisible();
});

for (const [email, label] of [
  ['wholesale@demo.local', 'the restaurant'],
  ['school@demo.local', 'the school'],
] as const)
  test(`${label} (${email}) finds its orders`, async ({ page, request }) => {
    await signInAs(page, request, email, 3);
    await page.goto('/orders');
    await expect(orderRows(page).nth(4)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders' })).toContainText('Paid');
  });

test('the demo farmer sees a season of sales, orders to harvest and a pick list', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'farmer@demo.local', 1);
  await page.goto('/farmer');
  const weekly = page.getByRole('region', { name: 'Sales per week' });
  await expect(weekly.getByRole('img', { name: /Sales per week for the last 12 weeks/ })).toBeVisible();
  await weekly.getByText('Show the figures as a table').click();
  const cells = weekly.getByRole('table').getByRole('row').locator('td:last-child');
  await expect(cells.first()).toBeVisible();
  const sales = await cells.allTextContents();
  // Most of the twelve weeks sold something.
  expect(sales.filter((s) => s !== '$0.00').length).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('region', { name: 'Top items' }).getByRole('listitem').first()).toBeVisible();

  await page.goto('/farmer/orders');
  await expect(page.getByRole('combobox', { name: /Harvest status of order #\d+/ }).first()).toBeVisible();
});

test('the pick-up host has orders to hand out, some already picked up', async ({ page, request }) => {
  await signInAs(page, request, 'host@demo.local', 5);
  await page.goto('/pickups');
  await expect(page.getByRole('heading', { name: 'Pick Up Host Orders' })).toBeVisible();
  await expect(page.getByText(/^#\d+ · /).first()).toBeVisible();
  await expect(page.getByText('Picked up').first()).toBeVisible();
});

test('the demo admin reads the marketplace reports of the season', async ({ page, request }) => {
  await signInAs(page, request, 'admin@demo.local', 2);
  await page.goto('/admin/reports');
  const report = page.getByRole('region', { name: 'Sales by farm' });
  await expect(report.getByRole('table')).toContainText('Hawthorn Hollow Farm');
  await page.getByRole('button', { name: 'Last 12 weeks' }).click();
  await page.getByRole('button', { name: 'Refunds and cancellations' }).click();
  await expect(
    page.getByRole('region', { name: 'Refunds and cancellations' }).getByRole('table'),
  ).toContainText('Cancelled, card refunded');
});
