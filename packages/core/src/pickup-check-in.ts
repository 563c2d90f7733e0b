/**
 * Issue 33.2: check-in at the pick-up table. Each order carries a pick-up reference, `LFM1-<order>-<sig>`,
 * shown as a QR code on its page, receipt and PDF; the signature (an HMAC the server alone can make)
 * means a code cannot be guessed from an order number. This module only reads its shape.
 */
import { z } from 'zod';
import { instantSchema } from './contract/http';
import { orderLineSchema } from './payment-types';
import { msg } from './i18n/translate';

const PICKUP_REF = /^LFM1-(\d{1,10})-([A-Za-z0-9_-]{16})$/;

export const formatPickupRef = (orderId: number, signature: string) => `LFM1-${orderId}-${signature}`;

/** The order number and signature of a scanned code, or null when it is not a pick-up code at all. */
export function parsePickupRef(text: string): { orderId: number; signature: string } | null {
  const m = PICKUP_REF.exec(text.trim());
  return m ? { orderId: Number(m[1]), signature: m[2]! } : null;
}

export const CHECK_IN_MESSAGES = {
  query: msg('checkIn.query'),
  queryTooLong: msg('checkIn.queryTooLong', { n: 80 }),
  invalidCode: msg('checkIn.invalidCode'),
  /** Also what another market's host hears: no hint that the order exists. */
  notHere: msg('checkIn.notHere'),
  handedOver: msg('checkIn.handedOver'),
  alreadyHandedOver: msg('checkIn.alreadyHandedOver'),
  refOrOrder: msg('checkIn.refOrOrder'),
  scannedAt: msg('checkIn.scannedAt'),
} as const;

/** How long a scan may wait in a phone's queue and still be believed (handOverTime). */
export const SCAN_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * When an order was handed over: the phone's scan time (a scan queued offline is sent later) when it is
 * believable, else the server's time. A hand-over that happened is never refused for its clock: a scan
 * time ahead of the server (a phone's clock running fast, however slightly) or more than a day old (a
 * phone's date wrong) cannot be checked, so the time it arrived, the latest it can have been, stands.
 */
export function handOverTime(now: Date, scannedAt?: string): Date {
  if (!scannedAt) return now;
  const at = new Date(scannedAt);
  const age = now.getTime() - at.getTime();
  return age >= 0 && age <= SCAN_MAX_AGE_MS ? at : now;
}

/** One order as the pick-up table sees it: what to hand over, by farm, and whether it was. */
export const checkInOrderSchema = z.object({
  orderId: z.number().int(),
  buyerName: z.string(),
  pickedUpAt: instantSchema
    .nullable()
    .meta({ description: "'Picked up' once every group here was handed over." }),
  pickedUpBy: z.string().nullable(),
  cancelled: z.boolean(),
  farms: z.array(
    z.object({
      groupId: z.number().int(),
      farmName: z.string(),
      locationName: z.string(),
      day: z.number().int().nullable(),
      timeSlot: z.string().nullable(),
      pickedUpAt: instantSchema.nullable(),
      productList: z.array(
        orderLineSchema.pick({
          _id: true,
          productName: true,
          variety: true,
          productQuantity: true,
          unit: true,
        }),
      ),
    }),
  ),
});
export type CheckInOrderDto = z.infer<typeof checkInOrderSchema>;

export const handOverResultSchema = z.object({
  message: z.string(),
  orderId: z.number().int(),
  alreadyHandedOver: z.boolean(),
});
export type HandOverResultDto = z.infer<typeof handOverResultSchema>;
