import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createCustomer, expect, PASSWORD, test } from './fixtures';

const header = (page: Page) => page.getByRole('banner');

async function chooseKind(page: Page, kind: RegExp) {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Sign in as' }).getByRole('button', { name: kind }).click();
  return page.getByRole('dialog', { name: 'Sign in' });
}

test('a customer who chose Farmer is told kindly which account this is, signed in, and the kind is remembered', async ({
  page,
}) => {
  const user = await createCustomer(page.request);
  await page.goto('/');
  const dialog = await chooseKind(page, /Farmer/);
  await expect(dialog).toContainText('Signing in as Farmer');
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('This is a local customer account.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: new RegExp(`Hi, ${user.firstName}`) })).toBeVisible();

  // Signed out, the chooser points at the kind this device used last.
  await page.evaluate(() => {
    ['userType', 'isLoggedIn'].forEach((k) => localStorage.removeItem(k));
  });
  await page.reload();
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in as' });
  await expect(chooser.getByRole('button', { name: /Local Customer.*Last used here/ })).toBeFocused();
  await expect(chooser.getByText('Last used here')).toHaveCount(1);
});

/**
 * SPEC 2 sign-in-as's five kinds, and what only that kind's sign-up form asks or says (SPEC 5: a wholesale
 * buyer's type and EIN documents, a school's optional EIN documents, a farmer's certifications).
 */
const KINDS: { kind: string; only: RegExp[] }[] = [
  { kind: 'Local Customer', only: [] },
  { kind: 'Wholesale Buyer', only: [/^Wholesale type$/, /^Upload EIN Documents$/] },
  { kind: 'Farmer', only: [/^USDA Certified Organic$/, /farmer portal/] },
  { kind: 'School', only: [/^Upload EIN Documents \(optional\)$/] },
  { kind: 'Pick Up Host', only: [/pick-up host portal/] },
];
const EVERY_KINDS_OWN = KINDS.flatMap((k) => k.only);

test('Sign in as offers the five kinds of account, and each one’s Sign Up opens that kind’s form', async ({
  page,
}) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in as' });
  await expect(chooser.getByRole('listitem').getByRole('button')).toHaveText(
    KINDS.map((k) => new RegExp(`^${k.kind}`)),
  );
  await page.keyboard.press('Escape');

  for (const { kind, only } of KINDS) {
    const dialog = await chooseKind(page, new RegExp(`^${kind}`));
    await expect(dialog).toContainText(`Signing in as ${kind}`);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    await expect(signUp.getByLabel('I am a').locator('option:checked'), kind).toHaveText(kind);
    for (const own of only) await expect(signUp.getByText(own), `${kind}: ${own}`).toBeVisible();
    for (const other of EVERY_KINDS_OWN.filter((o) => !only.includes(o)))
      await expect(signUp.getByText(other), `${kind}: not ${other}`).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(signUp).toBeHidden();
  }
});

test('the home page has one newsletter sign-up besides the footer, and it works; the copyright runs to this year', async ({
  page,
}) => {
  // The year is the browser's: another year than the server's or the build's.
  await page.clock.setFixedTime(new Date('2031-03-04T10:00:00'));
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText(
    'Fresh from local farms',
  );
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const forms = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(forms).toHaveCount(2);
  await expect(page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' })).toHaveCount(
    1,
  );
  await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2020–2031 Local Food Marketplace');
  // ...and the page the server sent was adopted as it was, not drawn again for a year it did not have.
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydration', /./);

  const post = page
    .getByRole('region', { name: /Hear it first/ })
    .getByRole('form', { name: 'Newsletter sign-up' });
  await post.getByLabel('Name').fill('Wren Tester');
  await post.getByLabel('Email').fill(`wren-${randomUUID().slice(0, 8)}@example.com`);
  await post.getByLabel('Zip code').fill('12534');
  await post.getByRole('button', { name: 'Sign up' }).click();
  await expect(post.getByLabel('Email')).toHaveValue('');
});
