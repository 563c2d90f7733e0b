/** The markets calls' queries (docs/api-catalog.md). */
import { z } from 'zod';
import type { ClientRequest } from './http';
import { categoryParam, idParam, paging, searchParam, viewerQuery } from './params';

export const marketsQuery = z.object({
  search: searchParam,
  // SPEC 9: the list filters status 0; hidden markets are never listed.
  status: z.coerce
    .number({ error: 'status must be 0.' })
    .refine((v) => v === 0, 'status must be 0.')
    .optional(),
  ...paging,
});
export const marketQuery = z.object({
  marketId: idParam('marketId', 'Market id is required.'),
  category: categoryParam,
  ...paging,
  ...viewerQuery,
});

export type MarketsRequest = ClientRequest<z.output<typeof marketsQuery>>;
