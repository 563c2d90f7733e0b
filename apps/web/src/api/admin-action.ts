import type { RouteDef } from '@lfm/core';
import { useAction } from './action';

/** Every admin query starts with this key, so a change refreshes the admin's lists. */
export const adminKey = ['admin'] as const;

/** An admin change (a JSON body, or the form of a multipart entry); `silent` when the page shows the server's message itself. */
export const useAdminAction = <const D extends RouteDef>(entry: D, silent = false) =>
  useAction(entry, { invalidates: adminKey, silent, blocking: false });
