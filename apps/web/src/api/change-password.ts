import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type changePasswordRequestSchema } from '@lfm/core';
import { authApi } from '@lfm/core/routes';
import { call } from './client';

export type ChangePasswordBody = z.output<typeof changePasswordRequestSchema>;

export const changePassword = (body: ChangePasswordBody) => call(authApi.changpassword, { body });

/** Errors stay silent here: the page shows them under the form. */
export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { silent: true, blocking: false } });
