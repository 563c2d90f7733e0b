import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { ownFarm, weekdayOrders } from './farmer';
import { apiCall, cartWithPickup, payByCard } from './shop';

/**
 * A farm of this test's own whose Saturday 9-11 pickup takes one order per order window (and a
 * Sunday pickup without a cap), with one item.
 */
const cappedFarm = (request: Parameters<typeof ownFarm>[0]) =>
  ownFarm(request, {
    itemName: `Sugar Snap Peas ${Date.now()}`,
    priceCents: 400,
    distribution: {
      selectPickDel: 1,
      slotCapacity: 1,
      pickups: [
        { day: 6, time: [{ startTime: '9:00 AM', endTime: '11:00 AM' }] },
        { day: 0, time: [{ startTime: '10:00 AM', endTime: '12:00 PM' }] },
      ],
      ...weekdayOrders,
    },
  });

test("a pickup time that has all the orders its farmer takes shows 'Full' and can't be chosen @phone", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const item = await cappedFarm(request);

  // The first buyer takes Saturday's only place.
  const first = await createCustomer(request);
  await cartWithPickup(request, first.accessToken, item.items[0]!);
  await payByCard(request, first);

  // The next buyer sees it full on the product page and in the cart; Sunday is still open.
  const next = await createCustomer(request);
  await signInWithToken(page, next);
  await page.goto(`/farms/farmlist/productdetails/${item.id}`);
  await expect(page.getByRole('heading', { name: item.itemName })).toBeVisible();
  const saturday = page.getByRole('radio', { name: /Saturday 9:00 AM – 11:00 AM/ });
  await expect(saturday).toBeDisabled();
  await expect(page.getByText('Full', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Sunday 10:00 AM – 12:00 PM/ })).toBeEnabled();

  await apiCall(request, 'POST', 'addCart/add', next.accessToken, {
    productId: item.id,
    farmId: item.farmId,
    productQuantity: 1,
  });
  await page.goto('/shoppingcart');
  const full = page.getByRole('radio', { name: /Saturday 9:00 AM - 11:00 AM/ });
  await expect(full).toBeDisabled();
  await expect(page.getByRole('listitem').filter({ has: full })).toContainText('Full');
  await page.getByRole('radio', { name: /Sunday 10:00 AM - 12:00 PM/ }).click();
  await expect(page.getByRole('radio', { name: /Sunday 10:00 AM - 12:00 PM/ })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('cart-full-slot.png'), fullPage: true });
});
