import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressSchema,
  addToCartBody,
  deliveryQuoteQuery,
  okResponse,
  removeCartLineBody,
  errorResponses,
  updateCartBody,
  updateDeliveryInfoBody,
  updateQuantityBody,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { getCart } from './read';
import { addToCart, removeLine, updateCourier, updateDeliveryInfo, updateQuantity } from './writes';
import { quoteDelivery } from './quote';

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
        response: { ...okResponse(), ...errorResponses(401, 403) },
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
        response: { ...okResponse(), ...errorResponses(400, 401, 404) },
        tags,
        summary: "The product page's delivery quote: the fees the cart would charge for this address",
        description:
          'Signed in, the order amount includes the farm items already in the cart (free-delivery threshold).',
        querystring: deliveryQuoteQuery,
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
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Add a product (or set its quantity when it is already in the cart)',
        description:
          'With courierType Delivery and an address (product page), the farm is set to delivery to it.',
        body: addToCartBody,
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
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Change the quantity of a product in your cart',
        body: updateQuantityBody,
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
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
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
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Set the delivery and ship-to address of your cart',
        body: updateDeliveryInfoBody,
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
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Remove a product line from your cart',
        body: removeCartLineBody,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await removeLine(api.deps, user(req), req.body.productListId)),
  );
}
