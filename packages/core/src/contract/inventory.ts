/** The inventory calls (docs/api-catalog.md): a product page, To Your Door. */
import { z } from 'zod';
import {
  distributionDtoSchema,
  farmSchema,
  inventoryDtoSchema,
  shippableInventorySchema,
} from '../catalog-types';
import type { ClientRequest, ViewerFields } from './http';
import { categoryParam, idParam, optionalZip, paging, viewerQuery } from './params';
import { distributionExample, farmExample, inventoryExample } from './examples';
import { route } from './route';

export const productQuery = z.object({
  inventoryId: idParam('inventoryId', 'Product id is required.'),
  ...viewerQuery,
});

export const shippableQuery = z.object({
  zipCode: optionalZip,
  isShippable: z
    .enum(['true'], { error: "isShippable must be 'true'." })
    .optional()
    .meta({ description: "Only shippable products are listed; 'true' when given." }),
  category: categoryParam,
  ...paging,
  ...viewerQuery,
});

export type ShippableRequest = ClientRequest<
  z.output<typeof shippableQuery>,
  never,
  ViewerFields | 'isShippable'
>;

/** inventory/getViewDetails's answer: the product (`invetory`, as SPEC 7 spells it), its farm and distributions. */
export const productDetailsSchema = z.object({
  result: z.object({
    farm: farmSchema,
    invetory: inventoryDtoSchema,
    distribution: z.array(distributionDtoSchema),
  }),
});

/** The inventory calls. */
export const inventoryApi = {
  getViewDetails: route({
    method: 'GET',
    path: 'inventory/getViewDetails',
    summary: 'A product page: the product, its farm and its distributions',
    description: "404 'This product is no longer available' for an unknown or hidden product.",
    tags: ['inventory'],
    access: 'optional',
    query: productQuery,
    response: productDetailsSchema.meta({
      examples: [
        { result: { farm: farmExample, invetory: inventoryExample, distribution: [distributionExample] } },
      ],
    }),
    errors: [400, 404],
  }),
  getInventoryByDistribution: route({
    method: 'GET',
    path: 'inventory/getInventoryByDistribution',
    summary: 'To Your Door: shippable products, of farms shipping to zipCode when given',
    description: "A zip that does not exist is 400 'Please fill valid address'.",
    tags: ['inventory'],
    access: 'optional',
    query: shippableQuery,
    response: z.object({ result: shippableInventorySchema }).meta({
      examples: [
        {
          result: {
            inventory: [{ ...inventoryExample, distributionTypes: [3], isShippable: true }],
            distributions: [
              {
                ...distributionExample,
                _id: 15,
                selectPickDel: 3,
                marketId: null,
                marketName: null,
                flatFeeCents: 1200,
                pickups: [],
              },
            ],
            total: 1,
            page: 1,
            limit: 24,
            categories: [{ id: 1, name: 'Vegetables', count: 1 }],
          },
        },
      ],
    }),
    errors: [400],
  }),
};
