/** The farmer portal's requests (docs/api-portals.md) beyond the forms of ../portal.ts. */
import { z } from 'zod';
import { ordersExportQuerySchema, farmSalesSchema } from '../farm-sales';
import { windowPreviewSchema } from '../order-window-schemas';
import { distributionSchema, farmProfileSchema, inventoryItemSchema, orderWindowSchema } from '../portal';
import {
  distributionSavedSchema,
  farmSavedSchema,
  farmOrdersPageSchema,
  farmerDashboardSchema,
  itemSavedSchema,
  myFarmSchema,
  portalDistributionSchema,
  portalItemSchema,
} from '../portal-types';
import { pagedSchema } from '../catalog-types';
import { SMALLINT_MAX, idField } from '../fields';
import { DAY_MESSAGE, NOT_FOUND } from '../messages';
import { messageResponseSchema } from './http';
import { optionalId, paging, searchParam } from './params';
import {
  farmOrderGroupExample,
  portalDistributionExample,
  portalFarmExample,
  portalItemExample,
  windowPreviewExample,
} from './examples';
import { fileRoute, route } from './route';
import { msg } from '../i18n/translate';

const groupId = idField(NOT_FOUND.order);
const HARVEST_MESSAGE = 'Harvest status must be 0 Pending, 1 Harvested, 2 Fulfilled or 3 Out of Stock.';
const TRACKING_MESSAGE = msg('farmerPortal.tracking');
const blank = (v: unknown) => (v === '' ? undefined : v);

export const farmerOrdersQuery = z.object({
  ...paging,
  harvestStatus: z.preprocess(
    blank,
    z.coerce.number().int().min(0, HARVEST_MESSAGE).max(3, HARVEST_MESSAGE).optional(),
  ),
  courierType: z.enum(['Pickup', 'Delivery', 'Shipping']).optional(),
  distributionId: optionalId('distributionId'),
  window: z.enum(['current', 'last'], { error: 'Window is current or last.' }).optional(),
});

export const harvestStatusBody = z.object({
  groupId,
  harvestStatus: z.coerce
    .number({ error: HARVEST_MESSAGE })
    .int(HARVEST_MESSAGE)
    .min(0, HARVEST_MESSAGE)
    .max(3, HARVEST_MESSAGE),
});

export const trackingBody = z.object({
  groupId,
  trackingNumbers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{6,40}$/, TRACKING_MESSAGE),
    )
    .max(10, msg('farmerPortal.trackingMax', { n: 10 })),
});

/** farmer/farm/media: the photo is the only field. */
export const farmPhotoForm = z.object({});
export const orderPhotosBody = z.object({ mediaIds: z.array(idField(NOT_FOUND.media)).max(50) });
export const removePhotoBody = z.object({ mediaId: idField(NOT_FOUND.media) });

export const farmerInventoryQuery = z.object({
  ...paging,
  search: searchParam,
  category: optionalId('category', SMALLINT_MAX),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
});
export const editedItemSchema = z.object({ inventoryId: idField(NOT_FOUND.item) });
export const editItemForm = z.intersection(editedItemSchema, inventoryItemSchema);
export const itemIdBody = editedItemSchema;
export const itemStatusBody = z.object({
  inventoryId: idField(NOT_FOUND.item),
  status: z.coerce.number().int().min(0, 'Status is 0 or 1.').max(1, 'Status is 0 or 1.'),
});

export const distributionIdBody = z.object({ distributionId: idField(NOT_FOUND.distribution) });
export const editDistributionBody = z.intersection(distributionIdBody, distributionSchema);

/** Pick lists and packing sheets: one distribution or day, as CSV or PDF. */
export const sheetQuery = z.object({
  distributionId: optionalId('distributionId'),
  day: z.preprocess(blank, z.coerce.number().int().min(0, DAY_MESSAGE).max(6, DAY_MESSAGE).optional()),
  format: z.enum(['csv', 'pdf'], { error: msg('validation.fileFormat') }).default('csv'),
});

const farmer = { tags: ['farmer portal'], access: 'user' } as const;
const CSV_OR_PDF = ['text/csv', 'application/pdf'] as const;

/** The farmer portal (issue 6): the farm profile and photos, items, distributions, orders and sheets. */
export const farmerPortalApi = {
  orders: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/orders',
    summary:
      "Your farm's order groups, newest first (filters: harvest status, courier, distribution, order window)",
    query: farmerOrdersQuery,
    response: farmOrdersPageSchema.meta({
      examples: [{ result: [farmOrderGroupExample], total: 1, page: 1, limit: 20 }],
    }),
    errors: [400, 403],
  }),
  setHarvestStatus: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/orders/harvestStatus',
    summary: 'Set the harvest status of one of your order groups (the buyer is told)',
    body: harvestStatusBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Harvest status updated.' }] }),
    errors: [400, 403, 404],
  }),
  setTracking: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/orders/tracking',
    summary: 'Set the tracking numbers of one of your shipped order groups (the buyer is emailed the links)',
    body: trackingBody,
    response: messageResponseSchema.meta({
      examples: [{ message: 'Tracking numbers saved: the buyer has been emailed.' }],
    }),
    errors: [400, 403, 404],
  }),

  farm: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/farm',
    summary: 'Your farm profile with its photos (null before the first save)',
    response: myFarmSchema,
    errors: [403],
  }),
  saveFarm: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/farm',
    summary: 'Create or update your farm profile',
    description: 'multipart/form-data: the farmProfileSchema fields and an optional farmLogo picture.',
    form: { fields: farmProfileSchema, files: ['farmLogo'] },
    response: farmSavedSchema.meta({
      examples: [{ farm: portalFarmExample, approval: 'approved', message: 'Your farm is saved.' }],
    }),
    errors: [400, 403],
  }),
  addPhoto: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/farm/media',
    summary: 'Add a photo (multipart: photo)',
    form: { fields: farmPhotoForm, files: ['photo'] },
    response: farmSavedSchema.meta({
      examples: [{ farm: portalFarmExample, approval: 'approved', message: 'Photo added.' }],
    }),
    errors: [400, 403],
  }),
  orderPhotos: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/farm/media/order',
    summary: 'Order your photos',
    body: orderPhotosBody,
    response: farmSavedSchema.meta({
      examples: [{ farm: portalFarmExample, approval: 'approved', message: 'Photos reordered.' }],
    }),
    errors: [400, 403, 404],
  }),
  removePhoto: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/farm/media/remove',
    summary: 'Remove a photo',
    body: removePhotoBody,
    response: farmSavedSchema.meta({
      examples: [
        { farm: { ...portalFarmExample, media: [] }, approval: 'approved', message: 'Photo removed.' },
      ],
    }),
    errors: [400, 403, 404],
  }),

  items: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/inventory',
    summary: 'Your items, recently changed first (search, category, status)',
    query: farmerInventoryQuery,
    response: pagedSchema(portalItemSchema).meta({
      examples: [{ result: [portalItemExample], total: 1, page: 1, limit: 20 }],
    }),
    errors: [400, 403],
  }),
  addItem: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/inventory/add',
    summary: 'Add an item (multipart: the inventoryItemSchema fields and an optional image)',
    form: { fields: inventoryItemSchema, files: ['image'] },
    response: itemSavedSchema.meta({ examples: [{ message: 'Item added.', item: portalItemExample }] }),
    errors: [400, 403],
  }),
  editItem: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/inventory/edit',
    summary: 'Edit an item (multipart: inventoryId, the fields, an optional image)',
    form: { fields: editItemForm, files: ['image'] },
    response: itemSavedSchema.meta({ examples: [{ message: 'Item saved.', item: portalItemExample }] }),
    errors: [400, 403, 404],
  }),
  duplicateItem: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/inventory/duplicate',
    summary: 'Duplicate an item (the copy starts unlisted)',
    body: itemIdBody,
    response: itemSavedSchema.meta({
      examples: [
        {
          message: 'Copy made: edit it to list it.',
          item: { ...portalItemExample, id: 32, published: false },
        },
      ],
    }),
    errors: [400, 403, 404],
  }),
  setItemStatus: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/inventory/status',
    summary: 'List an item (1) or mark it out of stock (0)',
    body: itemStatusBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Item marked out of stock.' }] }),
    errors: [400, 403, 404],
  }),

  distributions: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/distributions',
    summary: 'Your distributions with their order-window preview',
    response: z
      .object({ result: z.array(portalDistributionSchema) })
      .meta({ examples: [{ result: [portalDistributionExample] }] }),
    errors: [403],
  }),
  addDistribution: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/distributions/add',
    summary: 'Add a pickup, delivery or shipping distribution',
    body: distributionSchema,
    response: distributionSavedSchema.meta({
      examples: [{ message: 'Distribution added.', distribution: portalDistributionExample }],
    }),
    errors: [400, 403, 404],
  }),
  editDistribution: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/distributions/edit',
    summary: 'Edit one of your distributions',
    body: editDistributionBody,
    response: distributionSavedSchema.meta({
      examples: [{ message: 'Distribution saved.', distribution: portalDistributionExample }],
    }),
    errors: [400, 403, 404],
  }),
  removeDistribution: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/distributions/remove',
    summary: 'Retire one of your distributions',
    body: distributionIdBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Distribution removed.' }] }),
    errors: [400, 403, 404],
  }),
  previewWindow: route({
    ...farmer,
    method: 'POST',
    path: 'farmer/distributions/preview',
    summary: 'Whether an order window is open now, and when it next opens and closes',
    body: orderWindowSchema,
    response: z
      .object({ preview: windowPreviewSchema })
      .meta({ examples: [{ preview: windowPreviewExample }] }),
    errors: [400, 403],
  }),

  pickList: fileRoute({
    ...farmer,
    method: 'GET',
    path: 'farmer/orders/picklist',
    summary: 'What to harvest: quantity per product (CSV or printable PDF)',
    query: sheetQuery,
    file: CSV_OR_PDF,
    errors: [400, 403],
  }),
  packingSheet: fileRoute({
    ...farmer,
    method: 'GET',
    path: 'farmer/orders/packing',
    summary: "What goes in each buyer's bag (CSV or printable PDF)",
    query: sheetQuery,
    file: CSV_OR_PDF,
    errors: [400, 403],
  }),
  sales: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/sales',
    summary:
      'Sales per week for the last 12 weeks, the top items and the pick-up / delivery / shipping split',
    response: farmSalesSchema,
    errors: [403],
  }),
  ordersExport: fileRoute({
    ...farmer,
    method: 'GET',
    path: 'farmer/orders/export',
    summary: 'CSV of your order lines for orders placed from one date to another (both included)',
    query: ordersExportQuerySchema,
    file: ['text/csv'],
    errors: [400, 403],
  }),
  dashboard: route({
    ...farmer,
    method: 'GET',
    path: 'farmer/dashboard',
    summary: 'Orders and sales of the current and the last order window; items low in stock',
    response: farmerDashboardSchema.meta({
      examples: [
        {
          current: {
            from: '2026-11-23T11:00:00.000Z',
            to: '2026-11-27T01:00:00.000Z',
            orders: 6,
            salesCents: 18450,
            sales: '$184.50',
          },
          last: {
            from: '2026-11-16T11:00:00.000Z',
            to: '2026-11-20T01:00:00.000Z',
            orders: 9,
            salesCents: 41250,
            sales: '$412.50',
          },
          lowStock: [
            {
              _id: 33,
              itemName: 'Pasture-raised eggs',
              maximumConsumerQuantity: 2,
              maximumWholesaleQuantity: 0,
            },
          ],
        },
      ],
    }),
    errors: [403],
  }),
};
