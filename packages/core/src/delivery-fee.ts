/**
 * The one delivery-fee rule (issue 18.4, SPEC 4 'Product page'): the product page's quote, the cart
 * and the checkout all price a delivery with `deliveryFee`, so the buyer is charged what they were shown.
 */
import { z } from 'zod';
import { msg } from './i18n/translate';

/** Zip codes a farmer prices together: a delivery to one of them costs `feeCents` instead of the flat fee. */
export const deliveryZoneDtoSchema = z.object({
  postalCodes: z.array(z.string()),
  feeCents: z.number().int(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneDtoSchema>;

/** How a farmer prices one delivery distribution; every part is optional. */
export interface DeliveryFeeRule {
  /** The distribution's flat fee. */
  flatFeeCents?: number | null;
  /** Rate per mile of great-circle distance from the farm... */
  deliveryFeeCentsPerMile?: number | null;
  /** ...charged beyond this many miles, on top of the flat or zone fee. Unset: SPEC 4, the rate applies
   * to the whole distance only when there is no flat or zone fee. */
  radiusMiles?: number | null;
  /** A zone's fee replaces the flat fee for its zip codes. */
  deliveryZones?: readonly DeliveryZone[] | null;
  /** Orders from this farm of at least this amount are delivered free. */
  freeDeliveryOverCents?: number | null;
}

export interface DeliveryFeeQuery {
  postalCode: string;
  /** Distance farm → address; null when either is not geocoded. */
  miles: number | null;
  /** The buyer's order from this farm (its lines' total, before fees). */
  orderCents: number;
  /** The chosen delivery day's own fee, used when the distribution has no flat fee. */
  slotFeeCents?: number;
}

/** How a delivery's fee was found: the flat fee, a zone's, by distance, or free over the farm's amount. */
export const deliveryFeeKindSchema = z.enum(['flat', 'zone', 'distance', 'free']);
export type DeliveryFeeKind = z.infer<typeof deliveryFeeKindSchema>;
/** cents is null only when a per-mile rate applies and the distance is unknown. */
export interface DeliveryFee {
  cents: number | null;
  kind: DeliveryFeeKind;
}

/** The zone fee of a zip, or null when no zone lists it. */
export const zoneFeeCents = (zones: readonly DeliveryZone[] | null | undefined, postalCode: string) =>
  zones?.find((z) => z.postalCodes.includes(postalCode))?.feeCents ?? null;

/**
 * Free at or above the threshold; otherwise the zip's zone fee, else the flat fee, else the delivery
 * day's fee; plus the per-mile rate times the miles beyond the radius (SPEC 4 without a radius: the
 * flat fee when one exists, else rate times distance). Rounded to whole cents.
 */
export function deliveryFee(rule: DeliveryFeeRule, q: DeliveryFeeQuery): DeliveryFee {
  if (rule.freeDeliveryOverCents != null && q.orderCents >= rule.freeDeliveryOverCents)
    return { cents: 0, kind: 'free' };
  const zone = zoneFeeCents(rule.deliveryZones, q.postalCode);
  const flat = rule.flatFeeCents != null && rule.flatFeeCents > 0 ? rule.flatFeeCents : null;
  const slot = q.slotFeeCents != null && q.slotFeeCents > 0 ? q.slotFeeCents : null;
  const base = zone ?? flat ?? slot ?? 0;
  const rate = rule.deliveryFeeCentsPerMile ?? 0;
  const baseKind = zone != null ? 'zone' : 'flat';
  if (rate <= 0 || (rule.radiusMiles == null && base > 0)) return { cents: base, kind: baseKind };
  if (q.miles == null) return { cents: null, kind: 'distance' };
  const beyond = Math.max(0, q.miles - (rule.radiusMiles ?? 0));
  return { cents: base + Math.round(rate * beyond), kind: 'distance' };
}

/** The label the product page and the cart put before the amount (SPEC 4: 'Flat Fee' or 'Delivery Fee'). */
export const deliveryFeeLabel = (kind: DeliveryFeeKind) => msg('delivery.feeLabel', { kind });
