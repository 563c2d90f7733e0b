import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCardBody,
  authenticateTestPaymentSchema,
  cardDetailsSchema,
  defaultCardBody,
  okResponse,
  removeCardBody,
  errorResponses,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { perSessionLimit } from '../../http/rate-limit';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  api.get(
    '/user/getCustomerInfo',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary: 'Your saved cards and default card',
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok({ result: await customerInfo(api.deps, currentUser(req)) }),
  );

  api.post(
    '/payments/tokens',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 429) },
        tags,
        summary:
          'Local card processor: turn card details into a single-use token (only with the local adapter)',
        description:
          'Keeps brand, last 4, expiry and holder name. Test cards: 4242 4242 4242 4242 approves; 4000 0000 0000 0002 is declined at charge.',
        body: cardDetailsSchema(() => api.deps.clock.now()),
        security: signedIn,
      },
      preHandler: api.requireUser,
      // Card testing (trying stolen numbers) is the abuse to stop here.
      config: perSessionLimit(api, 'card-tokens', 20, 10 * 60_000),
    },
    async (req) => ok(await tokenizeCard(api.deps, currentUser(req), req.body)),
  );

  api.post(
    '/payments/local/authenticate',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404, 429) },
        tags,
        summary:
          "Local card processor: the bank's 3-D Secure challenge, answered (only with the local adapter)",
        description:
          "Stands in for the card's bank: 'complete' lets the payment be taken, 'fail' refuses it. Test card 4000 0027 6000 3184 asks for it. Then payment/confirmCharge finishes the checkout.",
        body: authenticateTestPaymentSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
      config: perSessionLimit(api, 'card-authenticate', 20, 10 * 60_000),
    },
    async (req) =>
      ok(await authenticateTestPayment(api.deps, currentUser(req), req.body.paymentId, req.body.outcome)),
  );

  api.post(
    '/user/cardSetup',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403, 404) },
        tags,
        summary: 'Stripe: a SetupIntent to save a card with Stripe.js (confirmCardSetup), then user/addCard',
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await cardSetup(api.deps, currentUser(req))),
  );

  api.post(
    '/user/addCard',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Save a tokenized card',
        body: addCardBody,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await addCard(api.deps, currentUser(req), req.body.source)),
  );

  api.post(
    '/user/cardChange',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Choose your default card',
        body: defaultCardBody,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await setDefaultCard(api.deps, currentUser(req), req.body.default_payment_method)),
  );

  api.post(
    '/user/removeCard',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Remove a card that is not your default',
        body: removeCardBody,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await removeCard(api.deps, currentUser(req), req.body.cardId)),
  );
}
