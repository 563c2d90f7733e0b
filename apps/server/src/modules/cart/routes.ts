import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_LINE_QUANTITY,
  NOT_IN_CART,
  NO_LONGER_AVAILABLE,
  ZERO_UNITS,
  addressSchema,
  optionalText,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { addToCart, getCart, removeLine, updateCourier, updateDeliveryInfo, updateQuantity } from './service';

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const quantity = z.coerce
  .number({ error: ZERO_UNITS })
  .int(ZERO_UNITS)
  .min(1, ZERO_UNITS)
  .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} units at a time.`);
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
    addressLine1: z.string().optional(),
    addressLine2: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    postalCode: z.string().optional(),
  })
  .passthrough();

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
        body: z.union([
          z.object({
            farmId: id('Farm does not exist'),
            courierType,
            distributionId: id('Please select a pick up or delivery option.'),
            day: z.coerce.number().int().min(0).max(6),
            timeSlot: z.string().trim().min(1).max(100),
            marketId: z.unknown().optional(),
            deliveryFees: z.unknown().optional(),
          }),
          z.object({ farmId: id('Farm does not exist'), address: deliveryAddress }),
        ]),
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => {
      const b = req.body;
      return ok(
        await updateCourier(
          api.deps,
          user(req),
          'address' in b
            ? { farmId: b.farmId, address: b.address }
            : {
                farmId: b.farmId,
                courierType: b.courierType,
                distributionId: b.distributionId,
                day: b.day,
                timeSlot: b.timeSlot,
              },
        ),
      );
    },
  );

  api.post(
    '/addCart/updateCartDeliveryInfo',
    {
      schema: {
        tags,
        summary: 'Set the delivery and ship-to address of your cart',
        body: z.object({ deliveryInfo: z.preprocess((v) => v ?? {}, deliveryAddress) }),
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await updateDeliveryInfo(api.deps, user(req), req.body.deliveryInfo)),
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
