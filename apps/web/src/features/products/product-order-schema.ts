import { z } from 'zod';
import {
  AT_LEAST_ONE_UNIT,
  SELECT_AGREE,
  SELECT_PICKUP_LOCATION,
  addressSchema,
  belowMinimumPurchase,
  formatCents,
  onlyUnitsLeft,
} from '@lfm/core';
import { COURIER_TYPES, MINIMUM_PURCHASE_CENTS } from './product-order-options';

/**
 * The product page's order choice (SPEC 5 'Product page'): a quantity within the role's maximum and
 * with the rest of this farm's order in the cart (`farmCartCents`) at least the minimum purchase; pickup needs a location and the agreement; delivery needs the address
 * the profile form asks for (same messages and limits, core addressSchema).
 */
export function productOrderSchema(item: { priceCents: number; maxQuantity: number }, farmCartCents = 0) {
  return z
    .object({
      // Fields of the choice not shown (pickup or address) may be unregistered: treat them as empty.
      quantity: z.string().catch(''),
      courierType: z.enum(COURIER_TYPES),
      pickup: z.string().catch(''),
      agree: z.boolean().catch(false),
      addressLine1: z.string().catch(''),
      addressLine2: z.string().catch(''),
      city: z.string().catch(''),
      state: z.string().catch(''),
      postalCode: z.string().catch(''),
    })
    .superRefine((v, ctx) => {
      const qty = Number(v.quantity) || 0;
      if (qty < 1) ctx.addIssue({ code: 'custom', path: ['quantity'], message: AT_LEAST_ONE_UNIT });
      else if (qty > item.maxQuantity)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: onlyUnitsLeft(item.maxQuantity) });
      else if (qty * item.priceCents + farmCartCents < MINIMUM_PURCHASE_CENTS)
        ctx.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: belowMinimumPurchase(formatCents(MINIMUM_PURCHASE_CENTS)),
        });

      if (v.courierType === 'Pickup') {
        if (!v.pickup) ctx.addIssue({ code: 'custom', path: ['pickup'], message: SELECT_PICKUP_LOCATION });
        if (!v.agree) ctx.addIssue({ code: 'custom', path: ['agree'], message: SELECT_AGREE });
      }
      if (v.courierType === 'Delivery') {
        const address = addressSchema.safeParse(v);
        if (!address.success)
          for (const issue of address.error.issues)
            ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    });
}

export type ProductOrderInput = z.infer<ReturnType<typeof productOrderSchema>>;
