import { readFile } from 'node:fs/promises';
import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { apiCall, logIn, pickupItem, saveCard } from './shop';

test("the farmer reads the weeks' sales, top items and the way orders went, and exports the orders as CSV @phone", async ({
  page,
  request,
}) => {
  // A buyer's pick-up order from Hawthorn Hollow (the demo farmer's farm) this week.
  const buyer = await createCustomer(request);
  const item = await pickupItem(request, 'Hawthorn Hollow Farm', buyer.accessToken);
  await apiCall(request, 'POST', 'addCart/add', buyer.accessToken, {
    productId: item._id,
    farmId: item.farmId,
    productQuantity: 3,
  });
  const cart = await apiCall<{
    result: {
      buyList: { farmId: number; pickupOptions: (Record<string, unknown> & { isOpen: boolean })[] }[];
    };
  }>(request, 'GET', 'addCart/getCart', buyer.accessToken);
  const option = cart.result.buyList[0]!.pickupOptions.find((o) => o.isOpen);
  expect(option, 'an open pickup of Hawthorn Hollow').toBeTruthy();
  await apiCall(request, 'POST', 'addCart/updateCart', buyer.accessToken, {
    farmId: item.farmId,
    courierType: 'Pickup',
    ...option,
  });
  await apiCall(request, 'POST', 'payment/charge', buyer.accessToken, {
    stripeCardId: await saveCard(request, buyer.accessToken),
    idempotencyKey: `e2e-sales-${Date.now()}-${Math.random()}`,
    firstName: 'Wren',
    lastName: 'Tester',
    addressLine1: '14 Warren Street',
    city: 'Hudson',
    state: 'NY',
    postalCode: '12534',
    country: 'United States',
    phoneNumber: '5185550100',
  });

  // The chart's code is not part of the buyer's pages.
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const token = await logIn(request, 'farmer@demo.local');
  await signInWithToken(page, { accessToken: token } as Parameters<typeof signInWithToken>[1], 1);
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(scripts.filter((u) => /sales-chart/.test(u))).toEqual([]);

  await page.goto('/farmer');
  // The order windows' figures say what they are (issue 15).
  await expect(page.getByRole('term').filter({ hasText: /^Sales$/ })).toHaveCount(2);
  await expect(page.getByRole('term').filter({ hasText: /^Orders$/ })).toHaveCount(2);
  const weekly = page.getByRole('region', { name: 'Sales per week' });
  await expect(weekly.getByRole('img', { name: /Sales per week for the last 12 weeks/ })).toBeVisible();
  expect(scripts.some((u) => /sales-chart/.test(u))).toBe(true);
  await weekly.getByText('Show the figures as a table').click();
  const rows = weekly.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(13);
  await expect(rows.last().getByRole('cell').last()).not.toHaveText('$0.00');

  await expect(page.getByRole('region', { name: 'Top items' })).toContainText(item.name);
  const split = page.getByRole('region', { name: 'Pick up, delivery and shipping' });
  await expect(split.getByText('Pick up', { exact: true })).toBeVisible();
  await expect(split.getByText(/[1-9]\d* orders?/).first()).toBeVisible();

  const exporter = page.getByRole('region', { name: 'Export orders' });
  await exporter.getByLabel('From').fill('2026-12-01');
  await exporter.getByLabel('To').fill('2026-11-01');
  await exporter.getByRole('button', { name: 'Download CSV' }).click();
  await expect(exporter.getByRole('alert')).toHaveText('The From date must not be after the To date.');
  await exporter.getByLabel('From').fill('2026-11-01');
  await exporter.getByLabel('To').fill('2026-11-30');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    exporter.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('orders-2026-11-01-to-2026-11-30.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('"Order","Placed","Status","Buyer"');
  expect(csv).toContain(`"${item.name}"`);
});
