/** The search call (issue 18.1): its query and answer live in ../search.ts, shared with the search page. */
import { searchQuerySchema, searchResultSchema } from '../search';
import { inventoryExample } from './examples';
import { route } from './route';

export const searchApi = {
  search: route({
    method: 'GET',
    path: 'search',
    summary: "Search every farm's food that can reach the buyer",
    description:
      "q (typos tolerated), zipCode and distributionType (1 pick up, 2 delivery, 3 shipping; absent: any) say who must be reached; filters category, organic, minPriceCents, maxPriceCents, farmId; sort relevance (then distance), price or distance; page and limit (12, at most 50). Prices follow the signed-in user's role.",
    tags: ['catalog'],
    access: 'optional',
    query: searchQuerySchema,
    response: searchResultSchema.meta({
      examples: [
        {
          result: [{ ...inventoryExample, distanceMiles: 4.2, certifiedOrganic: true }],
          total: 1,
          page: 1,
          limit: 12,
          farms: [{ _id: 7, farmName: 'Hawthorn Hill Farm' }],
        },
      ],
    }),
    errors: [400, 429],
  }),
};
