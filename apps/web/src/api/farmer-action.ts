import type { RouteDef } from '@lfm/core';
import { useAction } from './action';

/** Every farmer-portal query starts with this key, so a change refreshes the portal's lists. */
export const farmerKey = ['farmer'] as const;

/** A farmer-portal change (a JSON body, or the form of a multipart entry); `silent` when the page shows the server's message itself. */
export const useFarmerAction = <const D extends RouteDef>(entry: D, { silent = false } = {}) =>
  useAction(entry, { invalidates: farmerKey, silent });
