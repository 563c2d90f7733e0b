import { readFile } from 'node:fs/promises';
import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { ownFarm, saturdayPickup } from './farmer';
import { cartWithPickup, payByCard } from './shop';

test("the farmer reads the weeks' sales, top items and the way orders went, and exports the orders as CSV @phone", async ({
  page,
  request,
}) => {
  // A farm of the test's own, and a buyer's pick-up order from it this week.
  const farm = await ownFarm(request, {
    itemName: 'Sunchokes',
    priceCents: 450,
    distribution: saturdayPickup(),
  });
  const item = farm.items[0]!;
  const buyer = await createCustomer(request);
  await cartWithPickup(request, buyer.accessToken, item, 3);
  await payByCard(request, buyer);

  // The chart's code is not part of the buyer's pages.
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await signInWithToken(page, farm.farmer);
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
