import { createCustomer, expect, signInWithToken, test } from './fixtures';

// This test failed now and then in CI on its first try only (the filters applied without the way chosen) and never
// here: a failing try keeps its trace, so the next failure shows the page's DOM at each step.
test.use({ trace: 'retain-on-failure' });

test("a buyer in Hudson searches 'tomatoe' from the header, narrows to shipping and adds a jar to the cart @phone", async ({
  page,
}) => {
  const user = await createCustomer(page.request);
  await signInWithToken(page, user);
  await page.goto('/');

  const box = page.getByRole('searchbox', { name: 'Search food from every farm' });
  await box.fill('tomatoe');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tomatoe$/);
  await expect(page.getByRole('heading', { name: 'Results for “tomatoe”' })).toBeVisible();

  // Typos tolerated; the farms of every kind that reach 12534 (the buyer's address).
  const results = page.getByRole('region', { name: 'Search results' });
  const card = (name: string) =>
    results.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Heirloom Tomatoes')).toContainText('Hawthorn Hollow Farm');
  await expect(card('Sun-dried Tomatoes')).toBeVisible();
  await expect(results.getByText(/\d+ items? reach 12534/)).toBeVisible();
  await expect(card('Heirloom Tomatoes')).toContainText('mi away');

  // Only what can be shipped to the door.
  const filtersButton = page.getByRole('button', { name: 'Filters' });
  if (await filtersButton.isVisible()) await filtersButton.click();
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByLabel('Get it by').selectOption('Shipping');
  // The choice is still there when the filters are applied (a form drawn again would have lost it).
  await expect(filters.getByLabel('Get it by')).toHaveValue('3');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/way=3/);
  await expect(card('Sun-dried Tomatoes')).toBeVisible();
  await expect(card('Heirloom Tomatoes')).toHaveCount(0);
  await expect(results.getByText('1 item reach 12534')).toBeVisible();

  await card('Sun-dried Tomatoes').getByRole('button', { name: 'Add to cart' }).click();
  await expect(card('Sun-dried Tomatoes').getByRole('button', { name: 'Added to cart' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /Shopping cart, 1 item/ })).toBeVisible();

  // Back to every way, cheapest first.
  if (await filtersButton.isVisible()) await filtersButton.click();
  await filters.getByLabel('Get it by').selectOption('Any way');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByLabel('Sort by').selectOption('Price: low to high');
  await expect(page).toHaveURL(/sort=price/);
  const prices = () =>
    results
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => Number(/\$(\d+\.\d\d)/.exec(c.textContent ?? '')?.[1])));
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await prices()).length).toBeGreaterThan(1);
  await expect
    .poll(async () => {
      const p = await prices();
      return p.join() === [...p].sort((a, b) => a - b).join();
    })
    .toBe(true);
});
