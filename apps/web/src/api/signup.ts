import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@lfm/core';
import { api } from './client';

/** POST user/signup (multipart: the certificate travels as a file). */
export const signup = (form: FormData) => api<SessionResponse>('POST', 'user/signup', { form });

/** Errors are shown in the form, not as a toast. */
export const useSignup = () => useMutation({ mutationFn: signup, meta: { silent: true } });
