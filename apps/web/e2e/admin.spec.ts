import { randomUUID } from 'node:crypto';
import {
  adminToken,
  CLIENT_AUTH,
  createCustomer,
  expect,
  emailedPasswordLink,
  PASSWORD,
  signInWithToken,
  test,
} from './fixtures';
import { PHOTO, setUpFarm } from './farmer';
import { apiCall } from './shop';

test('an admin approves a farmer application and the new farmer sets a password from the email', async ({
  page,
  request,
}) => {
  const email = `juniper-${randomUUID().slice(0, 8)}@example.com`;
  const applied = await request.post('/api/admin/addFarmer', {
    headers: { authorization: CLIENT_AUTH },
    data: {
      firstName: 'Juniper',
      lastName: 'Hale',
      email,
      phone: '5185550142',
      addressLine1: '40 Orchard Lane',
      addressLine2: 'Barn 2',
      city: 'Claverack',
      state: 'NY',
      postalCode: '12513',
      country: 'United States',
      certifications: 'NOFA-NY certified organic since 2019',
      questions: 'Can I sell eggs?',
    },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();

  await signInWithToken(page, { accessToken: await adminToken(request) });
  // The admin finds the admin pages in the user menu.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  const application = page.getByRole('listitem').filter({ hasText: email });
  await expect(application).toContainText('NOFA-NY certified organic since 2019');
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/^Application approved\./).first()).toBeVisible();

  // The new farmer follows the emailed link, chooses a password and lands in the farmer portal.
  const link = await emailedPasswordLink(email);
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/farmer$/, { timeout: 10_000 });
  await setUpFarm(page, `Juniper Hill ${randomUUID().slice(0, 6)}`);
  await expect(page.getByText('Low in stock')).toBeVisible();
});

test('a customer who opens the sellers’ pages is told they are not for them, and sees no data', async ({
  page,
}) => {
  const customer = await createCustomer(page.request);
  await signInWithToken(page, customer);
  await page.goto('/admin');
  await expect(page.getByText('The admin pages are for marketplace admins.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/farmer');
  await expect(
    page.getByText('The farmer portal is for farmers. Sign in with your farmer account.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Farmer portal' })).toHaveCount(0);
  // The user menu offers no portal either.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`Hi, ${customer.firstName}`) })
    .click();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Farmer Portal' })).toHaveCount(0);
});

test('an admin gives a market its icon', async ({ page, request }) => {
  const admin = await adminToken(request);
  const marketName = `Quiet Lot ${randomUUID().slice(0, 6)}`;
  // Hidden, so the shoppers' lists of the other tests stay as the demo data has them.
  await apiCall(request, 'POST', 'admin/markets/save', admin, {
    marketName,
    addressLine1: '5 Park Pl',
    city: 'Hudson',
    state: 'NY',
    postalCode: '12534',
    status: 1,
  });
  await signInWithToken(page, { accessToken: admin });
  await page.goto('/admin/markets');
  const card = page.getByRole('listitem').filter({ hasText: marketName });
  await expect(card).toContainText('Hidden');
  await card
    .getByLabel(`Icon of ${marketName}`)
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText('Icon saved.')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\.webp$/);
});
