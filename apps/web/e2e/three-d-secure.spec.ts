import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { apiCall, cartWithPickup, pickupItem, saveCard } from './shop';

const PIONEER = 'Pioneer Valley Growers';
/** Stripe's test card whose bank asks for authentication (3-D Secure) on every payment. */
const AUTHENTICATION_CARD = '4000002760003184';

/**
 * Issue 30.2: a buyer pays with a card whose bank asks them to confirm the payment. The built-in card
 * processor stands in for the bank's challenge (Complete / Fail), as Stripe's test challenge does.
 */
for (const outcome of ['Complete', 'Fail'] as const)
  test(`3-D Secure: ${outcome} @phone`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await createCustomer(page.request);
    const item = await pickupItem(request, PIONEER, user.accessToken);
    await cartWithPickup(request, user.accessToken, item, 2);
    await saveCard(request, user.accessToken, AUTHENTICATION_CARD);
    await signInWithToken(page, user);
    await page.goto('/ordersummary');
    // Test mode: the ribbon is in the page's HTML.
    await expect(page.getByRole('region', { name: 'Test mode' })).toHaveText('Test mode: no real payments');
    await expect(page.getByRole('radio', { name: /•••• 3184/ })).toBeChecked();
    await page.getByLabel('Phone').fill('5185550100');
    await page.getByRole('button', { name: 'Place Order' }).click();

    const bank = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(bank).toBeVisible();
    await expect(bank.getByText('Your bank asks you to confirm this payment.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`bank-challenge.png`) });
    await bank.getByRole('button', { name: outcome }).click();

    const orders = async () =>
      (
        await apiCall<{ OrderDetails: { orders: { _id: number; status: string }[] } }>(
          request,
          'GET',
          'payment/getOrder',
          user.accessToken,
        )
      ).OrderDetails.orders;
    const cart = () =>
      apiCall<{ result: { lineCount: number; totalBuyProduct: number } }>(
        request,
        'GET',
        'addCart/getCart',
        user.accessToken,
      );
    if (outcome === 'Complete') {
      await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible();
      expect(await orders()).toMatchObject([{ status: '1' }]);
      expect((await cart()).result.lineCount).toBe(0);
    } else {
      await expect(bank).toBeHidden();
      await expect(
        page.getByText(
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        ),
      ).toBeVisible();
      expect(await orders()).toEqual([]);
      expect((await cart()).result).toMatchObject({ lineCount: 1, totalBuyProduct: 2 });
      // Still on the checkout, ready to try again.
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    }
  });
