/**
 * The cart and checkout contract (SPEC 2 Shopping cart, 3 Cart, 4, 7 addCart/*), shared by the
 * server and the web app: zod schemas (the routes' declared answers) and their types. Money is
 * integer cents, computed by the server for the caller's role.
 */
import { z } from 'zod';
import { addressFieldsSchema } from './catalog-types';
import { deliveryFeeKindSchema } from './delivery-fee';
import { cartExample } from './contract/examples';

const id = z.number().int();
const cents = z.number().int();
const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

export const courierTypeSchema = z.enum(['Pickup', 'Delivery']);
export type CourierType = z.infer<typeof courierTypeSchema>;

/** Delivery info / a buyer's address on a cart (SPEC 3: delivery info also names and phone). */
export const cartAddressSchema = addressFieldsSchema.extend({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phoneNumber: z.string().optional(),
});
export type CartAddress = z.infer<typeof cartAddressSchema>;

export const cartLineSchema = z.object({
  _id: described(id, 'The cart line id: `productListId` of addCart/deleteCart.'),
  productId: described(id, 'Inventory id.'),
  farmId: id,
  productName: z.string(),
  productNameEs: described(
    z.string().optional(),
    "Issue 32.4: the farmer's own Spanish name; absent when they wrote none.",
  ),
  variety: z.string(),
  image: z.string().nullable(),
  unit: described(z.string(), "Unit label for the caller's role ('Pound', 'bunch', ...)."),
  productQuantity: z.number().int(),
  productPriceCents: described(
    cents,
    "Current unit price for the caller's role: the server never uses a price the client sent.",
  ),
  totalPriceCents: cents,
  distributionTypes: z.array(z.number().int()),
  isShippable: z.boolean(),
  maxQuantity: described(z.number().int(), "The role's maximum right now (stock)."),
  subscriptionInterval: z.string().nullable(),
  subscriptionIntervalCount: z.number().int(),
  isAvailable: described(
    z.boolean(),
    "SPEC 5: available only if listed and the quantity is within the role's maximum.",
  ),
  problem: described(
    z.string().nullable(),
    "Why not (SPEC 8 wording): 'This product is no longer available', 'Only N units left', ...",
  ),
});
export type CartLineDto = z.infer<typeof cartLineSchema>;

export const pickupOptionSchema = z.object({
  distributionId: id,
  marketId: id.nullable(),
  locationName: described(z.string(), "The market's name, or the farm's for pickup at the farm."),
  address: addressFieldsSchema,
  day: z.number().int(),
  timeSlot: described(z.string(), "'startTime - endTime' as the farmer wrote it, e.g. '9:00 AM - 12:00 PM'."),
  isOpen: described(
    z.boolean(),
    "Whether this pickup's order window is open now (a closed one cannot be chosen).",
  ),
  isFull: described(
    z.boolean(),
    "The slot has as many orders as the farmer takes this order window ('Full'; cannot be chosen).",
  ),
});
export type PickupOptionDto = z.infer<typeof pickupOptionSchema>;

export const deliveryOptionSchema = z.object({
  distributionId: id,
  day: z.number().int(),
  timeSlot: described(z.string(), "The slot's time as the farmer wrote it."),
  feeCents: described(
    cents.nullable(),
    "Fee for the cart's delivery address: flat fee, or rate x great-circle miles (null when no address).",
  ),
  feeKind: deliveryFeeKindSchema,
  isOpen: described(z.boolean(), "Whether this delivery's order window is open now."),
  isFull: described(
    z.boolean(),
    'The delivery day has as many orders as the farmer takes this order window.',
  ),
});
export type DeliveryOptionDto = z.infer<typeof deliveryOptionSchema>;

/** One buyList entry: the products of one farm and how they reach the buyer. */
export const cartFarmSchema = z.object({
  farmId: id,
  farmName: z.string(),
  farmAddress: addressFieldsSchema,
  defaultTab: described(
    courierTypeSchema,
    'The tab opened first (SPEC 4): delivery for wholesale buyers, pickup otherwise.',
  ),
  courierType: described(courierTypeSchema.nullable(), 'What the buyer chose; null until they choose.'),
  distributionId: id.nullable(),
  marketId: id.nullable(),
  day: z.number().int().nullable(),
  timeSlot: z.string().nullable(),
  address: described(
    cartAddressSchema.nullable(),
    "Delivery address for this farm (defaults to the cart's delivery info).",
  ),
  deliveryFeesCents: cents,
  pickupOptions: z.array(pickupOptionSchema),
  deliveryOptions: z.array(deliveryOptionSchema),
  deliveryPostalCodes: described(
    z.array(z.string()),
    "Zip codes this farm delivers to (for the Delivery tab's 'available zip codes').",
  ),
  orderWindowOpen: described(
    z.boolean(),
    "Whether any of this farm's distributions has its order window open now.",
  ),
  productList: z.array(cartLineSchema),
  isDisabled: described(z.boolean(), 'SPEC 3 derived isDisabled: this entry blocks checkout.'),
  problem: described(
    z.string().nullable(),
    'The first checkout problem of this entry (SPEC 8 wording), or null.',
  ),
});
export type CartFarmDto = z.infer<typeof cartFarmSchema>;

/** One farm that ships products of the Shipped Products block: the order keeps one group per farm. */
export const shippedFarmSchema = z.object({
  farmId: id,
  farmName: z.string(),
  distributionId: described(
    id.nullable(),
    'The active shipping distribution (selectPickDel 3) serving the ship-to zip, or null when none does.',
  ),
  feeCents: described(cents, "That distribution's flat fee, or 0."),
});
export type ShippedFarmDto = z.infer<typeof shippedFarmSchema>;

/** Products whose distribution types are exactly shipping (SPEC 4), shipped to the cart's delivery info. */
export const shippedBlockSchema = z.object({
  productList: z.array(cartLineSchema),
  farms: described(
    z.array(shippedFarmSchema),
    "Per farm of productList: each farm's shipping distribution and fee.",
  ),
  shipTo: cartAddressSchema.nullable(),
  shippingFeesCents: described(
    cents,
    'Shipping fees of the farms that ship them (flat fee of the serving shipping distribution).',
  ),
  problem: z.string().nullable(),
});
export type ShippedBlockDto = z.infer<typeof shippedBlockSchema>;

export const cartSchema = z
  .object({
    _id: described(id.nullable(), 'null when the buyer has no cart yet.'),
    shipped: shippedBlockSchema,
    buyList: z.array(cartFarmSchema),
    deliveryInfo: cartAddressSchema.nullable(),
    totalBuyProduct: described(
      z.number().int(),
      'Number of units in the cart (the header badge counts lines: `lineCount`).',
    ),
    lineCount: z.number().int(),
    subtotalCents: cents,
    deliveryFeesCents: described(cents, 'Delivery and shipping fees.'),
    totalPayCents: cents,
    problems: described(
      z.array(z.string()),
      "Every checkout problem, in the order of SPEC 5 'Checkout checks in order'.",
    ),
    canCheckout: z.boolean(),
    defaultAddressId: described(
      id.nullable(),
      'Suggested default delivery address: a saved address served by a farm in the cart, else the first.',
    ),
  })
  .meta({ examples: [cartExample] });
export type CartDto = z.infer<typeof cartSchema>;

/** addCart/deliveryQuote: the product page's delivery quote, from the cart's own fee code (issue 12.3). */
export const deliveryQuoteSchema = z.object({
  deliveryOptions: described(
    z.array(deliveryOptionSchema),
    "The delivery days the farm's cart entry would offer this address, with their fees; empty: not delivered there.",
  ),
  orderCents: described(
    cents,
    'The order from this farm the fees were computed for (cart lines of the farm plus this item).',
  ),
  freeDeliveryOverCents: described(
    cents.nullable(),
    "The serving delivery's free-delivery amount, if it has one.",
  ),
});
export type DeliveryQuoteDto = z.infer<typeof deliveryQuoteSchema>;

/** What every cart change answers: its message and the cart as it is now. */
export const cartChangeSchema = z.object({ message: z.string(), cart: cartSchema });
export type CartChangeDto = z.infer<typeof cartChangeSchema>;
