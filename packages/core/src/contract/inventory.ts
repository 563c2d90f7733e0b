/** The inventory calls' queries (docs/api-catalog.md): a product page, To Your Door. */
import { z } from 'zod';
import type { ClientRequest, ViewerFields } from './http';
import { categoryParam, idParam, optionalZip, paging, viewerQuery } from './params';

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
