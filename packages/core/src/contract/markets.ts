/** The markets calls (docs/api-catalog.md). */
import { z } from 'zod';
import { farmSchema, marketDetailsSchema, marketDtoSchema } from '../catalog-types';
import type { ClientRequest } from './http';
import { categoryParam, idParam, paging, searchParam, viewerQuery } from './params';
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

const marketExample = {
  _id: 3,
  marketName: 'Hudson Saturday Market',
  marketIcon: null,
  marketBackgroundColor: '#E6F0E4',
  marketImage: '/uploads/markets/3.webp',
  desc: 'Farmers from the valley every Saturday on Front Street.',
  address: { addressLine1: '1 Front St', addressLine2: '', city: 'Hudson', state: 'NY', postalCode: '12534' },
  geoLocation: [-73.79, 42.25],
  marketOrderWindow: 'Order Monday 6:00 AM to Thursday 8:00 PM',
  marketPickupWindows: ['Saturday 9:00 AM - 1:00 PM'],
};

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
    response: z.object({ result: marketDetailsSchema }),
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
    response: z.object({ result: z.array(farmSchema) }),
    errors: [400, 404],
  }),
};
