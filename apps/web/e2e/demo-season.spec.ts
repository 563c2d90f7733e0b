/**
 * Issue 33.1: the demo has a season behind it. On the e2e server's fresh demo data (loaded as `npm start`
 * loads it), each demo account signs in and finds its own work. These tests only read: the season is shared.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { pdfText } from '../../server/src/test/pdf-text';
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

/** What a button downloads. */
async function downloaded(button: Locator) {
  const [file] = await Promise.all([button.page().waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** The rows of a CSV file below its header, as cells. */
const csvRows = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
        (m[1] ?? m[2] ?? '').replace(/""/g, '"'),
      ),
    );

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
  const view = page.getByRole('button', { name: /^View order #\d+/ }).first();
  const orderId = /#(\d+)/.exec((await view.textContent()) ?? '')![1]!;
  await view.click();
  const dialog = page.getByRole('dialog', { name: `Order #${orderId}` });
  const pdf = await downloaded(dialog.getByRole('button', { name: /^Download PDF/ }));
  expect(pdf.name).toBe(`order-${orderId}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf.bytes).replace(/\s+/g, ' ');
  expect(text).toContain(`Order #${orderId}`);
  const total = await dialog
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  expect(text).toContain(`Total ${total}`);
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

test('the demo farmer sees a season of sales, orders to harvest, a pick list and a packing sheet', async ({
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
  // This week's pick list and packing sheet: the same open lines, summed by product and bagged by buyer.
  const pick = csvRows((await downloaded(page.getByRole('button', { name: 'Pick list (CSV)' }))).bytes);
  const packing = csvRows(
    (await downloaded(page.getByRole('button', { name: 'Packing sheet (CSV)' }))).bytes,
  );
  expect(pick.length).toBeGreaterThan(0);
  expect(packing.length).toBeGreaterThanOrEqual(pick.length);
  const total = (rows: string[][], column: number) => rows.reduce((sum, r) => sum + Number(r[column]), 0);
  // Pick list: Product, Variety, Unit, Quantity, Orders. Packing: Order, Buyer, Phone, Where, When,
  // Product, Unit, Quantity.
  for (const [product, , , quantity, orders] of pick) {
    expect(product).not.toBe('');
    expect(Number(quantity)).toBeGreaterThan(0);
    expect(Number(orders)).toBeGreaterThan(0);
    expect(
      packing.some((r) => r[5]!.startsWith(product!)),
      product,
    ).toBe(true);
  }
  for (const [order, buyer] of packing) {
    expect(order).toMatch(/^#\d+$/);
    expect(buyer!.trim()).not.toBe('');
  }
  expect(total(packing, 7)).toBe(total(pick, 3));
});

test('the pick-up host has orders to hand out, some already picked up, some still to come', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'host@demo.local', 5);
  await page.goto('/pickups');
  await expect(page.getByRole('heading', { name: 'Pick Up Host Orders' })).toBeVisible();
  await expect(page.getByText(/^#\d+ · /).first()).toBeVisible();
  await expect(page.getByText('Picked up').first()).toBeVisible();
  // This week's orders, newest first, still to hand out.
  await expect(page.getByRole('button', { name: /^Mark as picked up order #\d+$/ }).first()).toBeVisible();
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
