import { createCustomer, expect, signInWithToken, test } from './fixtures';
import { addCardInBrowser } from './shop';

test('profile Payment: add cards, choose the default, remove one; a past expiry is refused', async ({
  page,
}) => {
  const user = await createCustomer(page.request);
  await signInWithToken(page, user);
  await page.goto('/userprofile');
  await page.getByRole('button', { name: 'Payment' }).click();
  await expect(page.getByText('No saved cards yet.')).toBeVisible();

  const addCard = (number: string, expiry?: string) => addCardInBrowser(page, { number, expiry });

  const expired = await addCard('4242 4242 4242 4242', '01 / 20');
  await expect(expired.getByText('Your card has expired.')).toBeVisible();
  await expired.getByRole('button', { name: 'Close' }).first().click();

  await expect(await addCard('4242 4242 4242 4242')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Default card ending 4242' })).toBeChecked();
  await expect(await addCard('5555 5555 5555 4444')).toBeHidden();
  await expect(page.getByRole('cell', { name: /•••• 4444/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove card ending 4242' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Default card ending 4444' }).click();
  await expect(page.getByRole('checkbox', { name: 'Default card ending 4444' })).toBeChecked();
  await page.getByRole('button', { name: 'Remove card ending 4242' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to remove this card?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  const removed = page.getByRole('dialog', { name: 'Card is successfully removed.' });
  await expect(removed).toBeVisible();
  await removed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('cell', { name: /•••• 4242/ })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /•••• 4444/ })).toBeVisible();
});
