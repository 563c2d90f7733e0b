import type { Page } from '@playwright/test';
import { createCustomer, createWholesaleBuyer, expect, signInWithToken, test } from './fixtures';
import { ownMarket } from './farmer';

/** DESIGN: the secondary button is white with a leaf (#2F6B3B) outline; the primary one is leaf. */
const WHITE = 'rgb(255, 255, 255)';
const LEAF = 'rgb(47, 107, 59)';

/** The order-now zip filter (the footer's newsletter form has a zip field too). */
async function applyZip(page: Page, zip: string) {
  const filter = page.getByRole('search', { name: 'Zip code filter' });
  await filter.getByLabel('Zip code').fill(zip);
  await filter.getByRole('button', { name: 'Go', exact: true }).click();
}

test('order-now tabs and the zip filter: valid, badly formed, unknown and unserved zips', async ({
  page,
}) => {
  await page.goto('/order-now');
  // SPEC 4: pickup by default, market cards without a zip, and no clear button in pickup mode.
  await expect(page.getByRole('tab', { name: 'Pick Up' })).toHaveAttribute('aria-selected', 'true');
  // Places taking orders come first (issue 15): Hudson's market is open at the tests' clock.
  await expect(page.getByRole('heading', { name: 'Hudson Farmers Market' })).toBeVisible();
  await applyZip(page, '08540');
  await expect(page.getByText('Pick ups near 08540')).toBeVisible();
  await expect(page.getByRole('button', { name: /Clear zip code/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Order Now at Princeton Thursday Pop-Up/ }).click();
  await expect(page).toHaveURL(/\/marketpopups\/marketpopuplist\/\d+$/);
  await page.goBack();

  await page.getByRole('tab', { name: 'Delivery' }).click();
  await expect(page).toHaveURL(/type=delivery/);
  await expect(page.getByRole('heading', { name: 'Blue Heron Orchard' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Shop \d+ Products? from Blue Heron Orchard$/ }),
  ).toBeVisible();

  await applyZip(page, '08a4');
  await expect(page.getByText('Zip code must be 5 numbers')).toBeVisible();

  await applyZip(page, '00000');
  await expect(page.getByText('Please fill valid address')).toBeVisible();

  // Issue 15: nothing delivers to Manhattan; the empty state names the zip and offers the other ways for it.
  await applyZip(page, '10001');
  await expect(
    page.getByText("There aren't currently any farms delivering to 10001. Try pick up or shipping instead."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pick up near 10001' })).toBeVisible();
  await page.getByRole('button', { name: 'Shipping to 10001' }).click();
  await expect(page).toHaveURL(/type=shipping/);
  await expect(page.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Shipping to 10001')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible();

  await page.getByRole('tab', { name: 'Delivery' }).click();
  await page.getByRole('button', { name: 'Clear zip code 10001' }).click();
  await expect(page.getByText('Please enter a zip code to see farms in your area')).toBeVisible();

  await page.getByRole('tab', { name: 'Shipping' }).click();
  await expect(page.getByText('Please enter your zip code to see available products')).toBeVisible();
  const notice = page.getByText(
    'Shippable products go directly from the farm to your door using sustainable shipping.',
  );
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(notice).toBeHidden();
  await applyZip(page, '08540');
  await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible();
  // Nothing ships to Claverack, beside Hudson: its pick ups are offered instead.
  await applyZip(page, '12513');
  await expect(
    page.getByText("There aren't currently any products shipping to 12513. Try pick up or delivery instead."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delivery to 12513' })).toBeVisible();
  await page.getByRole('button', { name: 'Pick up near 12513' }).click();
  await expect(page).toHaveURL(/type=pickup/);
  await expect(page.getByText('Pick ups near 12513')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Order Now at Hudson Farmers Market/ })).toBeVisible();
  // Nothing at all near Anchorage: the pick up tab offers the other ways too.
  await applyZip(page, '99501');
  await expect(
    page.getByText("There aren't currently any pick ups near 99501. Try delivery or shipping instead."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delivery to 99501' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shipping to 99501' })).toBeVisible();
});

test('a results page past the last one says where the results end and leads there', async ({ page }) => {
  const main = page.getByRole('main');
  // An old link to a page of places that no longer has that many.
  await page.goto('/order-now?page=99');
  await expect(
    main.getByText(/^There is no page 99 of these results: they end on page \d+\.$/),
  ).toBeVisible();
  await main.getByRole('button', { name: /^Go to page \d+$/ }).click();
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(page).not.toHaveURL(/page=99/);

  // Shipping is paged by the server: a page past its end is not 'nothing ships to your zip'.
  await page.goto('/order-now?type=shipping');
  await applyZip(page, '10001');
  await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible();
  await page.goto('/order-now?type=shipping&page=50');
  await expect(main.getByText(/^There is no page 50 of these results/)).toBeVisible();
  await expect(main.getByText(/There aren't currently any products shipping/)).toHaveCount(0);
  await main.getByRole('button', { name: /^Go to page \d+$/ }).click();
  await expect(main.getByRole('article').first()).toBeVisible();

  // The other paged lists of the catalogue say the same, and lead back to their last page.
  for (const path of ['/farms?page=99', '/marketpopups?page=99', '/recipes?page=99', '/toyourdoor?page=99']) {
    await page.goto(path);
    await expect(main.getByText(/^There is no page 99 of these results/), path).toBeVisible();
    await main.getByRole('button', { name: /^Go to page \d+$/ }).click();
    await expect(main.getByRole('article').first(), path).toBeVisible();
  }
});

test('a market with nothing to sell says so and leads to the places that have', async ({ page }) => {
  const { marketId, marketName, hide } = await ownMarket(page.request, { shown: true });
  await page.goto(`/marketpopups/marketpopuplist/${marketId}`);
  await expect(page.getByRole('heading', { level: 1, name: marketName })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('No products are available')).toBeVisible();
  await main.getByRole('link', { name: 'Find another place to order from' }).click();
  await expect(page).toHaveURL(/\/order-now$/);
  await expect(page.getByRole('heading', { name: 'Hudson Farmers Market' })).toBeVisible();
  // Out of the other tests' lists of markets again.
  await hide();
});

test('a signed-in customer starts from the first address of the profile', async ({ page, request }) => {
  const user = await createCustomer(request, { postalCode: '08540', city: 'Princeton', state: 'NJ' });
  await signInWithToken(page, user);
  await page.goto('/order-now?type=delivery');
  await expect(page.getByText('Delivering to 08540')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blue Heron Orchard' })).toBeVisible();
});

test('a wholesale buyer lists delivery products by farm and category', async ({ page, request }) => {
  // A wholesale buyer of the test's own (userType 3, address in 12534), signed in by token.
  await signInWithToken(page, await createWholesaleBuyer(request));
  await page.goto('/order-now');
  // SPEC 4: wholesale buyers start on delivery, from their profile's zip.
  await expect(page.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Delivering to 12534')).toBeVisible();
  await expect(page.getByLabel('Farm', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Farm', { exact: true }).getByRole('option')).toHaveText([
    'All',
    'Hawthorn Hollow Farm',
  ]);

  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('table');
  for (const column of [
    'Image',
    'Product',
    'Farm',
    'Order Window',
    'Price Per Unit',
    'Units Available',
    'Quantity',
    'Add to Cart',
  ])
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const carrots = table.getByRole('row').filter({ hasText: 'Carrots' });
  await expect(carrots.getByRole('cell', { name: 'Hawthorn Hollow Farm' })).toBeVisible();
  await expect(carrots.getByText(/^\$\d+\.\d{2} \/ /)).toBeVisible();
  await expect(carrots.getByLabel('Quantity of Carrots', { exact: true })).toHaveValue('1');
  await expect(carrots.getByRole('button', { name: /Add to Cart/ })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Categories' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'All',
    'Vegetables',
    'Seedlings',
    'Fruits',
    'Meat and Eggs',
    'Dairy',
    'Others',
  ]);
  await page.getByRole('tab', { name: 'Dairy' }).click();
  await expect(page.getByText('No products are available')).toBeVisible();
  await page.getByRole('tab', { name: 'Vegetables' }).click();
  await expect(page).toHaveURL(/category=1/);
  await expect(table.getByRole('row').filter({ hasText: 'Carrots' })).toBeVisible();

  await page.getByLabel('Farm', { exact: true }).selectOption({ label: 'Hawthorn Hollow Farm' });
  await expect(page).toHaveURL(/farm=\d+/);
  await expect(table.getByRole('row').filter({ hasText: 'Carrots' })).toBeVisible();
  // Nine or fewer products: one page, no page links.
  await expect(page.getByRole('navigation', { name: 'Product pages' })).toHaveCount(0);
});

test('the wholesale list pages through ten products at a time', async ({ page, request }) => {
  // The demo data has no zip with more than ten wholesale delivery products, so this test shows the
  // list view (chosen by the browser-stored type 3) over a customer's sixteen delivery products at 08540.
  const user = await createCustomer(request, { postalCode: '08540', city: 'Princeton', state: 'NJ' });
  await signInWithToken(page, user, 3);
  await page.goto('/order-now?type=delivery&view=list');
  await expect(page.getByText('Delivering to 08540')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11); // header + 10
  const pages = page.getByRole('navigation', { name: 'Product pages' });
  await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2']);
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(7);
  await expect(pages.getByText('11–16 of 16')).toBeVisible();
  await pages.getByRole('button', { name: 'Page 1' }).click();
  await expect(rows).toHaveCount(11);
});

test('markets and pop-ups: search, empty result and a market page', async ({ page }) => {
  await page.goto('/marketpopups');
  const search = page.getByPlaceholder('Search by Market Name');
  await expect(search).toHaveAttribute('maxlength', '30');
  await expect(page.getByRole('link', { name: 'Hudson Farmers Market' })).toBeVisible();
  await search.fill('no such market');
  await expect(
    page.getByText('No market or pop-up is called “no such market”. Try another name.'),
  ).toBeVisible();
  await search.fill('Princeton');
  await expect(page.getByRole('link', { name: 'Hudson Farmers Market' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Princeton Thursday Pop-Up' }).click();

  await expect(page).toHaveURL(/\/marketpopups\/marketpopuplist\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Princeton Thursday Pop-Up' })).toBeVisible();
  await expect(page.getByText('55 Witherspoon St, Princeton, NJ, 08542')).toBeVisible();
  await expect(page.getByText('Pick up Thursday 3:00 PM – 7:00 PM')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/shoppingcart');
  // Products show while a farm's window for this market is open. At the tests' clock (Wednesday 10 AM in New
  // York) this one, Friday 8 AM to Tuesday 8 PM, is closed: the page says when it opens, not that it has nothing.
  await expect(page.getByText('Closed · opens Friday 8:00 AM')).toBeVisible();
  await expect(page.getByText('No products are available')).toHaveCount(0);

  const farm = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Oak Ridge Pastures' }) });
  await expect(farm.getByRole('tab')).toHaveText([
    'Info About Farm',
    'Location',
    'Order Window',
    'Pick Up Location & Time',
  ]);
  await farm.getByRole('tab', { name: 'Pick Up Location & Time' }).click();
  await expect(farm.getByRole('tabpanel')).toContainText('Thursday 3:00 PM – 7:00 PM');
  await farm.getByRole('tab', { name: 'Location', exact: true }).click();
  await expect(farm.getByRole('link', { name: /Open in map/ })).toBeVisible();
});

test('to your door: every shippable product, then those shipping to a zip', async ({ page }) => {
  await page.goto('/toyourdoor');
  await expect(page.getByRole('heading', { level: 1, name: 'To Your Door' })).toBeVisible();
  const alert = page.getByText(
    'Shippable Products are shipped directly from the farm to your door, using sustainable shipping practices.',
  );
  await expect(alert).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(alert).toBeHidden();

  await expect(page.getByRole('heading', { name: 'All Shippable Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Product pages' })).toBeVisible();

  await applyZip(page, '123');
  await expect(page.getByText('Zip code must be 5 numbers')).toBeVisible();
  await applyZip(page, '08540');
  await expect(page.getByRole('heading', { name: 'Products shipping to 08540' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible();

  await applyZip(page, '99501');
  await expect(
    page.getByText("There aren't currently any products shipping to 99501. Try pick up or delivery instead."),
  ).toBeVisible();
  // The other ways lead to order now, where the zip is the same (SPEC 3: one remembered zip).
  await expect(page.getByRole('link', { name: 'Pick up near 99501' })).toHaveAttribute(
    'href',
    '/order-now?type=pickup',
  );
  await expect(page.getByRole('link', { name: 'Delivery to 99501' })).toHaveAttribute(
    'href',
    '/order-now?type=delivery',
  );

  // The zip is remembered (SPEC 3) until cleared.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Products shipping to 99501' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear zip code 99501' }).click();
  await expect(page.getByRole('heading', { name: 'All Shippable Products' })).toBeVisible();
});

test('the home order-now block on a phone @phone', async ({ page }) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: 'How would you like your food?' });
  await expect(block.getByRole('tab', { name: 'Pick Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByRole('link', { name: /^Order Now at / }).first()).toBeVisible();

  await block.getByRole('tab', { name: 'Delivery' }).click();
  await expect(block.getByText('Please enter a zip code to see farms in your area')).toBeVisible();
  await block.getByLabel('Zip code', { exact: true }).fill('08540');
  await block.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(block.getByRole('heading', { name: 'Blue Heron Orchard' })).toBeVisible();

  await block.getByRole('tab', { name: 'Shipping' }).click();
  await expect(block.getByText(/Shippable products go directly from the farm/)).toBeVisible();
  await expect(block.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible();
  await block.getByRole('link', { name: /See all/ }).click();
  await expect(page).toHaveURL(/\/order-now\?type=shipping$/);
  await expect(page.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
});

test('order now lists the places taking orders first; a closed one says when it opens', async ({ page }) => {
  const cards = page.getByRole('main').getByRole('article');
  const pageButtons = page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('button', { name: /^Page \d+$/ });
  /** Every page's cards, from the first page to the last, each page as the server draws it. */
  const readAll = async () => {
    const texts: string[] = [];
    for (let n = 1; ; n++) {
      await page.goto(n === 1 ? '/order-now' : `/order-now?page=${n}`);
      await expect(cards.first()).toContainText(/Open now|Closed/);
      texts.push(...(await cards.allInnerTexts()));
      if (n >= (await pageButtons.count())) return texts;
    }
  };
  // The farms other tests make, change or remove meanwhile can move places from page to page between
  // two readings (a flake of CI): the pages are read again until one reading is of one list.
  let texts: string[] = [];
  await expect
    .poll(
      async () => {
        texts = await readAll();
        const lastOpen = texts.findLastIndex((t) => t.includes('Open now'));
        const firstClosed = texts.findIndex((t) => t.includes('Closed'));
        // At the tests' clock (a Wednesday morning) some demo places are open and some closed.
        return lastOpen >= 0 && firstClosed > lastOpen;
      },
      { message: 'every open place before every closed one', timeout: 30_000 },
    )
    .toBe(true)
    .catch((err: Error) => {
      throw new Error(`${err.message}\nThe last reading: ${texts.join(' | ')}`);
    });
  // The last page holds closed places; each says when it opens, its Order Now too (to a screen reader),
  // and that Order Now is the design's secondary button (white, outlined), not the primary green one.
  const opens = /opens (Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) \d{1,2}:\d{2} (AM|PM)/;
  const closed = cards.filter({ hasText: 'Closed' }).first();
  await expect(closed).toContainText(new RegExp(`Closed · ${opens.source}`));
  const closedOrder = closed.getByRole('link', { name: /^Order Now at / });
  await expect(closedOrder).toHaveAccessibleName(new RegExp(`\\(closed, ${opens.source}\\)$`));
  await expect(closedOrder).toHaveCSS('background-color', WHITE);
  await expect(closedOrder).toHaveCSS('border-top-color', LEAF);
  // An open place's Order Now is the primary one.
  await page.goto('/order-now');
  const openOrder = cards
    .filter({ hasText: 'Open now' })
    .first()
    .getByRole('link', { name: /^Order Now at / });
  await expect(openOrder).toHaveCSS('background-color', LEAF);
  await expect(openOrder).not.toHaveAccessibleName(/closed/);
});
