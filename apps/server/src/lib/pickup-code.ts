import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { formatPickupRef, parsePickupRef } from '@lfm/core';

/**
 * Issue 33.2: an order's pick-up code, `LFM1-<order>-<signature>`: the signature is the first 96 bits
 * of an HMAC-SHA256 of the order number under PICKUP_SECRET, so nobody makes a valid code for an
 * order from its number.
 */
const signature = (secret: string, orderId: number) =>
  createHmac('sha256', secret).update(`pickup:${orderId}`).digest('base64url').slice(0, 16);

export const signPickupRef = (secret: string, orderId: number) =>
  formatPickupRef(orderId, signature(secret, orderId));

/** The order number of a genuine code; null when the text is no code or its signature is wrong. */
export function verifyPickupRef(secret: string, text: string): number | null {
  const ref = parsePickupRef(text);
  if (!ref) return null;
  const expected = Buffer.from(signature(secret, ref.orderId));
  const given = Buffer.from(ref.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? ref.orderId : null;
}

/** The code as a PNG for the receipt email and the PDF (quiet zone of 2 modules, as scanners want). */
export const pickupQrPng = (ref: string, width = 240) =>
  QRCode.toBuffer(ref, { type: 'png', width, margin: 2, errorCorrectionLevel: 'M' });
