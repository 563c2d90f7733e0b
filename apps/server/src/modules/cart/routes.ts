import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_LINE_QUANTITY,
  NOT_IN_CART,
  NO_LONGER_AVAILABLE,
  ZERO_UNITS,
  FARM_DOES_NOT_EXIST,
  addressSchema,
  idField as id,
  optionalText,
  text,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { addToCart, getCart, removeLine, updateCourier, updateDeliveryInfo, updateQuantity } from './service';
import { quoteDelivery } from './quote';

const quantity = z.coerce
  .number({ error: ZERO_UNITS })
  .int(ZERO_UNITS)
  .min(1, ZERO_UNITS)
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} units at a time.`);
const DAY_RULE = 'Day must be 0 (Sunday) to 6 (Saturday).';
const courierType = z.enum(['Pickup', 'Delivery'], { error: 'Please select pick up or delivery.' });
/** Delivery info: the cart address form (SPEC 5) plus the names and phone a courier needs. */
const deliveryAddress = addressSchema.extend({
  firstName: optionalText(100),
  lastName: optionalText(100),
  phoneNumber: optionalText(15),
});

/** Add-to-cart payloads of the market page and the product page (SPEC 3); prices and fees sent are ignored. */
const addBody = z
  .object({
    productId: id(NO_LONGER_AVAILABLE),
    productQuantity: quantity,
    courierType: z.preprocess((v) => (v === '' ? undefined : v), courierType.optional()),
    addressLine1: text().optional(),
    addressLine2: text().optional(),
    city: text().optional(),
    state: text().optional(),
    // Checked with the rest of the address by the core's zip rule.
    postalCode: z.unknown().optional(),
  })
  .passthrough();

/** Absent, null and '' are all 'not given' (SPEC clients send marketId '' for a delivery). */
const given = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/**
 * SPEC 3's `address`: fields (a delivery address, checked field by field so a bad zip gets the zip
 * rule, not a union's 'not valid'), or a pickup location's address as text.
 */
const pickupAddressText = text().trim().max(300);
const addressOrText = z
  .union([deliveryAddress, pickupAddressText])
  .meta({ description: 'Delivery address fields, or the pickup location address as text' });
const addressOrTextChecked = z.preprocess((v, ctx) => {
  const rule = typeof v === 'object' && v !== null ? deliveryAddress : pickupAddressText;
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
const updateCartBody = z
  .object({
    farmId: id(FARM_DOES_NOT_EXIST),
    courierType: given(courierType),
    marketId: given(id('Please select pick up location.')),
    distributionId: given(id('Please select a pick up or delivery option.')),
    day: given(z.coerce.number({ error: DAY_RULE }).int(DAY_RULE).min(0, DAY_RULE).max(6, DAY_RULE)),
    timeSlot: given(text({}, 'Time slot must be text.').trim().max(100)),
    address: given(addressOrTextChecked),
    deliveryFees: z.unknown().optional(),
  })
  .transform((b, ctx) => {
    const { deliveryFees: _fees, courierType: courier, address, ...rest } = b;
    if (courier) return { ...rest, courierType: courier, address };
    if (address && typeof address === 'object') return { farmId: b.farmId, address };
    ctx.addIssue({ code: 'custom', path: ['courierType'], message: 'Please select pick up or delivery.' });
    return z.NEVER;
  });

export async function cartRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const user = (req: Parameters<typeof currentUser>[0]) => {
    const u = currentUser(req);
    return { id: u.id, userType: u.userType };
  };

  api.get(
    '/addCart/getCart',
    {
      schema: {
        tags,
        summary: 'Your cart with options, fees, totals and checkout problems',
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok({ result: await getCart(api.deps, user(req)) }),
  );

  api.get(
    '/addCart/deliveryQuote',
    {
      schema: {
        tags,
        summary: "The product page's delivery quote: the fees the cart would charge for this address",
        description:
          'Signed in, the order amount includes the farm items already in the cart (free-delivery threshold).',
        querystring: addressSchema.extend({ productId: id(NO_LONGER_AVAILABLE), productQuantity: quantity }),
      },
      preHandler: api.optionalUser,
    },
    async (req) => {
      const u = req.user ? user(req) : null;
      return ok(await quoteDelivery(api.deps, u, req.query));
    },
  );

  api.post(
    '/addCart/add',
    {
      schema: {
        tags,
        summary: 'Add a product (or set its quantity when it is already in the cart)',
        description:
          'With courierType Delivery and an address (product page), the farm is set to delivery to it.',
        body: addBody,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => {
      const { productId, productQuantity, courierType: courier, ...rest } = req.body;
      const address = courier === 'Delivery' && rest.addressLine1 ? addressSchema.parse(rest) : undefined;
      return ok(
        await addToCart(api.deps, user(req), { productId, productQuantity, courierType: courier, address }),
      );
    },
  );

  api.post(
    '/addCart/updateQty',
    {
      schema: {
        tags,
        summary: 'Change the quantity of a product in your cart',
        body: z.object({ productId: id(NOT_IN_CART), productQuantity: quantity }).passthrough(),
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) =>
      ok(await updateQuantity(api.deps, user(req), req.body.productId, req.body.productQuantity)),
  );

  api.post(
    '/addCart/updateCart',
    {
      schema: {
        tags,
        summary: "Choose a farm's pickup location or delivery day, or set its delivery address",
        body: updateCartBody,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await updateCourier(api.deps, user(req), req.body)),
  );

  api.post(
    '/addCart/updateCartDeliveryInfo',
    {
      schema: {
        tags,
        summary: 'Set the delivery and ship-to address of your cart',
        body: z.object({
          deliveryInfo: z.preprocess((v) => v ?? {}, deliveryAddress),
          // The cart page's first default (a saved address): farms that already have an address keep it.
          keepFarmAddresses: z.boolean().optional(),
        }),
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) =>
      ok(
        await updateDeliveryInfo(api.deps, user(req), req.body.deliveryInfo, {
          keepFarmAddresses: req.body.keepFarmAddresses ?? false,
        }),
      ),
  );

  api.post(
    '/addCart/deleteCart',
    {
      schema: {
        tags,
        summary: 'Remove a product line from your cart',
        body: z.object({ productListId: id(NOT_IN_CART), farmId: z.unknown().optional() }),
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await removeLine(api.deps, user(req), req.body.productListId)),
  );
}
