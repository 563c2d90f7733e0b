import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { apiCall } from './shop';

test('a buyer in Hudson fills the cart from a recipe: one choice per ingredient, the missing ones named @phone', async ({
  page,
  request,
}) => {
  const user = await createCustomer(page.request);
  await signInWithToken(page, user);
  await page.goto('/recipes');
  await page
    .getByRole('link', { name: /Heirloom Tomato Salad with Basil/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: 'Heirloom Tomato Salad with Basil', level: 1 }),
  ).toBeVisible();

  const shop = page.getByRole('region', { name: 'Shop the ingredients' });
  await expect(shop.getByText('From farms that reach 12534, in stock now.')).toBeVisible();
  const tomatoes = shop.getByLabel(/heirloom tomatoes/);
  await expect(tomatoes).toHaveValue(/\d+/);
  await expect(tomatoes.locator('option:checked')).toHaveText(/Heirloom Tomatoes from Hawthorn Hollow Farm/);
  // No farm near Hudson makes vinegar: it is named.
  await expect(shop.getByText(/Not available near you: .*red wine vinegar/)).toBeVisible();
  // The buyer has basil already.
  const basil = shop.getByLabel(/basil/);
  const basilChoice = (await basil.count()) > 0;
  if (basilChoice) await basil.selectOption({ label: 'I have it already' });

  await shop.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByText(/\d+ items? added to your cart\./)).toBeVisible();
  const cart = await apiCall<{
    result: { buyList: { productList: { productName: string }[] }[]; lineCount: number };
  }>(request, 'GET', 'addCart/getCart', user.accessToken);
  const names = cart.result.buyList.flatMap((f) => f.productList.map((l) => l.productName));
  expect(names).toContain('Heirloom Tomatoes');
  if (basilChoice) expect(names.join()).not.toMatch(/Basil/);
  await expect(
    page.getByRole('link', { name: new RegExp(`Shopping cart, ${cart.result.lineCount} item`) }),
  ).toBeVisible();
});
