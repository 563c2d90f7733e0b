/**
 * Payment and order contract (SPEC 3 Order, Subscription, Payment customer; 7 payment/*, user/*Card),
 * shared by the server and the web app: zod schemas (the routes' declared answers) and their types.
 * Money is integer cents.
 */
import { z } from 'zod';
import { dayMessageSchema } from './day-messages';
import { cartAddressSchema, courierTypeSchema } from './cart-types';
import { instantSchema } from './contract/http';

const id = z.number().int();
const cents = z.number().int();

/** A card as the card provider describes it (SPEC 3). */
export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  name: z.string(),
});
export type CardDto = z.infer<typeof cardSchema>;

/** user/getCustomerInfo: the payment customer in the card provider's shape (SPEC 3). */
export const customerInfoSchema = z.object({
  id: z
    .string()
    .nullable()
    .meta({ description: "The buyer's payment customer; null before their first card." }),
  invoice_settings: z.object({ default_payment_method: z.string().nullable() }),
  default_source: z.string().nullable(),
  sources: z.object({ data: z.array(cardSchema) }),
});
export type CustomerInfoDto = z.infer<typeof customerInfoSchema>;

/** POST payments/tokens (local adapter's tokenizer; Stripe.js plays this part with Stripe). */
export const cardTokenSchema = z.object({
  id: z.string().meta({ description: 'The token: user/addCard takes it as `source`.' }),
  card: cardSchema.omit({ id: true }),
});
export type CardTokenDto = z.infer<typeof cardTokenSchema>;

export const orderLineSchema = z.object({
  _id: id,
  productId: id,
  productName: z.string(),
  productNameEs: z.string().optional().meta({
    description: "Issue 32.4: the farmer's own Spanish name when the order was placed; absent when none.",
  }),
  variety: z.string(),
  productPriceCents: cents,
  productQuantity: z.number().int(),
  unit: z.string(),
  image: z.string().nullable(),
  stripeSubscriptionId: z
    .string()
    .nullable()
    .meta({ description: 'Set when this line started a subscription.' }),
});
export type OrderLineDto = z.infer<typeof orderLineSchema>;

export const orderGroupSchema = z.object({
  _id: id,
  farmId: id,
  farmName: z.string(),
  farmUserId: id,
  courierType: z.union([courierTypeSchema, z.literal('Shipping')]),
  address: cartAddressSchema
    .nullable()
    .meta({ description: "Delivery or shipping address; for pickup, the pickup location's address." }),
  locationName: z.string().nullable(),
  day: z.number().int().nullable(),
  timeSlot: z.string().nullable(),
  date: z.string().nullable().meta({
    description: "The pickup or delivery date ('YYYY-MM-DD', local to the distribution); null for shipping.",
  }),
  deliveryFeesCents: cents,
  totalPriceCents: cents,
  harvestStatus: z
    .number()
    .int()
    .meta({ description: '0 Pending, 1 Harvested, 2 Fulfilled, 3 Out of Stock (SPEC 4).' }),
  trackingInfo: z.array(z.object({ trackingNumber: z.string() })),
  pickedUpAt: instantSchema.nullable().meta({ description: 'When it was handed over, if it was.' }),
  productList: z.array(orderLineSchema),
  messages: z.array(dayMessageSchema).meta({
    description:
      'Issue 33.3: what the farm or the pick-up host wrote to the buyers of this day, oldest first.',
  }),
});
export type OrderGroupDto = z.infer<typeof orderGroupSchema>;

export const billingInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string().optional(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

export const orderSchema = z.object({
  _id: id,
  created: instantSchema.meta({ description: 'When it was placed; shown in America/New_York.' }),
  status: z.string().meta({ description: "'0' Pending, '1' Paid, '3' cancelled (SPEC 4)." }),
  paymentMethod: z.enum(['card', 'invoice']),
  card: z
    .object({ brand: z.string(), last4: z.string() })
    .nullable()
    .meta({ description: 'The card charged (card orders placed since issue 15); null for an invoice.' }),
  amountCents: cents,
  deliveryFeesCents: cents,
  totalPriceCents: cents,
  harvestStatus: z
    .number()
    .int()
    .meta({ description: 'The lowest harvest status across groups (summary for the table).' }),
  billingInfo: billingInfoSchema,
  buyList: z.array(orderGroupSchema),
  canCancel: z.boolean().meta({
    description: "Whether the buyer may still cancel (every group's order window still open, not cancelled).",
  }),
  pickupRef: z.string().nullable().meta({
    description:
      'Issue 33.2: the signed code shown as a QR for the pick-up table; null without a pickup or once cancelled.',
  }),
});
export type OrderDto = z.infer<typeof orderSchema>;

export const subscriptionSchema = z.object({
  id: z.string().meta({ description: 'SPEC 3: stripeSubscriptionObject, flattened.' }),
  status: z.string().meta({
    description:
      "As the payment processor reports it ('active', 'past_due', 'canceled', ...), or 'canceling' while a cancel is being confirmed by the processor (it renews no more).",
  }),
  created: instantSchema,
  interval: z.string(),
  intervalCount: z.number().int(),
  quantity: z.number().int(),
  unitAmountCents: cents,
  productName: z.string(),
  productImage: z.string().nullable(),
  productUnit: z.string(),
  courierType: z.string(),
  address: cartAddressSchema.nullable(),
  day: z.number().int().nullable(),
  nextRenewalAt: instantSchema.nullable(),
});
export type SubscriptionDto = z.infer<typeof subscriptionSchema>;

/** payment/getOrder */
export const orderDetailsSchema = z.object({
  OrderDetails: z.object({ orders: z.array(orderSchema), subscriptions: z.array(subscriptionSchema) }),
});
export type OrderDetailsDto = z.infer<typeof orderDetailsSchema>;

/** payment/charge and payment/chargeByInvoice answer with the order placed (payment/cancelOrder with the order cancelled). */
export const placedOrderSchema = z.object({ message: z.string(), order: orderSchema });
export type PlacedOrderDto = z.infer<typeof placedOrderSchema>;

/**
 * payment/charge's answer when the card's bank asks the buyer to authenticate (3-D Secure, issue 30.2):
 * the browser shows the challenge (Stripe.js handleNextAction, or the local processor's stand-in), then
 * calls payment/confirmCharge with the same idempotencyKey. The stock stays reserved meanwhile.
 */
export const paymentActionSchema = z.object({
  message: z.string(),
  nextAction: z.object({
    type: z.literal('authenticate'),
    provider: z.enum(['local', 'stripe']),
    paymentId: z.string(),
    clientSecret: z.string().nullable().meta({
      description: "Stripe's PaymentIntent client secret (handleNextAction); null with the local processor.",
    }),
    checkoutKey: z.string().meta({
      description:
        "The checkout's key (the server's own when the request sent none): payment/confirmCharge takes it.",
    }),
  }),
});
export type PaymentActionDto = z.infer<typeof paymentActionSchema>;

export const checkoutAnswerSchema = z.union([placedOrderSchema, paymentActionSchema]);
export type CheckoutAnswerDto = z.infer<typeof checkoutAnswerSchema>;

/** GET site/config: what the web app needs to know about this deployment (never a secret). */
export const siteConfigSchema = z.object({
  payments: z.enum(['local', 'stripe']),
  testMode: z
    .boolean()
    .meta({ description: 'No real money moves (issue 30.1): every page shows the test-mode ribbon.' }),
  stripePublishableKey: z.string().nullable(),
  farmerSiteUrl: z.string(),
  hostSiteUrl: z.string(),
});
export type SiteConfigDto = z.infer<typeof siteConfigSchema>;
