/** The farmer portal's requests (docs/api-portals.md) beyond the forms of ../portal.ts. */
import { z } from 'zod';
import { distributionSchema, inventoryItemSchema } from '../portal';
import { SMALLINT_MAX, idField } from '../fields';
import { DAY_MESSAGE, NOT_FOUND } from '../messages';
import { optionalId, paging, searchParam } from './params';

const groupId = idField(NOT_FOUND.order);
const HARVEST_MESSAGE = 'Harvest status must be 0 Pending, 1 Harvested, 2 Fulfilled or 3 Out of Stock.';
const TRACKING_MESSAGE = 'A tracking number is letters and digits, at most 40.';
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
    .max(10, 'At most 10 tracking numbers.'),
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
  format: z.enum(['csv', 'pdf'], { error: 'Format is csv or pdf.' }).default('csv'),
});
