import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { apiCall, logIn, pickupItem, saveCard } from './shop';

test('a pick-up host hands out an order at their market; the buyer sees it fulfilled', async ({
  page,
  request,
}) => {
  const buyer = await createCustomer(page.request);
  const item = await pickupItem(request, 'Hawthorn Hollow Farm', buyer.accessToken);
  await apiCall(request, 'POST', 'addCart/add', buyer.accessToken, {
    productId: item._id,
    farmId: item.farmId,
    productQuantity: 1, // one unit: other tests share the demo farm's stock and may leave fewer than 3
  });
  const cart = await apiCall<{
    result: { buyList: { farmId: number; pickupOptions: { locationName: string; isOpen: boolean }[] }[] };
  }>(request, 'GET', 'addCart/getCart', buyer.accessToken);
  const option = cart.result.buyList[0]!.pickupOptions.find(
    (o) => o.locationName === 'Hudson Farmers Market' && o.isOpen,
  );
  expect(option, 'an open pickup at the demo host’s market').toBeTruthy();
  await apiCall(request, 'POST', 'addCart/updateCart', buyer.accessToken, {
    farmId: item.farmId,
    courierType: 'Pickup',
    ...option,
  });
  const { order } = await apiCall<{ order: { _id: number } }>(
    request,
    'POST',
    'payment/charge',
    buyer.accessToken,
    {
      stripeCardId: await saveCard(request, buyer.accessToken),
      idempotencyKey: `e2e-pickup-${Date.now()}`,
      firstName: 'Wren',
      lastName: 'Tester',
      addressLine1: '14 Warren Street',
      city: 'Hudson',
      state: 'NY',
      postalCode: '12534',
      country: 'United States',
      phoneNumber: '5185550100',
    },
  );

  const host = await logIn(request, 'host@demo.local');
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t);
    localStorage.setItem('userType', '5');
    localStorage.setItem('isLoggedIn', 'true');
  }, host);
  await page.goto('/pickups');
  await expect(page.getByRole('heading', { name: 'Pick Up Host Orders' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `#${order._id}` });
  await card.getByRole('button', { name: `Mark as picked up order #${order._id}` }).click();
  await expect(card.getByText('Picked up')).toBeVisible();

  await signInWithToken(page, buyer);
  await page.goto('/orders');
  await expect(page.getByRole('row').filter({ hasText: `#${order._id}` })).toContainText('Fulfilled');
});
