import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** Every farmer-portal query starts with this key, so a change refreshes the portal's lists. */
export const farmerKey = ['farmer'] as const;

/**
 * A farmer-portal change: POST `path` with a JSON body, or multipart when `form`; `silent` when the
 * page shows the server's message itself (forms). The shared mutation of the farmer-*.ts calls.
 */
export function useFarmerAction<V, R extends { message: string } = { message: string }>(
  path: string,
  { form = false, silent = false }: { form?: boolean; silent?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent },
    mutationFn: (v: V) => api<R>('POST', path, form ? { form: v as FormData } : { body: v }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: farmerKey }),
  });
}
