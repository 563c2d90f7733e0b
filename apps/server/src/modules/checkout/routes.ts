import type { FastifyInstance } from 'fastify';
import { checkoutApi } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { perSessionLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { cancelSubscription } from '../subscriptions';
import { cancelOrder } from './cancel';
import { confirmCharge, placeOrder } from './service';

export async function checkoutRoutes(app: FastifyInstance) {
  // A checkout may wait on the card network; a buyer never needs more than a few a minute.
  const limited = { config: perSessionLimit(app, 'checkout', 20) };

  // The SPEC's payload names the saved card `stripeCardId`; inside, it is the card (any processor's).
  serve(app, checkoutApi.charge, limited, async (req) => {
    const { stripeCardId: cardId, ...rest } = req.body;
    return placeOrder(app.deps, currentUser(req), { ...rest, cardId }, 'card');
  });

  serve(app, checkoutApi.confirmCharge, limited, async (req) =>
    confirmCharge(app.deps, currentUser(req), req.body.idempotencyKey),
  );

  serve(app, checkoutApi.chargeByInvoice, limited, async (req) =>
    placeOrder(app.deps, currentUser(req), req.body, 'invoice'),
  );

  // The buyer's cancellations undo a checkout (restock, refund, stop the renewals): they live with it,
  // so orders (below checkout) imports nothing of it.
  serve(app, checkoutApi.cancelOrder, {}, async (req) =>
    cancelOrder(app.deps, currentUser(req), req.body.orderId, req.ip, req.log),
  );

  serve(app, checkoutApi.cancelStripeSubscription, {}, async (req) =>
    cancelSubscription(app.deps, currentUser(req).id, req.body.stripeSubscriptionId, req.log),
  );
}
