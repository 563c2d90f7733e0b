import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, createCustomer, expect, signInWithToken, test } from './fixtures';
import { orderAtOwnMarket } from './farmer';
import { cartWithPickup, payByCard, pickupItem } from './shop';

/** Issue 15: at 375 px no page of any role scrolls sideways. */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const PUBLIC = [
  '/',
  '/about',
  '/farms',
  '/marketpopups',
  '/toyourdoor',
  '/schools',
  '/recipes',
  '/order-now',
  '/order-now?type=delivery',
  '/order-now?type=shipping',
  '/forgotpassword',
  '/resetpassword/not-a-real-token',
  '/reset-token-expired',
  '/become_a_farmer',
  '/termsofuse',
  '/privacypolicy',
  '/cancleorder',
  '/seller-site',
  '/no-such-page',
  '/search?q=tomato&zipCode=12534',
];
const BUYER = [
  '/userprofile',
  '/changepassword',
  '/shoppingcart',
  '/ordersummary',
  '/orders',
  '/ordernumber',
];
const FARMER = ['/farmer', '/farmer/orders', '/farmer/inventory', '/farmer/distributions', '/farmer/farm'];
const ADMIN = ['/admin', '/admin/users', '/admin/markets', '/admin/recipes', '/admin/undos'];
const HOST = ['/pickups'];

/** The first farm, market, product and recipe pages the sitemap lists. */
async function detailPages(page: Page) {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [
    '/farms/farmlist/',
    '/marketpopups/marketpopuplist/',
    '/farms/farmlist/productdetails/',
    '/recipes/recipeslist/',
  ].map((prefix) => {
    const found = paths.find((p) => p.startsWith(prefix) && /\/\d+$/.test(p));
    expect(found, `the sitemap lists a page under ${prefix}`).toBeTruthy();
    return found!;
  });
}

/** Each role's own account, with an order to show: the buyer's, at the host's market, of the farm. */
const accounts = {
  'a buyer': async (request: APIRequestContext) => (await orderAtOwnMarket(request)).buyer,
  'a farmer': async (request: APIRequestContext) => (await orderAtOwnMarket(request)).farm.farmer,
  'an admin': async (request: APIRequestContext) => ({ accessToken: await adminToken(request) }),
  'a pick-up host': async (request: APIRequestContext) => (await orderAtOwnMarket(request)).host,
};

/** Visits each path and lists those wider than the screen, with the widest element that sticks out. */
async function overflowing(page: Page, paths: string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const found = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const culprit = [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
      return `${root.scrollWidth}px > ${root.clientWidth}px (${culprit?.tagName.toLowerCase()}.${culprit?.className})`;
    });
    if (found) wide.push(`${path}: ${found}`);
    // A tab row either wraps or shows its scrollbar: none hides tabs past the edge with no hint.
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main [role="tablist"], main nav')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).scrollbarWidth === 'none')
        .map((el) => el.getAttribute('aria-label') ?? el.tagName),
    );
    if (hidden.length) wide.push(`${path}: tabs cut off in ${hidden.join(', ')}`);
  }
  return wide;
}

test.describe('at 375 px nothing scrolls sideways', () => {
  test('public pages, with a farm, market, product and recipe', async ({ page }) => {
    test.setTimeout(180_000);
    expect(await overflowing(page, [...PUBLIC, ...(await detailPages(page))])).toEqual([]);
  });

  for (const [who, paths] of [
    ['a buyer', BUYER],
    ['a farmer', FARMER],
    ['an admin', ADMIN],
    ['a pick-up host', HOST],
  ] as const) {
    test(`the pages of ${who}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInWithToken(page, await accounts[who](page.request));
      expect(await overflowing(page, [...paths])).toEqual([]);
    });
  }
});

test('on a phone each order is a card whose status, total and View are on screen', async ({ page }) => {
  const user = await createCustomer(page.request);
  const item = await pickupItem(page.request, 'Pioneer Valley Growers', user.accessToken);
  await cartWithPickup(page.request, user.accessToken, item, 1);
  const order = await payByCard(page.request, user);
  await signInWithToken(page, user);
  await page.goto('/orders');
  // One 'Orders' heading, the page's h1, over the orders; no subscriptions: no empty section for them.
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Subscriptions' })).toHaveCount(0);
  const card = page.getByRole('row').filter({ hasText: `#${order._id}` });
  for (const shown of [
    card.getByText('Pioneer Valley Growers'),
    card.getByText(/^\$\d+\.\d\d$/),
    card.getByRole('button', { name: `View order #${order._id}` }),
  ]) {
    await expect(shown).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
