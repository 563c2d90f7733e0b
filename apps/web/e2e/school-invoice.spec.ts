import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { apiCall, pickupItem } from './shop';

test('a new school (signed up as type 3, consumerType 2) pays by invoice from the order summary', async ({
  page,
  request,
}) => {
  const school = await createCustomer(request, { userType: '3', consumerType: '2', firstName: 'Dana' });
  const item = await pickupItem(request, 'Hawthorn Hollow Farm', school.accessToken);
  await apiCall(request, 'POST', 'addCart/add', school.accessToken, {
    productId: item._id,
    farmId: item.farmId,
    productQuantity: 2,
  });
  const cart = await apiCall<{
    result: { buyList: { pickupOptions: { marketId: number | null; day: number; isOpen: boolean }[] }[] };
  }>(request, 'GET', 'addCart/getCart', school.accessToken);
  const open = cart.result.buyList[0]!.pickupOptions.find((o) => o.isOpen && o.marketId != null)!;
  // SPEC 3's courier choice body, as written.
  await apiCall(request, 'POST', 'addCart/updateCart', school.accessToken, {
    farmId: item.farmId,
    marketId: open.marketId,
    courierType: 'Pickup',
    day: open.day,
    deliveryFees: 0,
  });
  await signInWithToken(page, school, 3);
  await page.goto('/ordersummary');
  const invoice = page.getByRole('button', { name: 'Pay by Invoice' });
  await expect(invoice).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Dana');
  await main.getByLabel('Last name').fill('Whitfield');
  await main.getByLabel('Organization').fill('Hudson Elementary');
  await main.getByLabel(/Address (line )?1/).fill('14 Warren Street');
  await main.getByLabel('City').fill('Hudson');
  await main.getByLabel('State').fill('NY');
  await main.getByLabel(/Zip|Postal/).fill('12534');
  await main.getByLabel('Country').fill('United States');
  await main.getByLabel('Phone').fill('5185550100');
  await invoice.click();
  await expect(
    page.getByText(
      'Your order has been placed. You will receive an email from Local Food Marketplace with your invoice shortly.',
    ),
  ).toBeVisible();
});
