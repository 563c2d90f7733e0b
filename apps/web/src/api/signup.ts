import { useMutation } from '@tanstack/react-query';
import { authApi } from '@lfm/core/routes';
import { call } from './client';

/** POST user/signup (multipart: the certificate travels as a file). */
export const signup = (form: FormData) => call(authApi.signup, { form });

/** Errors are shown in the form, not as a toast. */
export const useSignup = () => useMutation({ mutationFn: signup, meta: { silent: true } });
