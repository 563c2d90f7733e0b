import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@lfm/core';
import { api, type RequestOptions } from './client';

/** Every admin query starts with this key, so a change refreshes the admin's lists. */
export const adminKey = ['admin'] as const;

/**
 * An admin change: POST `path` with what `send` makes of the variables (a JSON body or a form);
 * `silent` when the page shows the server's message itself (forms). The shared mutation of the
 * admin-*.ts calls.
 */
export function useAdminAction<V, R = MessageResponse>(
  path: string,
  send: (v: V) => RequestOptions,
  silent = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent, blocking: false },
    mutationFn: (v: V) => api<R>('POST', path, send(v)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
