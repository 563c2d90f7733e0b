import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginSchema, UserType, type CookieSessionResponse } from '@lfm/core';
import { ErrorCode } from '@lfm/core/errors';
import { session } from '../../lib/session';
import { ApiErrorAnswer, schemaMessages, stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { LoginModal } from './login-modal';

const signedIn: CookieSessionResponse = {
  userProfile: {
    _id: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '',
    userType: UserType.Customer,
    consumerType: null,
    address: [],
    profileImage: null,
    farmInfo: null,
    invoiceStatus: null,
    isAdmin: false,
    language: null,
  },
};

/** The dialog's code loads on first open (components/modal.tsx): it is found once it has. */
async function openLogin(answers: Record<string, unknown> = {}) {
  const calls = stubApi(answers);
  const view = renderPage(<LoginModal open />);
  const dialog = within(await screen.findByRole('dialog', { name: 'Sign in' }));
  return { ...view, calls, dialog };
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('Login form', () => {
  it('shows the core messages on an empty submit and sends nothing', async () => {
    const { user, dialog, calls } = await openLogin();
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    const expected = schemaMessages(loginSchema, { email: '', password: '' });
    expect(Object.keys(expected).sort()).toEqual(['email', 'password']);
    await waitFor(() => expect(alerts()).toEqual([expected.email, expected.password]));
    expect(dialog.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    expect(session.get().isLoggedIn).toBe(false);
  });

  it('says an email is not valid in the core’s words', async () => {
    const { user, dialog, calls } = await openLogin();
    await user.type(dialog.getByLabelText('Email'), 'ada@');
    await user.type(dialog.getByLabelText('Password'), 'secret-password');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    const invalidEmail = schemaMessages(loginSchema, { email: 'ada@', password: 'x' }).email;
    await waitFor(() => expect(alerts()).toEqual([invalidEmail]));
    expect(calls).toEqual([]);
  });

  it('signs in with valid details and keeps the session', async () => {
    const { user, dialog, calls } = await openLogin({ 'user/login': signedIn });
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret-password');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: 'user/login',
      body: { email: 'ada@example.com', password: 'secret-password' },
    });
    await waitFor(() =>
      expect(session.get()).toEqual({
        userType: UserType.Customer,
        isLoggedIn: true,
      }),
    );
  });

  it('shows the server’s answer inside the form when the password is wrong', async () => {
    const { user, dialog } = await openLogin({
      'user/login': new ApiErrorAnswer(401, ErrorCode.InvalidCredentials, 'Invalid email or password.'),
    });
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com');
    await user.type(dialog.getByLabelText('Password'), 'wrong-password');
    await user.click(dialog.getByRole('button', { name: 'Sign In' }));

    expect(await dialog.findByRole('alert')).toHaveProperty('textContent', 'Invalid email or password.');
    expect(session.get().isLoggedIn).toBe(false);
  });
});
