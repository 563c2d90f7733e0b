/** The pick-up host portal's calls (docs/api-portals.md). */
import { z } from 'zod';
import { idField } from '../fields';
import { NOT_FOUND } from '../messages';
import { optionalDay, paging } from './params';
import { CHECK_IN_MESSAGES, checkInOrderSchema, handOverResultSchema } from '../pickup-check-in';
import { farmOrdersPageSchema } from '../portal-types';
import { messageResponseSchema } from './http';
import { farmOrderGroupExample } from './examples';
import { route } from './route';

export const hostPickupsQuery = z.object({ ...paging, day: optionalDay });
export const pickedUpBody = z.object({ groupId: idField(NOT_FOUND.pickup) });

/** Check-in (issue 33.2): a scanned code, an order number or a buyer's name. */
export const checkInQuery = z.object({
  q: z
    .string({ error: CHECK_IN_MESSAGES.query })
    .trim()
    .min(1, CHECK_IN_MESSAGES.query)
    .max(80, CHECK_IN_MESSAGES.queryTooLong),
});
/** 'Handed over': by scanned code (also what an offline scan queues) or by the order found. */
export const handOverBody = z
  .object({
    ref: z.string().trim().max(80, CHECK_IN_MESSAGES.invalidCode).optional(),
    orderId: z.coerce.number().int().positive(CHECK_IN_MESSAGES.refOrOrder).max(2147483647).optional(),
    scannedAt: z.iso.datetime({ offset: true, error: CHECK_IN_MESSAGES.scannedAt }).optional().meta({
      description:
        'When a scan queued offline was made: recorded if not ahead of the server and at most a day old, else the time it arrives.',
    }),
  })
  .refine((v) => v.ref || v.orderId, CHECK_IN_MESSAGES.refOrOrder);

/** The pick-up host portal's calls. */
export const hostPortalApi = {
  pickups: route({
    method: 'GET',
    path: 'host/pickups',
    summary: 'Orders to hand out at your markets, newest first (optionally one pickup day)',
    tags: ['pick-up host portal'],
    access: 'user',
    query: hostPickupsQuery,
    response: farmOrdersPageSchema
      .extend({
        message: z
          .string()
          .optional()
          .meta({ description: 'Why the list is empty when you host no market yet.' }),
      })
      .meta({ examples: [{ result: [farmOrderGroupExample], total: 1, page: 1, limit: 20 }] }),
    errors: [400, 403],
  }),
  pickedUp: route({
    method: 'POST',
    path: 'host/pickups/pickedUp',
    summary: 'Mark an order group handed out (Fulfilled; the buyer sees it)',
    tags: ['pick-up host portal'],
    access: 'user',
    body: pickedUpBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Marked as picked up.' }] }),
    errors: [400, 403, 404],
  }),
  checkIn: route({
    method: 'GET',
    path: 'host/checkIn',
    summary:
      "Find an order to hand out at your markets: a scanned pick-up code, an order number or a buyer's name",
    tags: ['pick-up host portal'],
    access: 'user',
    query: checkInQuery,
    response: z.object({ result: z.array(checkInOrderSchema) }).meta({
      examples: [
        {
          result: [
            {
              orderId: 1042,
              buyerName: 'Ada Moss',
              pickedUpAt: null,
              pickedUpBy: null,
              cancelled: false,
              farms: [
                {
                  groupId: 2051,
                  farmName: 'Hawthorn Hill Farm',
                  locationName: 'Hudson Saturday Market',
                  day: 6,
                  timeSlot: '9:00 AM - 1:00 PM',
                  pickedUpAt: null,
                  productList: [
                    {
                      _id: 5001,
                      productName: 'Carrots',
                      variety: 'Nantes',
                      productQuantity: 2,
                      unit: 'bunch',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }),
    errors: [400, 403, 404],
  }),
  handOver: route({
    method: 'POST',
    path: 'host/checkIn/handOver',
    summary: 'Hand an order over (picked up, with who and when); a second time changes nothing',
    tags: ['pick-up host portal'],
    access: 'user',
    body: handOverBody,
    response: handOverResultSchema.meta({
      examples: [{ message: 'Order #1042 handed over.', orderId: 1042, alreadyHandedOver: false }],
    }),
    errors: [400, 403, 404],
  }),
};
