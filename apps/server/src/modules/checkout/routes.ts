import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionSchema,
  chargeByInvoiceSchema,
  chargeSchema,
  confirmChargeSchema,
  errorResponses,
  okResponse,
  orderIdSchema,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { perSessionLimit } from '../../http/rate-limit';
import { cancelSubscription } from '../subscriptions';
import { cancelOrder } from './cancel';
import { confirmCharge, placeOrder } from './service';

export async function checkoutRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  // A checkout may wait on the card network; a buyer never needs more than a few a minute.
  const limit = perSessionLimit(api, 'checkout', 20);

  api.post(
    '/payment/charge',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 409, 429) },
        tags,
        summary: 'Place the cart as an order paid by card',
        description:
          "Re-checks the cart on the server, takes stock, charges the card once per idempotencyKey (a retry returns the same order), empties the cart and emails a receipt. When the card's bank asks the buyer to authenticate (3-D Secure), answers `nextAction` instead: the stock stays reserved until payment/confirmCharge.",
        body: chargeSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
      config: limit,
    },
    async (req) => ok(await placeOrder(api.deps, currentUser(req), req.body, 'card')),
  );

  api.post(
    '/payment/confirmCharge',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 409, 429) },
        tags,
        summary: "Finish a card checkout after the bank's challenge (3-D Secure)",
        description:
          "Called once the browser has shown the challenge payment/charge asked for (Stripe.js handleNextAction, or the built-in processor's stand-in). Completed: the order as payment/charge places it. Failed: 402, the stock is given back and nothing is charged; the cart is unchanged.",
        body: confirmChargeSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
      config: limit,
    },
    async (req) => ok(await confirmCharge(api.deps, currentUser(req), req.body.idempotencyKey)),
  );

  api.post(
    '/payment/chargeByInvoice',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 409, 429) },
        tags,
        summary: 'Place the cart as an order paid by invoice (approved wholesale buyers)',
        body: chargeByInvoiceSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
      config: limit,
    },
    async (req) => ok(await placeOrder(api.deps, currentUser(req), req.body, 'invoice')),
  );

  // The buyer's cancellations undo a checkout (restock, refund, stop the renewals): they live with it,
  // so orders (below checkout) imports nothing of it.
  api.post(
    '/payment/cancelOrder',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags: ['orders'],
        summary: 'Cancel your order while its order windows are open (restock and refund)',
        body: orderIdSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await cancelOrder(api.deps, currentUser(req), req.body.orderId)),
  );

  api.post(
    '/payment/cancelStripeSubscription',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags: ['orders'],
        summary: 'Cancel one of your subscriptions',
        body: cancelSubscriptionSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await cancelSubscription(api.deps, currentUser(req).id, req.body.stripeSubscriptionId)),
  );
}
