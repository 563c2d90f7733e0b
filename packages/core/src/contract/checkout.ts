/** The checkout calls (SPEC 7 payment/*): place the cart as an order, and the buyer's cancellations. */
import { z } from 'zod';
import {
  cancelSubscriptionSchema,
  chargeByInvoiceSchema,
  chargeSchema,
  confirmChargeSchema,
  orderIdSchema,
} from '../checkout';
import { checkoutAnswerSchema, placedOrderSchema, subscriptionSchema } from '../payment-types';
import { orderExample, subscriptionExample } from './examples';
import { route } from './route';

export const checkoutApi = {
  charge: route({
    method: 'POST',
    path: 'payment/charge',
    summary: 'Place the cart as an order paid by card',
    description:
      "Re-checks the cart on the server, takes stock, charges the card once per idempotencyKey (a retry returns the same order), empties the cart and emails a receipt. When the card's bank asks the buyer to authenticate (3-D Secure), answers `nextAction` instead: the stock stays reserved until payment/confirmCharge.",
    tags: ['checkout'],
    access: 'user',
    body: chargeSchema,
    response: checkoutAnswerSchema.meta({
      examples: [
        { message: 'Your order has been placed.', order: orderExample },
        {
          message: 'Your bank asks you to confirm this payment.',
          nextAction: {
            type: 'authenticate',
            provider: 'local',
            paymentId: 'pay_local_88',
            clientSecret: null,
            checkoutKey: '9f1c2d4e-checkout',
          },
        },
      ],
    }),
    errors: [400, 403, 409, 429],
  }),
  confirmCharge: route({
    method: 'POST',
    path: 'payment/confirmCharge',
    summary: "Finish a card checkout after the bank's challenge (3-D Secure)",
    description:
      "Called once the browser has shown the challenge payment/charge asked for (Stripe.js handleNextAction, or the built-in processor's stand-in). Completed: the order as payment/charge places it. Failed: 402, the stock is given back and nothing is charged; the cart is unchanged.",
    tags: ['checkout'],
    access: 'user',
    body: confirmChargeSchema,
    response: checkoutAnswerSchema.meta({
      examples: [{ message: 'Your order has been placed.', order: orderExample }],
    }),
    errors: [400, 403, 409, 429],
  }),
  chargeByInvoice: route({
    method: 'POST',
    path: 'payment/chargeByInvoice',
    summary: 'Place the cart as an order paid by invoice (approved wholesale buyers)',
    tags: ['checkout'],
    access: 'user',
    body: chargeByInvoiceSchema,
    response: checkoutAnswerSchema.meta({
      examples: [
        {
          message:
            'Your order has been placed. You will receive an email from Local Food Marketplace with your invoice shortly.',
          order: { ...orderExample, paymentMethod: 'invoice', card: null, status: '0' },
        },
      ],
    }),
    errors: [400, 403, 409, 429],
  }),
  cancelOrder: route({
    method: 'POST',
    path: 'payment/cancelOrder',
    summary: 'Cancel your order while its order windows are open (restock and refund)',
    tags: ['orders'],
    access: 'user',
    body: orderIdSchema,
    response: placedOrderSchema.meta({
      examples: [
        {
          message: 'Your order has been cancelled and refunded.',
          order: { ...orderExample, status: '3', canCancel: false, pickupRef: null },
        },
      ],
    }),
    errors: [400, 403, 404],
  }),
  cancelStripeSubscription: route({
    method: 'POST',
    path: 'payment/cancelStripeSubscription',
    summary: 'Cancel one of your subscriptions',
    tags: ['orders'],
    access: 'user',
    body: cancelSubscriptionSchema,
    response: z.object({ message: z.string(), subscription: subscriptionSchema }).meta({
      examples: [
        {
          message: 'Your subscription has been cancelled.',
          subscription: { ...subscriptionExample, status: 'canceled', nextRenewalAt: null },
        },
      ],
    }),
    errors: [400, 403, 404, 409],
  }),
};
