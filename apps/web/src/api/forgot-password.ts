import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type forgotPasswordSchema } from '@lfm/core';
import { authApi } from '@lfm/core/routes';
import { call } from './client';

export type ForgotPasswordBody = z.output<typeof forgotPasswordSchema>;

export const forgotPassword = (body: ForgotPasswordBody) => call(authApi.forgetpassword, { body });

/** Sends the reset email; the server answers the same whether or not the address has an account. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { blocking: false } });
