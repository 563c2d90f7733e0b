import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  createCustomer,
  expect,
  header,
  emailedPasswordLink,
  PASSWORD,
  signInThroughModal,
  signInWithToken,
  test,
} from './fixtures';

async function openUserMenu(page: Page, firstName: string) {
  await header(page)
    .getByRole('button', { name: new RegExp(`Hi, ${firstName}`) })
    .click();
}

test('a customer signs up, signs out and signs in again', async ({ page }) => {
  const email = `ivy-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('First name').fill('Ivy');
  await dialog.getByLabel('Last name').fill('Marsh');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByLabel('I am a').selectOption({ label: 'Local Customer' });
  await dialog.getByLabel('Address line 1').fill('22 Columbia Street');
  await dialog.getByLabel('City').fill('Hudson');
  await dialog.getByLabel('State').fill('NY');
  await dialog.getByLabel('Zip code').fill('12534');
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: /Hi, Ivy/ })).toBeVisible();

  // The sign-up address is the profile's first address.
  await page.goto('/userprofile');
  await expect(page.getByText('22 Columbia Street, Hudson, NY, 12534')).toBeVisible();

  await openUserMenu(page, 'Ivy');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await signInThroughModal(page, email, PASSWORD);
  await expect(header(page).getByRole('button', { name: /Hi, Ivy/ })).toBeVisible();
});

test('invalid sign-up and sign-in forms show the spec messages and do not submit', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/user/signup') || r.url().includes('/api/user/login')) calls++;
  });
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Sign Up' }).click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await signup.getByLabel('Password', { exact: true }).fill('abc');
  await signup.getByLabel('Confirm password').fill('abcd');
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of [
    'First name is required.',
    'Last name is required.',
    'email is required.',
    'Password must be greater than 4 digits.',
    'User type is required.',
    'Address line 1 is required.',
    'City is required.',
    'Zip code is required.',
    'Please select term and conditions.',
  ])
    await expect(signup.getByText(message, { exact: true })).toBeVisible();
  await signup.getByLabel('First name').fill('Ivy');
  await signup.getByLabel('Last name').fill('Marsh');
  await signup.getByLabel('Email').fill('ivy@example.com');
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByLabel('Address line 1').fill('22 Columbia Street');
  await signup.getByLabel('City').fill('Hudson');
  await signup.getByLabel('Zip code').fill('12534');
  await signup.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await signup.getByLabel('I am a').selectOption({ label: 'Wholesale Buyer' });
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signup.getByText('Password and confirm password must be same.')).toBeVisible();
  await expect(signup.getByText('Select whole sale type is required.')).toBeVisible();
  await signup.getByRole('button', { name: 'Close' }).click();

  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in as' })
    .getByRole('button', { name: /Local Customer/ })
    .click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Email').fill('not-an-email');
  await login.getByLabel('Password', { exact: true }).fill('abc');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(login.getByText('Enter a valid email.')).toBeVisible();
  await expect(login.getByText('Password must be greater than 4 digits.')).toBeVisible();
  expect(calls).toBe(0);

  // The server's own message for a wrong password.
  const user = await createCustomer(page.request);
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password', { exact: true }).fill('wrong-password');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(login.getByText('Invalid email or password.')).toBeVisible();
});

test('forgot password: the emailed link resets the password and signs the user in', async ({ page }) => {
  const user = await createCustomer(page.request);
  await page.goto('/forgotpassword');
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Password reset email sent! Please check your inbox, it should arrive shortly.').first(),
  ).toBeVisible();

  const path = await emailedPasswordLink(user.email);

  await page.goto(path);
  const newPassword = 'new-radish-77';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful! You are now logged in.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await expect(header(page).getByRole('button', { name: new RegExp(`Hi, ${user.firstName}`) })).toBeVisible();

  // The link works once.
  await page.goto(path);
  await expect(page).toHaveURL(/\/reset-token-expired$/);
  await expect(page.getByRole('heading', { name: 'Password Reset Link Expired' })).toBeVisible();

  // The new password signs in; the old one no longer does.
  const login = await page.request.post('/api/user/login', {
    headers: { authorization: `Basic ${Buffer.from('lfm-web:lfm-web-local-secret').toString('base64')}` },
    data: { email: user.email, password: newPassword },
  });
  expect(login.ok()).toBeTruthy();
});

test('a signed-in customer changes their password', async ({ page }) => {
  const user = await createCustomer(page.request);
  await signInWithToken(page, user);
  await page.goto('/changepassword');
  await page.getByLabel('Old password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm new password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New password and old password should not be same.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('pumpkin-pie-9');
  await page.getByLabel('Confirm new password').fill('pumpkin-pie-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/password (has been )?changed/i).first()).toBeVisible();

  const auth = { authorization: `Basic ${Buffer.from('lfm-web:lfm-web-local-secret').toString('base64')}` };
  const oldLogin = await page.request.post('/api/user/login', {
    headers: auth,
    data: { email: user.email, password: user.password },
  });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await page.request.post('/api/user/login', {
    headers: auth,
    data: { email: user.email, password: 'pumpkin-pie-9' },
  });
  expect(newLogin.ok()).toBeTruthy();
});

test('a customer adds an address and edits the profile', async ({ page }) => {
  const user = await createCustomer(page.request);
  await signInWithToken(page, user);
  await page.goto('/userprofile');
  await page.getByRole('button', { name: 'Add Address' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address line 1 is required.')).toBeVisible();
  await page.getByRole('main').getByLabel('Address line 1').fill('7 Front Street');
  await page.getByRole('main').getByLabel('City').fill('Kingston');
  await page.getByRole('main').getByLabel('State').fill('NY');
  await page.getByRole('main').getByLabel('Zip code').fill('12401');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('7 Front Street, Kingston, NY, 12401')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('main').getByLabel('Phone').fill('51855501x');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Phone number must contain digits only.')).toBeVisible();
  await page.getByRole('main').getByLabel('Phone').fill('5185550142');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('5185550142')).toBeVisible();
});

test('unknown paths show the not-found page; signed-out visits to account pages land on /', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const path of ['/userprofile', '/changepassword', '/shoppingcart']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('an expired session (error code 2) clears the session and returns home', async ({ page }) => {
  const user = await createCustomer(page.request);
  await signInWithToken(page, { ...user, accessToken: 'revoked-or-made-up-token' });
  await page.goto('/userprofile');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('home page at phone width @phone', async ({ page }) => {
  await page.goto('/');
  await expect(
    page
      .getByRole('button', { name: 'Order Now' })
      .or(page.getByRole('link', { name: 'Order Now' }))
      .first(),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
