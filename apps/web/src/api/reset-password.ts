import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type resetPasswordRequestSchema } from '@lfm/core';
import { authApi } from '@lfm/core/routes';
import { session } from '../lib/session';
import { call } from './client';
import { profileKey } from './get-profile';

export type ResetPasswordBody = z.output<typeof resetPasswordRequestSchema>;

export const resetPassword = (body: ResetPasswordBody) => call(authApi.resetpassword, { body });

/** SPEC 4: a successful reset signs the user in (the answer set the session cookie). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ userProfile }) => {
      session.signIn(userProfile.userType);
      queryClient.setQueryData(profileKey, userProfile);
    },
  });
}
