import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken, createCustomer, createWholesaleBuyer, expect, signInWithToken, test } from './fixtures';
import { orderAtOwnMarket } from './farmer';
import { cartWithPickup, payByCard, pickupItem, saveCard } from './shop';

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
// With an empty cart (/ordersummary then sends the buyer to the cart) and no order asked for.
const BUYER = ['/changepassword', '/shoppingcart', '/ordersummary', '/orders', '/ordernumber'];
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
  'a buyer': async (request: APIRequestContext) => createCustomer(request),
  'a farmer': async (request: APIRequestContext) => (await orderAtOwnMarket(request)).farm.farmer,
  'an admin': async (request: APIRequestContext) => ({ accessToken: await adminToken(request) }),
  'a pick-up host': async (request: APIRequestContext) => (await orderAtOwnMarket(request)).host,
};

/**
 * A page to sweep: its path, and for a filled state what it shows once drawn, and more to check there
 * (which may answer more problems, such as those of a view one opens on the page).
 */
type Visit =
  string | { path: string; shows: (page: Page) => Locator; also?: (page: Page) => Promise<string[] | void> };

/**
 * What is wrong with the drawn page at this width: the page wider than the screen (with the element that
 * sticks out furthest); a tab or nav row whose items neither wrap within it nor scroll with a hint of
 * the ones past its edge; text or a control of the main content cut off sideways by an overflow that
 * hides it (pictures, carousels, visually hidden text and ellipsis truncation clip on purpose).
 */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const root = document.documentElement;
    const describe = (el: Element) =>
      el.getAttribute('aria-label') ?? [el.tagName.toLowerCase(), ...[...el.classList].slice(0, 4)].join('.');
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    // Visually hidden on purpose (sr-only: a 1 px box or a clip), so its text may lie anywhere.
    const hiddenText = (el: Element | null): boolean => {
      for (let a = el; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        const r = a.getBoundingClientRect();
        if (s.clipPath !== 'none' || s.clip !== 'auto' || (r.width <= 1 && r.height <= 1)) return true;
      }
      return false;
    };
    const outside = (r: DOMRect, box: DOMRect) => r.left < box.left - 1 || r.right > box.right + 1;

    if (root.scrollWidth > root.clientWidth) {
      const culprit = [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
      found.add(`${root.scrollWidth}px > ${root.clientWidth}px (${culprit ? describe(culprit) : '?'})`);
    }

    // A row scrolls when its items pass its edge; then the app must say so (a phone shows no scrollbar
    // until it is dragged): a fade (mask-image) or an element marked data-scroll-hint beside the row,
    // or a scrollbar that takes room (a desktop's).
    const scrolls = (el: Element) =>
      /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1;
    const hinted = (el: HTMLElement) => {
      const s = getComputedStyle(el);
      const bar =
        el.offsetHeight - el.clientHeight - parseFloat(s.borderTopWidth) - parseFloat(s.borderBottomWidth);
      return (
        bar > 0 ||
        s.maskImage !== 'none' ||
        [...(el.parentElement?.querySelectorAll('[data-scroll-hint]') ?? [])].some(shown)
      );
    };
    for (const row of document.querySelectorAll<HTMLElement>('[role="tablist"], nav, nav ul, nav ol')) {
      if (!shown(row) || hiddenText(row)) continue;
      const box = row.getBoundingClientRect();
      const items = [
        ...row.querySelectorAll<HTMLElement>(
          row.matches('[role="tablist"]') ? '[role="tab"]' : 'a[href], button, [aria-current]',
        ),
      ].filter(shown);
      const past = items.find((item) => outside(item.getBoundingClientRect(), box));
      if (!past) continue;
      let scroller: HTMLElement | null = past.parentElement;
      while (scroller && scroller !== row.parentElement && !scrolls(scroller))
        scroller = scroller.parentElement;
      if (scroller && scroller !== row.parentElement) {
        if (!hinted(scroller))
          found.add(`${describe(row)} scrolls sideways with no hint of what is past its edge`);
      } else
        found.add(
          `${describe(row)}: "${past.textContent?.trim()}" is outside the row (it neither wraps nor scrolls)`,
        );
    }

    // Text and controls that an overflow hidden or clip cuts off sideways: only what that element itself
    // clips (an inner clipping element is judged on its own).
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const s = getComputedStyle(el);
      if (!/hidden|clip/.test(s.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
      if (s.textOverflow === 'ellipsis' || !shown(el) || hiddenText(el)) continue;
      // A carousel's slides lie past its edge on purpose (its role described in the page's language).
      if (el.closest('[aria-roledescription]')) continue;
      const box = el.getBoundingClientRect();
      const clippedBy = (node: Node) => {
        for (let a = node.parentElement; a && a !== el; a = a.parentElement)
          if (!/visible/.test(getComputedStyle(a).overflowX)) return a;
        return el;
      };
      const cut: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.textContent?.trim() || clippedBy(t) !== el || hiddenText(t.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        if ([...range.getClientRects()].some((r) => r.width > 0 && outside(r, box)))
          cut.push(t.textContent.trim());
      }
      for (const control of el.querySelectorAll<HTMLElement>('input, select, textarea, button'))
        if (shown(control) && clippedBy(control) === el && outside(control.getBoundingClientRect(), box))
          cut.push(describe(control));
      if (cut.length)
        found.add(
          `${describe(el)} cuts off ${cut
            .slice(0, 3)
            .map((c) => `"${c}"`)
            .join(', ')}`,
        );
    }
    // An icon squeezed by its row: lucide's icons are square, so one narrower than tall gave its width to the
    // text beside it (at 320 px in Spanish, 'Plazo de pedidos' and its state left the pickup card's clock a dot).
    for (const icon of document.querySelectorAll<SVGElement>('main svg.lucide')) {
      const r = icon.getBoundingClientRect();
      if (r.height > 0 && r.width < r.height - 0.5)
        found.add(
          `an icon squeezed to ${r.width.toFixed(1)} of ${r.height.toFixed(1)} px in ${describe(icon.parentElement!)}`,
        );
    }
    return [...found];
  });

/** Visits each page and lists what is wrong with it at this width (`layoutProblems`). */
async function overflowing(page: Page, visits: Visit[]) {
  const wide: string[] = [];
  for (const visit of visits) {
    const { path, shows, also } = typeof visit === 'string' ? { path: visit } : visit;
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    if (shows) await expect(shows(page).first(), `${path} shows its filled state`).toBeVisible();
    await page.waitForLoadState('networkidle');
    const problems = [...(await layoutProblems(page)), ...((await also?.(page)) ?? [])];
    wide.push(...problems.map((problem) => `${path}: ${problem}`));
  }
  return wide;
}

/**
 * Issue 15: checkout's saved card fits its row at 375 px: brand, last 4 and expiry on one line beside
 * Update, and the expiry never broken in two ('12 /' over '30').
 */
async function savedCardOnOneLine(page: Page) {
  const row = page
    .getByRole('group', { name: 'Payment card' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('radio', { name: /Visa .*4242/ }) });
  await expect(row.getByText('12 / 30')).toBeVisible();
  expect(await row.getByText('12 / 30').evaluate((e) => e.getClientRects().length), 'expiry lines').toBe(1);
  expect(
    await row.evaluate((li) => {
      // The visible text's boxes (not the words only screen readers get, in clipped boxes), grouped into
      // lines: boxes of one line overlap vertically.
      const clipped = (el: Element | null): boolean =>
        !!el && el !== li && (getComputedStyle(el).clipPath !== 'none' || clipped(el.parentElement));
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.textContent?.trim() || clipped(t.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      const lines: DOMRect[] = [];
      for (const b of boxes) if (!lines.some((l) => b.top < l.bottom && b.bottom > l.top)) lines.push(b);
      const box = li.getBoundingClientRect();
      return {
        lines: lines.length,
        fits: li.scrollWidth <= li.clientWidth && box.right <= document.documentElement.clientWidth,
      };
    }),
    'brand, last 4, expiry and Update on one line within the row',
  ).toEqual({ lines: 1, fits: true });
}

/** The profile's Payment view, with the buyer's saved card: its problems at this width. */
async function paymentView(page: Page) {
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('button', { name: 'Payment' })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Default card ending 4242' })).toBeVisible();
  return (await layoutProblems(page)).map((problem) => `Payment: ${problem}`);
}

test('the layout check flags rows and text cut off sideways, and nothing meant to clip', async ({ page }) => {
  const row = (id: string, style: string, hint = '') =>
    `<div>${hint}<div role="tablist" aria-label="${id}" style="display:flex;${style}">${[1, 2, 3, 4, 5, 6]
      .map((n) => `<button role="tab" style="flex:none;width:90px">Tab ${n}</button>`)
      .join('')}</div></div>`;
  await page.setContent(`<main style="width:300px">
    ${row('wraps', 'flex-wrap:wrap')}
    ${row('scrolls with a fade', 'overflow-x:auto;mask-image:linear-gradient(90deg,#000 80%,transparent)')}
    ${row('scrolls with an arrow', 'overflow-x:auto', '<span data-scroll-hint>›</span>')}
    ${row('scrolls unseen', 'overflow-x:auto;scrollbar-width:none')}
    ${row('cut', 'overflow:hidden')}
    <p id="clipped" style="overflow:hidden;white-space:nowrap">A sentence far too long to fit in three hundred pixels</p>
    <p style="overflow:hidden;white-space:nowrap;text-overflow:ellipsis">A sentence far too long to fit in three hundred pixels</p>
    <div style="overflow:hidden"><img alt="" style="display:block;width:600px;height:10px"></div>
    <button style="overflow:hidden">Pay<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap">for the order of the farm of the valley</span></button>
    <p id="squeezed" style="display:flex;width:120px"><svg class="lucide" style="width:16px;height:16px"></svg><span>Plazo de pedidos de la granja</span></p>
    <p style="display:flex;width:120px"><svg class="lucide" style="width:16px;height:16px;flex-shrink:0"></svg><span>Plazo de pedidos de la granja</span></p>
  </main>`);
  await page.setViewportSize({ width: 375, height: 740 });
  expect((await layoutProblems(page)).sort()).toEqual([
    expect.stringMatching(/^an icon squeezed to \d+\.\d of 16\.0 px in p$/),
    'cut cuts off "Tab 4", "Tab 5", "Tab 6"',
    'cut: "Tab 4" is outside the row (it neither wraps nor scrolls)',
    'p cuts off "A sentence far too long to fit in three hundred pixels"',
    'scrolls unseen scrolls sideways with no hint of what is past its edge',
  ]);
});

const PIONEER = 'Pioneer Valley Growers';

/** A test per role: signed in as one of its accounts, its pages have no layout problem at this width. */
function walkRoles(roles: [keyof typeof accounts, readonly string[]][]) {
  for (const [who, paths] of roles)
    test(`the pages of ${who}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInWithToken(page, await accounts[who](page.request));
      expect(await overflowing(page, [...paths])).toEqual([]);
    });
}

test.describe('at 320 px in Spanish', () => {
  test.use({
    viewport: { width: 320, height: 740 },
    locale: 'es-US',
    extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' },
  });

  test('the pick-up places near a zip keep their icons whole, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.goto('/order-now?type=pickup');
    const main = page.getByRole('main');
    await main.getByRole('textbox').first().fill('12401');
    await main.getByRole('textbox').first().press('Enter');
    await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('public pages, with a farm, market, product and recipe', async ({ page }) => {
    test.setTimeout(180_000);
    expect(await overflowing(page, [...PUBLIC, ...(await detailPages(page))])).toEqual([]);
  });

  test('a buyer’s full cart, checkout, order and orders; a wholesale buyer’s list', async ({ page }) => {
    test.setTimeout(150_000);
    const { buyer, order } = await orderAtOwnMarket(page.request);
    await cartWithPickup(
      page.request,
      buyer.accessToken,
      await pickupItem(page.request, PIONEER, buyer.accessToken),
    );
    await signInWithToken(page, buyer);
    const wide = await overflowing(page, [
      { path: '/shoppingcart', shows: (p) => p.getByRole('main').getByRole('tab').first() },
      { path: '/ordersummary', shows: (p) => p.getByRole('radio', { name: /4242/ }) },
      { path: `/ordernumber?orderId=${order._id}`, shows: (p) => p.getByText('Pea Shoots') },
      { path: '/orders', shows: (p) => p.getByText(`#${order._id}`).first() },
    ]);
    const wholesale = await createWholesaleBuyer(page.request, { invoices: true });
    await signInWithToken(page, wholesale);
    wide.push(
      ...(await overflowing(page, [
        { path: '/order-now?type=delivery&view=list', shows: (p) => p.getByRole('table') },
      ])),
    );
    expect(wide).toEqual([]);
  });

  walkRoles([
    ['a buyer', BUYER],
    ['a farmer', FARMER],
    ['an admin', ADMIN],
    ['a pick-up host', HOST],
  ]);
});

test.describe('at 375 px nothing scrolls sideways', () => {
  test('public pages, with a farm, market, product and recipe', async ({ page }) => {
    test.setTimeout(180_000);
    expect(await overflowing(page, [...PUBLIC, ...(await detailPages(page))])).toEqual([]);
  });

  test('the pages of a buyer, with an empty cart, then a full one, a saved card and an order', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // The buyer's order was paid with a card the buyer keeps (Visa 4242, 12 / 30).
    const { buyer, order } = await orderAtOwnMarket(page.request);
    await signInWithToken(page, buyer);
    const wide = await overflowing(page, [
      { path: '/userprofile', shows: (p) => p.getByRole('button', { name: 'Payment' }), also: paymentView },
      ...BUYER,
    ]);
    await cartWithPickup(
      page.request,
      buyer.accessToken,
      await pickupItem(page.request, PIONEER, buyer.accessToken),
    );
    wide.push(
      ...(await overflowing(page, [
        { path: '/shoppingcart', shows: (p) => p.getByRole('tab', { name: 'Delivery' }) },
        {
          path: '/ordersummary',
          shows: (p) => p.getByRole('radio', { name: /4242/ }),
          also: savedCardOnOneLine,
        },
        { path: `/ordernumber?orderId=${order._id}`, shows: (p) => p.getByText('Pea Shoots') },
      ])),
    );
    expect(wide).toEqual([]);
  });

  test('the pages of a wholesale buyer: categories, list, cart and invoice checkout', async ({ page }) => {
    test.setTimeout(120_000);
    const buyer = await createWholesaleBuyer(page.request, { invoices: true });
    await cartWithPickup(
      page.request,
      buyer.accessToken,
      await pickupItem(page.request, PIONEER, buyer.accessToken),
    );
    await saveCard(page.request, buyer.accessToken);
    await signInWithToken(page, buyer);
    const categories = (p: Page) => p.getByRole('tablist', { name: 'Categories' });
    expect(
      await overflowing(page, [
        {
          path: '/order-now?type=delivery',
          shows: (p) => categories(p).getByRole('tab', { name: 'Meat and Eggs' }),
        },
        { path: '/order-now?type=delivery&view=list', shows: (p) => p.getByRole('table') },
        { path: '/shoppingcart', shows: (p) => p.getByRole('tab', { name: 'Delivery' }) },
        {
          path: '/ordersummary',
          shows: (p) => p.getByRole('button', { name: 'Pay by Invoice' }),
          also: savedCardOnOneLine,
        },
      ]),
    ).toEqual([]);
  });

  walkRoles([
    ['a farmer', FARMER],
    ['an admin', ADMIN],
    ['a pick-up host', HOST],
  ]);
});

test('on a phone each order is a card whose status, total and View are on screen', async ({ page }) => {
  const user = await createCustomer(page.request);
  const item = await pickupItem(page.request, PIONEER, user.accessToken);
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
