/**
 * Issue 34.1: signed in, the session is an HttpOnly cookie the page's scripts cannot read: neither
 * document.cookie nor localStorage holds the token, and the signed-in pages still work with it.
 */
import { expect, test } from '@playwright/test';
import { CLIENT_AUTH, createCustomer, header, PASSWORD, signInThroughModal } from './fixtures';

test('a page script cannot read the session token; the session works and signing out ends it', async ({
  page,
  context,
}) => {
  const user = await createCustomer(page.request);
  await page.goto('/');
  await signInThroughModal(page, user.email, PASSWORD);
  await expect(header(page).getByRole('button', { name: new RegExp(`Hi, ${user.firstName}`) })).toBeVisible();

  const session = (await context.cookies()).find((c) => c.name === 'lfm_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const token = session!.value;
  expect(token.length).toBeGreaterThan(20);
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...localStorage }),
  }));
  expect(visible.cookie).not.toContain(token);
  expect(visible.cookie).not.toContain('lfm_session');
  expect(visible.storage).not.toContain(token);
  expect(JSON.parse(visible.storage)).toMatchObject({ isLoggedIn: 'true', userType: '2' });

  // Signed-in pages read and write through the cookie.
  await page.goto('/userprofile');
  await expect(page.getByText('14 Warren Street, Hudson, NY, 12534')).toBeVisible();

  await header(page)
    .getByRole('button', { name: new RegExp(`Hi, ${user.firstName}`) })
    .click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'lfm_session')).toBeUndefined();
  // The token itself no longer opens anything.
  const res = await page.request.get('/api/user/getProfile', {
    headers: { authorization: CLIENT_AUTH, accesstoken: token },
  });
  expect(res.status()).toBe(401);
});
