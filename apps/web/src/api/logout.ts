import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@lfm/core';
import { api } from './client';

export const logout = () => api<MessageResponse>('POST', 'user/logout');

/** POST user/logout. The caller clears the session whatever the answer: signing out always works locally. */
export const useLogout = () => useMutation({ mutationFn: logout, meta: { silent: true } });
