import { useMutation } from '@tanstack/react-query';
import { authApi } from '@lfm/core/routes';
import { call } from './client';

export const logout = () => call(authApi.logout);

/** POST user/logout. The caller clears the session whatever the answer: signing out always works locally. */
export const useLogout = () => useMutation({ mutationFn: logout, meta: { silent: true } });
