import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, RouteDef } from '@lfm/core';
import { call } from './client';

/** What a change sends: the form of a multipart entry (uploads), else its JSON body. */
export type ActionInput<D extends RouteDef> = D extends { form: object } ? FormData : BodyIn<D>;

export interface ActionOptions {
  /** The queries to refresh after the change (their key's start). */
  invalidates: readonly string[];
  /** The page shows the server's message itself (forms). */
  silent?: boolean;
  /** Whether the page is blocked while the change runs (the app's default when not said). */
  blocking?: boolean;
  /** A refusal changes what the lists show too (a payout owed again, or still under way): refreshed either way. */
  refreshOnError?: boolean;
}

/**
 * A change through a contract entry: POST what the page gives (a JSON body, or the form of a
 * multipart entry), then refresh the `invalidates` queries. The portals' and admin's mutations.
 */
export function useAction<const D extends RouteDef>(entry: D, opts: ActionOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: opts.silent ?? false, ...(opts.blocking !== undefined && { blocking: opts.blocking }) },
    mutationFn: (v: ActionInput<D>) =>
      call(entry, entry.form ? { form: v as FormData } : { body: v as BodyIn<D> }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opts.invalidates }),
    onError: () => {
      if (opts.refreshOnError) void queryClient.invalidateQueries({ queryKey: opts.invalidates });
    },
  });
}
