/**
 * Issue 15, the first load. The home page's HTML is the page itself: the app adopts it (hydration) instead of
 * drawing it again, and starts its scripts only once the page has painted. A person who taps a button
 * before the app's code has run is not ignored: the tap is kept and acted on once the app is there.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** Holds back the app's entry script until release() (the page's HTML and CSS arrive as usual). */
async function holdEntry(page: Page) {
  const held: Route[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return {
    requested: () => held.length > 0,
    release,
  };
}

test('a tap on the home page’s Sign Up before the app’s code has run opens the sign-up form once it has', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const entry = await holdEntry(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  // The page is there, live (no inert cover), and its scripts are asked for after it has painted.
  const register = page.getByRole('region', { name: 'Register today' });
  const signUp = register.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeVisible();
  await expect.poll(entry.requested).toBe(true);
  // Marks the page's heading, to see below that the app adopted this very element instead of drawing a new one.
  await page.getByRole('heading', { name: /fresh food from local farms/ }).evaluate((h) => {
    (h as HTMLElement & { fromHtml?: boolean }).fromHtml = true;
  });

  await signUp.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  entry.release();

  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  // (by its tag: the open dialog hides the page from the accessibility tree)
  expect(
    await page.locator('main h1').evaluate((h) => (h as HTMLElement & { fromHtml?: boolean }).fromHtml),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('a search typed on the home page before the app’s code has run goes to the search all the same', async ({
  page,
}) => {
  const entry = await holdEntry(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(entry.requested).toBe(true);
  const box = page.getByRole('searchbox', { name: 'Search food from every farm' });
  await box.fill('tomatoe');
  await box.press('Enter');
  // The form itself goes there (the browser's own submit), and the search page answers.
  await expect(page).toHaveURL(/\/search\?q=tomatoe$/);
  entry.release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page.getByRole('heading', { name: 'Results for “tomatoe”' })).toBeVisible();
});

test('a visitor’s product page draws from the data its HTML brings: no request for it, its picture preloaded', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/inventory/getViewDetails')) asked.push(r.url());
  });
  const res = await page.goto('/farms/farmlist/productdetails/1');
  const html = await res!.text();
  const picture = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
  expect(picture).toMatch(/^\/uploads\//);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(main.locator(`img[src="${picture}"]`)).toBeVisible();
  expect(asked).toEqual([]);
});

test('a visitor’s farm and list pages ask the server for none of the data their HTML brings', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of [
    '/farms/farmlist/1',
    '/farms',
    '/marketpopups',
    '/order-now',
    '/toyourdoor',
    '/recipes',
  ]) {
    const asked: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    };
    page.on('request', onRequest);
    const html = await (await page.goto(path))!.text();
    const block = /<script type="application\/json" id="lfm-answers">([^<]+)<\/script>/.exec(html);
    const brought = Object.keys(JSON.parse(block?.[1] ?? '{}') as object);
    expect(brought.length, path).toBeGreaterThan(0);
    const picture = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    if (picture) await expect(page.locator(`main img[src="${picture}"]`).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Not even with other parameters: the page's own first request is the one its HTML answered.
    const endpoint = (url: string) => url.split('?')[0];
    expect(
      asked.filter((url) => brought.some((b) => endpoint(b) === endpoint(url))),
      path,
    ).toEqual([]);
    page.off('request', onRequest);
  }
});
