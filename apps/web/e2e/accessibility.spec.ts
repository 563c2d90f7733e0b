/**
 * Issue 15: the pages pass axe-core (apps/web/e2e/a11y.ts): landmarks named apart, headings that never skip
 * a level, one main, everything inside a landmark, and no serious WCAG 2 A/AA failure. The phone-width
 * sweep of home, farms, a farm, markets, order now, to your door, a product and recipes is in
 * first-load.spec.ts (the same loads measure their layout shift); these are the other public pages, wide,
 * and a buyer's cart and orders with something in them.
 */
import { expectAccessible } from './a11y';
import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { addToCart, cartWithPickup, payByCard, pickupItem } from './shop';

test('the public pages pass axe at desktop width', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [
    '/',
    '/marketpopups/marketpopuplist/1',
    '/recipes/recipeslist/1',
    '/about',
    '/schools',
    '/search?q=tomato',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, path);
  }
});

test('a buyer’s cart and orders pass axe', async ({ page, request }) => {
  const buyer = await createCustomer(request);
  const item = await pickupItem(request, 'Pioneer Valley Growers', buyer.accessToken);
  await cartWithPickup(request, buyer.accessToken, item);
  const order = await payByCard(request, buyer);
  await addToCart(request, buyer.accessToken, item);
  await signInWithToken(page, buyer);

  await page.goto('/shoppingcart');
  await expect(page.getByRole('heading', { name: 'Pioneer Valley Growers Products' })).toBeVisible();
  await expectAccessible(page, 'cart');

  await page.goto('/orders');
  await expect(page.getByRole('row').filter({ hasText: `#${order._id}` })).toBeVisible();
  await expectAccessible(page, 'orders');
});
