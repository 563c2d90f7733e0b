/** The saved-card calls (docs/api-payments.md); card details themselves: ../cards.ts. */
import { z } from 'zod';
import { cardDetailsSchema } from '../cards';
import { authenticateTestPaymentSchema } from '../checkout';
import { NOT_FOUND } from '../messages';
import { cardSchema, cardTokenSchema, customerInfoSchema } from '../payment-types';
import { messageResponseSchema } from './http';
import { cardExample } from './examples';
import { route } from './route';

const cardRef = z.string({ error: NOT_FOUND.card }).trim().min(1, NOT_FOUND.card).max(100, NOT_FOUND.card);

export const addCardBody = z.object({ source: cardRef });
export const defaultCardBody = z.object({ default_payment_method: cardRef });
export const removeCardBody = z.object({ cardId: cardRef });

/** The card calls. */
export const paymentsApi = {
  getCustomerInfo: route({
    method: 'GET',
    path: 'user/getCustomerInfo',
    summary: 'Your saved cards and default card',
    tags: ['payments'],
    access: 'user',
    response: z.object({ result: customerInfoSchema }).meta({
      examples: [
        {
          result: {
            id: 'cus_local_12',
            invoice_settings: { default_payment_method: 'card_local_3' },
            default_source: 'card_local_3',
            sources: {
              data: [
                {
                  id: 'card_local_3',
                  brand: 'Visa',
                  last4: '4242',
                  exp_month: 4,
                  exp_year: 2030,
                  name: 'Ada Moss',
                },
              ],
            },
          },
        },
      ],
    }),
    errors: [403],
  }),
  tokens: route({
    method: 'POST',
    path: 'payments/tokens',
    summary: 'Local card processor: turn card details into a single-use token (only with the local adapter)',
    description:
      'Keeps brand, last 4, expiry and holder name. Test cards: 4242 4242 4242 4242 approves; 4000 0000 0000 0002 is declined at charge.',
    tags: ['payments'],
    access: 'user',
    // (the server checks the expiry against its own clock: payments/routes.ts)
    body: cardDetailsSchema(),
    response: cardTokenSchema.meta({
      examples: [
        {
          id: 'tok_local_5f2a9c',
          card: { brand: 'Visa', last4: '4242', exp_month: 8, exp_year: 2029, name: 'Ada Moss' },
        },
      ],
    }),
    errors: [400, 403, 429],
  }),
  authenticate: route({
    method: 'POST',
    path: 'payments/local/authenticate',
    summary: "Local card processor: the bank's 3-D Secure challenge, answered (only with the local adapter)",
    description:
      "Stands in for the card's bank: 'complete' lets the payment be taken, 'fail' refuses it. Test card 4000 0027 6000 3184 asks for it. Then payment/confirmCharge finishes the checkout.",
    tags: ['payments'],
    access: 'user',
    body: authenticateTestPaymentSchema,
    response: messageResponseSchema.meta({ examples: [{ message: 'Payment authenticated.' }] }),
    errors: [400, 403, 404, 429],
  }),
  cardSetup: route({
    method: 'POST',
    path: 'user/cardSetup',
    summary: 'Stripe: a SetupIntent to save a card with Stripe.js (confirmCardSetup), then user/addCard',
    tags: ['payments'],
    access: 'user',
    response: z
      .object({
        clientSecret: z.string().meta({ description: "The SetupIntent's client secret for Stripe.js." }),
      })
      .meta({ examples: [{ clientSecret: 'seti_1QegAda_secret_9Xw2' }] }),
    errors: [403, 404],
  }),
  addCard: route({
    method: 'POST',
    path: 'user/addCard',
    summary: 'Save a tokenized card',
    tags: ['payments'],
    access: 'user',
    body: addCardBody,
    response: z
      .object({ message: z.string(), card: cardSchema })
      .meta({ examples: [{ message: 'Card added.', card: cardExample }] }),
    errors: [400, 403, 404],
  }),
  cardChange: route({
    method: 'POST',
    path: 'user/cardChange',
    summary: 'Choose your default card',
    tags: ['payments'],
    access: 'user',
    body: defaultCardBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Default card changed.' }] }),
    errors: [400, 403, 404],
  }),
  removeCard: route({
    method: 'POST',
    path: 'user/removeCard',
    summary: 'Remove a card that is not your default',
    tags: ['payments'],
    access: 'user',
    body: removeCardBody,
    response: messageResponseSchema.meta({ examples: [{ message: 'Card is successfully removed.' }] }),
    errors: [400, 403, 404],
  }),
};
