/** The pick-up host portal's requests (docs/api-portals.md). */
import { z } from 'zod';
import { idField } from '../fields';
import { NOT_FOUND } from '../messages';
import { optionalDay, paging } from './params';
import { CHECK_IN_MESSAGES } from '../pickup-check-in';

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
  })
  .refine((v) => v.ref || v.orderId, CHECK_IN_MESSAGES.refOrOrder);
