import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signupFormSchema, ZIP_MESSAGE } from '@lfm/core';
import { schemaMessages, stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { SignUpForm } from './sign-up-form';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const submit = () => screen.getByRole('button', { name: /sign up/i });

describe('Sign-up form', () => {
  it('blocks an empty submit with the core’s message for every required field', async () => {
    const calls = stubApi();
    const { user } = renderPage(<SignUpForm />);
    await user.click(submit());

    const expected = schemaMessages(signupFormSchema, {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      userType: '',
      consumerType: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      postalCode: '',
      terms: false,
    });
    await waitFor(() => expect(alerts()).toContain(expected.firstName));
    for (const field of [
      'firstName',
      'email',
      'password',
      'userType',
      'addressLine1',
      'city',
      'postalCode',
      'terms',
    ])
      expect(alerts(), field).toContain(expected[field]);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('says a short zip code must be 5 numbers', async () => {
    stubApi();
    const { user } = renderPage(<SignUpForm />);
    await user.type(screen.getByLabelText('Zip code'), '123');
    await user.click(submit());
    await waitFor(() => expect(alerts()).toContain(ZIP_MESSAGE));
  });

  it('clears a field’s message once it is put right', async () => {
    stubApi();
    const { user } = renderPage(<SignUpForm />);
    await user.click(submit());
    const firstNameMessage = schemaMessages(signupFormSchema, { firstName: '' }).firstName!;
    await waitFor(() => expect(alerts()).toContain(firstNameMessage));

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await waitFor(() => expect(alerts()).not.toContain(firstNameMessage));
  });
});
