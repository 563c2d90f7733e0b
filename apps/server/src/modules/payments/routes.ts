import type { FastifyInstance } from 'fastify';
import { cardDetailsSchema, paymentsApi } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { perSessionLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import {
  addCard,
  authenticateTestPayment,
  cardSetup,
  customerInfo,
  removeCard,
  setDefaultCard,
  tokenizeCard,
} from './service';

export async function paymentRoutes(app: FastifyInstance) {
  serve(app, paymentsApi.getCustomerInfo, {}, async (req) => ({
    result: await customerInfo(app.deps, currentUser(req)),
  }));

  serve(
    app,
    paymentsApi.tokens,
    {
      // A card's expiry is checked against the app's clock.
      body: cardDetailsSchema(() => app.deps.clock.now()),
      // Card testing (trying stolen numbers) is the abuse to stop here.
      config: perSessionLimit(app, 'card-tokens', 20, 10 * 60_000),
    },
    async (req) => tokenizeCard(app.deps, currentUser(req), req.body),
  );

  serve(
    app,
    paymentsApi.authenticate,
    { config: perSessionLimit(app, 'card-authenticate', 20, 10 * 60_000) },
    async (req) => authenticateTestPayment(app.deps, currentUser(req), req.body.paymentId, req.body.outcome),
  );

  serve(app, paymentsApi.cardSetup, {}, async (req) => cardSetup(app.deps, currentUser(req)));

  serve(app, paymentsApi.addCard, {}, async (req) => addCard(app.deps, currentUser(req), req.body.source));

  serve(app, paymentsApi.cardChange, {}, async (req) =>
    setDefaultCard(app.deps, currentUser(req), req.body.default_payment_method),
  );

  serve(app, paymentsApi.removeCard, {}, async (req) =>
    removeCard(app.deps, currentUser(req), req.body.cardId),
  );
}
