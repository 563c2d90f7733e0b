import { useMutation } from '@tanstack/react-query';
import { type LoginInput } from '@lfm/core';
import { authApi } from '@lfm/core/routes';
import { call } from './client';

export interface LoginRequest extends LoginInput {
  /** The kind chosen in sign-in-as; the server ignores it (docs/api-accounts.md) but the spec sends it. */
  userType?: number;
}

export const login = (body: LoginRequest) => call(authApi.login, { body });

/** POST user/login. Errors are shown in the form, not as a toast. */
export const useLogin = () => useMutation({ mutationFn: login, meta: { silent: true } });
