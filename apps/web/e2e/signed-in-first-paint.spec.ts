/**
 * Issue 15: a signed-in person who reloads a page is never shown the visitor's header (Sign In, Sign Up)
 * while the app loads. The session is in localStorage, which the server cannot read; the app keeps a
 * non-secret lfm_signed_in cookie beside it, and the server sends the prerendered page with the signed-in
 * header when it is there. A stale cookie costs only a header the app corrects, never access.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createCustomer, expect, header, PASSWORD, signInThroughModal, test } from './fixtures';

/** The header of an HTML document as the server sent it, before any script ran. */
const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

const hint = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name === 'lfm_signed_in').map((c) => c.value);

/**
 * From before the page's first byte: records whether a Sign In or Sign Up button was ever in the header,
 * whether painted from the HTML or rendered by the app, and what the header said at DOMContentLoaded.
 */
async function watchHeader(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { signInSeen: boolean; headerAtDomReady: string };
    w.signInSeen = false;
    const look = () => {
      for (const b of document.querySelectorAll('header button, header a'))
        if (/^Sign (In|Up)$/.test(b.textContent?.trim() ?? '')) w.signInSeen = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', () => {
      look();
      w.headerAtDomReady = document.querySelector('header')?.textContent ?? '(no header)';
    });
  });
}
const seen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { signInSeen: boolean; headerAtDomReady: string };
    return { signInSeen: w.signInSeen, headerAtDomReady: w.headerAtDomReady };
  });

test('a signed-in customer reloading the home page or another page never sees Sign In', async ({
  page,
  context,
}) => {
  // A sign-in, four page loads and a sign-out: 48 s at a load average of 6.5 on this machine.
  test.setTimeout(120_000);
  const user = await createCustomer(page.request);
  await page.goto('/');
  await signInThroughModal(page, user.email, PASSWORD);
  const greeting = header(page).getByRole('button', { name: new RegExp(`Hi, ${user.firstName}`) });
  await expect(greeting).toBeVisible();
  // The hint, and no secret in any cookie.
  expect(await hint(context)).toEqual(['1']);
  expect(JSON.stringify(await context.cookies())).not.toContain(user.accessToken);

  await watchHeader(page);
  for (const path of ['/farms', '/', '/orders']) {
    const res = await page.goto(path);
    const first = headerOf(await res!.text());
    expect(first, `${path}: the header in the HTML`).toContain('Your account');
    expect(first, `${path}: the header in the HTML`).not.toMatch(/>Sign (In|Up)</);
    await expect(greeting).toBeVisible();
    const watched = await seen(page);
    expect(watched.headerAtDomReady, `${path}: the header at DOMContentLoaded`).not.toMatch(/Sign (In|Up)/);
    expect(watched.signInSeen, `${path}: a Sign In or Sign Up button ever in the header`).toBe(false);
  }

  // Signed out, the hint goes: the next first paint is the visitor's header.
  await greeting.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await hint(context)).toEqual([]);
  const res = await page.goto('/farms');
  expect(headerOf(await res!.text())).toMatch(/>Sign In</);
});

test('a stale signed-in cookie only costs a corrected header: no access, and the cookie goes', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lfm_signed_in', value: '1', url: baseURL! }]);
  const res = await page.goto('/farms');
  // The server trusted the hint for the first paint only...
  expect(headerOf(await res!.text())).toContain('Your account');
  // ...the app, which has no session, draws the visitor's header and drops the hint.
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await hint(context)).toEqual([]);
  // A signed-in page is still closed to it.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});
