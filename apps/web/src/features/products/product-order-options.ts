/**
 * The product page's order choices, apart from their zod schema (product-order-schema.ts): the page draws
 * with these, and loads zod and the schema only once the buyer uses the form (issue 15: zod's modules and
 * the schemas built from them were about 40 ms of a phone's main thread on the first load).
 */

// SPEC 5: the product page's minimum purchase defaults to $10, for the order from one farm (issue 15).
export const MINIMUM_PURCHASE_CENTS = 1000;

export const COURIER_TYPES = ['Pickup', 'Delivery', 'Shipping'] as const;
export type CourierType = (typeof COURIER_TYPES)[number];
