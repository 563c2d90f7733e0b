import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsletterSchema } from '@lfm/core';
import { schemaMessages, stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { NewsletterForm } from './newsletter-form';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

function showForm(source?: 'farmers_post') {
  const calls = stubApi({ 'newsletter/newsletterSignup': { message: 'Thanks for signing up' } });
  const view = renderPage(<NewsletterForm source={source} />);
  const signUp = () => view.user.click(screen.getByRole('button', { name: 'Sign up' }));
  return { ...view, calls, signUp };
}

describe('NewsletterForm (footer, Farmers Post, schools)', () => {
  it('shows the core’s messages on an empty sign-up and sends nothing', async () => {
    const { calls, signUp } = showForm();
    await signUp();
    const expected = schemaMessages(newsletterSchema, { name: '', email: '', zipCode: '' });
    await waitFor(() => expect(alerts()).toEqual([expected.name, expected.email, expected.zipCode]));
    expect(calls).toEqual([]);
  });

  it.each([undefined, 'farmers_post' as const])(
    'signs up with name, email and zip (source %s)',
    async (source) => {
      const { user, calls, signUp } = showForm(source);
      await user.type(screen.getByLabelText('Name'), 'Wren Tester');
      await user.type(screen.getByLabelText('Email'), 'wren@example.com');
      await user.type(screen.getByLabelText('Zip code'), '12534');
      await signUp();
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toEqual({
        method: 'POST',
        path: 'newsletter/newsletterSignup',
        body: { name: 'Wren Tester', email: 'wren@example.com', zipCode: '12534', ...(source && { source }) },
      });
      // The form is cleared for the next reader.
      await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    },
  );
});
