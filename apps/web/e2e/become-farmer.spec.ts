import { randomUUID } from 'node:crypto';
import { adminToken, expect, signInWithToken, test } from './fixtures';
import { en as enMain } from '@lfm/core/i18n/en';
import { enPages } from '@lfm/core/i18n/en-pages';

/** The English the page says: the main catalogue's and the pages part's. */
const en = { ...enMain, ...enPages };
import { BECOME_FARMER_LABELS as LABELS } from '../src/features/account/become-farmer-labels';
import { application } from './farmer';

/** SPEC 5 'Become a farmer, all required', spelled correctly. */
const REQUIRED = [
  'First name is required.',
  'Last name is required.',
  'Email is required.',
  'Phone number is required.',
  'Address 1 is required.',
  'Address 2 is required.',
  'City is required.',
  'State is required.',
  'Postal code is required.',
  'Country is required.',
  'Certifications is required.',
  'Questions is required.',
];

test('become a farmer: an empty form says what is required and sends nothing; a filled one is sent, emptied and seen by the admin', async ({
  page,
  browser,
  request,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/admin/addFarmer') && sent.push(r.method()));
  await page.goto('/become_a_farmer');
  const form = page.getByRole('region', { name: 'Tell us about your farm' });
  const field = (name: keyof typeof LABELS) => form.getByLabel(en[LABELS[name]], { exact: true });

  // Country starts as the United States; emptied, every field is missing.
  await field('country').clear();
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of REQUIRED) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(field('firstName')).toBeFocused();
  expect(sent).toEqual([]);

  const answers = application(`ada-${randomUUID().slice(0, 8)}@example.com`);
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[]) await field(name).fill(answers[name]);
  await expect(form.getByText(/ is required\.$/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(form.getByRole('status').filter({ hasText: 'Application sent' })).toContainText(
    'You have successfully submitted your application. Our team will verify it shortly.',
  );
  expect(sent).toEqual(['POST']);
  // The form is ready for nobody's answers again (the country back to its usual one).
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[])
    await expect(field(name)).toHaveValue(name === 'country' ? 'United States' : '');

  // The admin finds it among the waiting applications, with what the farmer wrote.
  const admin = await browser.newPage();
  await signInWithToken(admin, { accessToken: await adminToken(request) });
  await admin.goto('/admin');
  const card = admin.getByRole('listitem', { name: `Application from Ada Furrow (${answers.email})` });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('40 Orchard Lane, Barn 2, Ghent, NY, 12075, United States');
  await expect(card).toContainText(answers.certifications);
  await expect(card).toContainText(answers.questions);
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible();
  await admin.close();
});
