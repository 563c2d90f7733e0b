/**
 * Issue 34.7: an admin's change of access is on the audit trail: who, when, what and from where,
 * found by its filters and in the CSV of the same filters.
 */
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN_EMAIL as E2E_ADMIN } from '../playwright.config';
import { adminToken, createCustomer, expect, signInWithToken, test } from './fixtures';

test('an admin disables a user and finds it on the audit trail, filtered and as CSV @phone', async ({
  page,
  request,
}) => {
  const user = await createCustomer(request);
  await signInWithToken(page, { accessToken: await adminToken(request) });

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(user.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('listitem').filter({ hasText: user.email });
  await card.getByRole('button', { name: 'Disable' }).click();
  await page
    .getByRole('dialog', { name: `Disable ${user.firstName} ${user.lastName}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 2 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter the audit trail' });
  await filters.getByLabel('Who').fill(E2E_ADMIN);
  await filters.getByLabel('What').selectOption({ label: 'Disabled an account' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  const entry = page.getByRole('row').filter({ hasText: `Account #${user.id}` });
  await expect(entry).toContainText('Disabled an account');
  await expect(entry).toContainText(E2E_ADMIN);
  // Every entry listed is the filtered action.
  await expect(page.getByRole('row').filter({ hasText: 'Enabled an account' })).toHaveCount(0);

  // A wrong period is refused on the page, as the server refuses it.
  await filters.getByLabel('From').fill('2026-12-05');
  await filters.getByLabel('To').fill('2026-12-01');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByRole('alert')).toHaveText('The From date must not be after the To date.');
  await expect(entry).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    filters.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('audit-trail.csv');
  const rows = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n');
  expect(rows[0]).toBe('"When","Actor","Actor id","Action","What","Subject","Subject id","Detail","From"');
  expect(rows.slice(1).every((r) => r.includes('"Disabled an account"'))).toBe(true);
  // The subject in the reader's words (issue 32), its id beside it.
  expect(rows.some((r) => r.includes(`"Account","${user.id}"`))).toBe(true);
});
