/** The markets calls (docs/api-catalog.md). */
import { z } from 'zod';
import { farmSchema, marketDetailsSchema, marketDtoSchema } from '../catalog-types';
import type { ClientRequest } from './http';
import { categoryParam, idParam, paging, searchParam, viewerQuery } from './params';
import { distributionExample, farmExample, inventoryExample, marketExample } from './examples';
import { route } from './route';

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

/** The markets calls. */
export const marketsApi = {
  getMarkets: route({
    method: 'GET',
    path: 'market/getMarkets',
    summary: 'Shown markets and pop-ups, by name',
    tags: ['markets'],
    access: 'client',
    query: marketsQuery,
    response: z
      .object({ marketInfo: z.array(marketDtoSchema), total: z.number().int() })
      .meta({ examples: [{ marketInfo: [marketExample], total: 1 }] }),
    errors: [400],
  }),
  getMarketDetails: route({
    method: 'GET',
    path: 'market/getMarketDetails',
    summary: 'A market with its farms, their pickups there and their pickup products (of one category)',
    description: "404 'Market not found.' for an unknown or hidden market.",
    tags: ['markets'],
    access: 'optional',
    query: marketQuery,
    response: z.object({ result: marketDetailsSchema }).meta({
      examples: [
        {
          result: {
            marketInfo: marketExample,
            farmInfo: [
              { farm: farmExample, distributions: [distributionExample], inventory: [inventoryExample] },
            ],
            inventoryTotal: 1,
            categories: [{ id: 1, name: 'Vegetables', count: 1 }],
            page: 1,
            limit: 24,
          },
        },
      ],
    }),
    errors: [400, 404],
  }),
  viewFarmsByMarket: route({
    method: 'GET',
    path: 'market/viewFarmsByMarket',
    summary: 'The farms with a pickup at a market',
    description: "404 'Market not found.' for an unknown or hidden market.",
    tags: ['markets'],
    access: 'optional',
    query: marketQuery,
    response: z.object({ result: z.array(farmSchema) }).meta({ examples: [{ result: [farmExample] }] }),
    errors: [400, 404],
  }),
};
