import { expect, signInWithToken, test } from './fixtures';
import { orderAtOwnMarket } from './farmer';

test('a pick-up host hands out an order at their market; the buyer sees it fulfilled', async ({
  page,
  request,
}) => {
  // A host of the test's own, a farm handing out at the host's market, and a buyer's order there.
  const { host, buyer, order } = await orderAtOwnMarket(request);

  await signInWithToken(page, host);
  await page.goto('/pickups');
  await expect(page.getByRole('heading', { name: 'Pick Up Host Orders' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `#${order._id}` });
  await card.getByRole('button', { name: `Mark as picked up order #${order._id}` }).click();
  await expect(card.getByText('Picked up')).toBeVisible();

  // A day with nothing to hand out (the order is picked up on Saturday) says so and leads back.
  const days = page.getByRole('group', { name: 'Pickup day' });
  await days.getByRole('button', { name: 'Sunday' }).click();
  await expect(page.getByText('No orders to hand out on Sunday.')).toBeVisible();
  await page.getByRole('button', { name: 'Show every day' }).click();
  await expect(days.getByRole('button', { name: 'All days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toBeVisible();

  await signInWithToken(page, buyer);
  await page.goto('/orders');
  await expect(page.getByRole('row').filter({ hasText: `#${order._id}` })).toContainText('Fulfilled');
});
