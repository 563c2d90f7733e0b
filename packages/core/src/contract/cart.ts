/** The cart calls (SPEC 3, docs/api-cart.md); prices and fees a client sends are ignored. */
import { z } from 'zod';
import {
  FARM_DOES_NOT_EXIST,
  MAX_LINE_QUANTITY,
  NOT_IN_CART,
  NO_LONGER_AVAILABLE,
  SELECT_PICKUP_LOCATION,
  ZERO_UNITS,
} from '../cart';
import { cartChangeSchema, cartSchema, deliveryQuoteSchema } from '../cart-types';
import { idField as id, optionalText, text } from '../fields';
import { DAY_MESSAGE } from '../messages';
import { addressSchema } from '../users';
import type { ClientRequest } from './http';
import { cartExample } from './examples';
import { route } from './route';
import { msg } from '../i18n/translate';

export const cartQuantity = z.coerce
  .number({ error: ZERO_UNITS })
  .int(ZERO_UNITS)
  .min(1, ZERO_UNITS)
  .max(MAX_LINE_QUANTITY, msg('cart.maxUnits', { n: MAX_LINE_QUANTITY }));
const SELECT_COURIER = msg('cart.selectCourier');
const courierType = z.enum(['Pickup', 'Delivery'], { error: SELECT_COURIER });
/** Delivery info: the cart address form (SPEC 5) plus the names and phone a courier needs. */
export const deliveryAddressSchema = addressSchema.extend({
  firstName: optionalText(100),
  lastName: optionalText(100),
  phoneNumber: optionalText(15),
});

export const deliveryQuoteQuery = addressSchema.extend({
  productId: id(NO_LONGER_AVAILABLE),
  productQuantity: cartQuantity,
});

/** Add-to-cart payloads of the market page and the product page (SPEC 3); prices and fees sent are ignored. */
const addToCartFields = z.object({
  productId: id(NO_LONGER_AVAILABLE),
  productQuantity: cartQuantity,
  courierType: z.preprocess((v) => (v === '' ? undefined : v), courierType.optional()),
  addressLine1: text().optional(),
  addressLine2: text().optional(),
  city: text().optional(),
  state: text().optional(),
  // Checked with the rest of the address by the core's zip rule.
  postalCode: z.unknown().optional(),
});
export const addToCartBody = addToCartFields.passthrough();

const updateQuantityFields = z.object({ productId: id(NOT_IN_CART), productQuantity: cartQuantity });
export const updateQuantityBody = updateQuantityFields.passthrough();
/** addCart/updateQty as the web sends it (farmId rides along, ignored). */
export type UpdateQuantityRequest = z.output<typeof updateQuantityFields> & { farmId?: number };

/** Absent, null and '' are all 'not given' (SPEC clients send marketId '' for a delivery). */
const given = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/**
 * SPEC 3's `address`: fields (a delivery address, checked field by field so a bad zip gets the zip
 * rule, not a union's 'not valid'), or a pickup location's address as text.
 */
const pickupAddressText = text().trim().max(300);
const addressOrText = z
  .union([deliveryAddressSchema, pickupAddressText])
  .meta({ description: 'Delivery address fields, or the pickup location address as text' });
const addressOrTextChecked = z.preprocess((v, ctx) => {
  const rule = typeof v === 'object' && v !== null ? deliveryAddressSchema : pickupAddressText;
  const r = rule.safeParse(v);
  if (r.success) return r.data;
  for (const issue of r.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
}, addressOrText);

/**
 * addCart/updateCart, SPEC 3: the courier choice (farmId, marketId for pickup, courierType, address, day,
 * deliveryFees) or the address-only variant (farmId, address). The web app may also name the option it
 * shows (distributionId, timeSlot). deliveryFees is accepted and ignored: the option's fee applies.
 */
export const updateCartBody = z
  .object({
    farmId: id(FARM_DOES_NOT_EXIST),
    courierType: given(courierType),
    marketId: given(id(SELECT_PICKUP_LOCATION)),
    distributionId: given(id(msg('cart.selectOption'))),
    day: given(
      z.coerce.number({ error: DAY_MESSAGE }).int(DAY_MESSAGE).min(0, DAY_MESSAGE).max(6, DAY_MESSAGE),
    ),
    timeSlot: given(text({}, msg('cart.timeSlotText')).trim().max(100)),
    address: given(addressOrTextChecked),
    deliveryFees: z.unknown().optional(),
  })
  .transform((b, ctx) => {
    const { deliveryFees: _fees, courierType: courier, address, ...rest } = b;
    if (courier) return { ...rest, courierType: courier, address };
    if (address && typeof address === 'object') return { farmId: b.farmId, address };
    ctx.addIssue({ code: 'custom', path: ['courierType'], message: SELECT_COURIER });
    return z.NEVER;
  });

export const updateDeliveryInfoBody = z.object({
  deliveryInfo: z.preprocess((v) => v ?? {}, deliveryAddressSchema),
  // The cart page's first default (a saved address): farms that already have an address keep it.
  keepFarmAddresses: z.boolean().optional(),
});

export const removeCartLineBody = z.object({
  productListId: id(NOT_IN_CART),
  farmId: z.unknown().optional(),
});

/** addCart/deliveryQuote as the product page asks it. */
export type DeliveryQuoteRequest = ClientRequest<
  z.output<typeof deliveryQuoteQuery>,
  'productId' | 'productQuantity' | 'addressLine1' | 'city' | 'state' | 'postalCode'
>;
/** addCart/add: the product and quantity, and a delivery address from the product page. */
export type AddToCartRequest = ClientRequest<
  Omit<z.output<typeof addToCartFields>, 'postalCode'> & { postalCode?: string },
  'productId' | 'productQuantity'
>;
/** addCart/deleteCart: the line to remove (farmId is accepted and ignored). */
export type RemoveCartLineRequest = Pick<z.output<typeof removeCartLineBody>, 'productListId'> & {
  farmId?: number;
};

/** The cart calls: each change answers its message and the cart as it is now. */
export const cartApi = {
  getCart: route({
    method: 'GET',
    path: 'addCart/getCart',
    summary: 'Your cart with options, fees, totals and checkout problems',
    tags: ['cart'],
    access: 'user',
    response: z.object({ result: cartSchema }).meta({ examples: [{ result: cartExample }] }),
    errors: [403],
  }),
  deliveryQuote: route({
    method: 'GET',
    path: 'addCart/deliveryQuote',
    summary: "The product page's delivery quote: the fees the cart would charge for this address",
    description:
      'Signed in, the order amount includes the farm items already in the cart (free-delivery threshold).',
    tags: ['cart'],
    access: 'optional',
    query: deliveryQuoteQuery,
    response: deliveryQuoteSchema.meta({
      examples: [
        {
          deliveryOptions: [
            {
              distributionId: 14,
              day: 3,
              timeSlot: '2:00 PM - 6:00 PM',
              feeCents: 500,
              feeKind: 'flat',
              isOpen: true,
              isFull: false,
            },
          ],
          orderCents: 900,
          freeDeliveryOverCents: 5000,
        },
      ],
    }),
    errors: [400, 404],
  }),
  add: route({
    method: 'POST',
    path: 'addCart/add',
    summary: 'Add a product (or set its quantity when it is already in the cart)',
    description:
      'With courierType Delivery and an address (product page), the farm is set to delivery to it.',
    tags: ['cart'],
    access: 'user',
    body: addToCartBody,
    response: cartChangeSchema.meta({
      examples: [{ message: 'Product added to your cart.', cart: cartExample }],
    }),
    errors: [400, 403, 404],
  }),
  updateQty: route({
    method: 'POST',
    path: 'addCart/updateQty',
    summary: 'Change the quantity of a product in your cart',
    tags: ['cart'],
    access: 'user',
    body: updateQuantityBody,
    response: cartChangeSchema.meta({ examples: [{ message: 'Quantity updated.', cart: cartExample }] }),
    errors: [400, 403, 404],
  }),
  updateCart: route({
    method: 'POST',
    path: 'addCart/updateCart',
    summary: "Choose a farm's pickup location or delivery day, or set its delivery address",
    tags: ['cart'],
    access: 'user',
    body: updateCartBody,
    response: cartChangeSchema.meta({ examples: [{ message: 'Pickup location saved.', cart: cartExample }] }),
    errors: [400, 403, 404],
  }),
  updateCartDeliveryInfo: route({
    method: 'POST',
    path: 'addCart/updateCartDeliveryInfo',
    summary: 'Set the delivery and ship-to address of your cart',
    tags: ['cart'],
    access: 'user',
    body: updateDeliveryInfoBody,
    response: cartChangeSchema.meta({
      examples: [{ message: 'Delivery address saved.', cart: cartExample }],
    }),
    errors: [400, 403],
  }),
  deleteCart: route({
    method: 'POST',
    path: 'addCart/deleteCart',
    summary: 'Remove a product line from your cart',
    tags: ['cart'],
    access: 'user',
    body: removeCartLineBody,
    response: cartChangeSchema.meta({
      examples: [
        {
          message: 'Product removed from your cart.',
          cart: {
            ...cartExample,
            buyList: [],
            totalBuyProduct: 0,
            lineCount: 0,
            subtotalCents: 0,
            totalPayCents: 0,
            problems: ['Your cart is empty'],
            canCheckout: false,
          },
        },
      ],
    }),
    errors: [400, 403, 404],
  }),
};
