/**
 * Issue 15: a visitor's data pages arrive drawn by the server (apps/server/src/http/ssr.ts) with their data,
 * and the app adopts that markup (hydration) instead of drawing the page again: the elements of the HTML
 * are the app's, and its buttons work. A mismatch would be drawn over silently; the root says so
 * (data-hydration="redrawn"), which these tests watch.
 */
import type { Page } from '@playwright/test';
import { expect, holdEntry, test } from './fixtures';

/** The names in the page's API answers (products', farms', markets', recipes'). */
function names(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) names(v, found);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (
        ['name', 'farmName', 'marketName', 'recipesName'].includes(key) &&
        typeof v === 'string' &&
        v.trim()
      )
        found.push(v);
      else names(v, found);
    }
  return found;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PAGES: { path: string; act: (page: Page) => Promise<void> }[] = [
  {
    path: '/farms/farmlist/productdetails/1',
    act: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    },
  },
  {
    path: '/farms/farmlist/1',
    act: async (page) => {
      const tab = page.getByRole('tab', { name: 'Location' });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    path: '/toyourdoor',
    act: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(page.getByRole('dialog', { name: 'You are not Signed In' })).toBeVisible();
    },
  },
  {
    path: '/order-now',
    act: async (page) => {
      const delivery = page.getByRole('main').getByRole('tab', { name: 'Delivery', exact: true });
      await delivery.click();
      await expect(delivery).toHaveAttribute('aria-selected', 'true');
    },
  },
  ...['/farms', '/marketpopups', '/recipes'].map((path) => ({
    path,
    act: async (page: Page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    },
  })),
];

for (const { path, act } of PAGES) {
  test(`a visitor’s ${path} arrives drawn with its data, and the app adopts it: no redraw, its buttons work`, async ({
    page,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => ['warning', 'error'].includes(m.type()) && warnings.push(m.text()));
    page.on('pageerror', (e) => warnings.push(e.message));
    const release = await holdEntry(page);
    // At 127.0.0.1, as a visitor with nothing stored on this origin.
    // (not waiting for DOMContentLoaded: it comes after the module scripts have run)
    const res = await page.goto(new URL(path, baseURL!.replace('localhost', '127.0.0.1')).href, {
      waitUntil: 'commit',
    });
    const html = await res!.text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root.startsWith('<div id="root" data-hydrate>'), path).toBe(true);
    const answers = JSON.parse(
      /<script type="application\/json" id="lfm-answers">([^<]+)<\/script>/.exec(html)![1]!,
    ) as Record<string, unknown>;
    const shown = names(answers).filter((name) => root.includes(escapeHtml(name)));
    expect(shown.length, `${path} shows names from its data in its HTML`).toBeGreaterThan(0);

    // Drawn before any of the app's code has run: the heading is there, and marked to see below that
    // the app kept this very element.
    const heading = page.getByRole('main').getByRole('heading').first();
    await expect(heading).toBeVisible();
    await heading.evaluate((h) => ((h as HTMLElement & { fromHtml?: boolean }).fromHtml = true));
    release();

    await act(page);
    expect(
      await page
        .locator('main :is(h1, h2, h3)')
        .first()
        .evaluate((h) => (h as HTMLElement & { fromHtml?: boolean }).fromHtml),
      `${path}: the heading is the HTML's own`,
    ).toBe(true);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydration', /./);
    expect(warnings.filter((w) => /drawn again|hydrat/i.test(w))).toEqual([]);
  });
}

test('a page the browser cannot adopt (a session the cookie did not announce) is drawn again, and says so', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL!.replace('localhost', '127.0.0.1');
  // Signed in on this device before the signed-in cookie existed: the server drew the visitor's header.
  await page.addInitScript(() => {
    if (localStorage.getItem('isLoggedIn')) return;
    localStorage.setItem('userType', '1');
    localStorage.setItem('isLoggedIn', 'true');
    document.cookie = 'lfm_signed_in=; Max-Age=0; Path=/';
  });
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(`${origin}/farms/farmlist/1`);
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'redrawn');
  expect(warnings.some((w) => w.includes('drawn again'))).toBe(true);
});

test('a zip typed and sent on the drawn order-now page before the app’s code has run is the one searched', async ({
  page,
}) => {
  const release = await holdEntry(page);
  await page.goto('/order-now', { waitUntil: 'commit' });
  const filter = page.getByRole('search', { name: 'Zip code filter' });
  await filter.getByLabel('Zip code').fill('08540');
  await filter.getByRole('button', { name: 'Go', exact: true }).click();
  release();
  await expect(page.getByText('Pick ups near 08540')).toBeVisible();
  await expect(filter.getByText('Zip code must be 5 numbers')).toHaveCount(0);
});
