/**
 * Checkout payload (SPEC 3 'Checkout payload', 5 'Checkout'): billing address and the chosen card.
 * The server parses the same schema the order summary form uses.
 */
import { z } from 'zod';
import { optionalText, requiredText } from './fields';

export const CARD_HOLDER_MAX = 35;
export const NO_CARD_SELECTED = 'Please select card or add card for payment.';
export const NO_CARD = 'Please add card for payment.';
export const ORDER_PLACED = 'Order Placed Successfully!';
export const INVOICE_ORDER_PLACED =
  'Your order has been placed. You will receive an email with your invoice shortly.';
export const ORDER_CANCELLED = 'Your order has been cancelled and refunded.';
export const SUBSCRIPTION_CANCELLED = 'Your subscription has been cancelled.';
export const INVOICE_NOT_ALLOWED = 'Pay by invoice is not available for your account.';

/** SPEC 5: billing fields required with 'X is required.'; Organization shown for types 3 and 4. */
export const billingSchema = z.object({
  firstName: requiredText('First name is required.', { length: 100 }),
  lastName: requiredText('Last name is required.', { length: 100 }),
  organization: optionalText(100),
  addressLine1: requiredText('Address 1 is required.', { length: 100 }),
  addressLine2: optionalText(100),
  postalCode: requiredText('Zip is required.', { length: 10 }),
  city: requiredText('City is required.', { length: 50 }),
  phoneNumber: requiredText('Phone is required.')
    .regex(/^\d+$/, 'Phone must contain digits only.')
    .max(15, 'Phone must be at most 15 digits.'),
  country: requiredText('Country is required.', { length: 50 }),
  state: requiredText('State is required.', { length: 100 }),
});
export type BillingInput = z.infer<typeof billingSchema>;

/**
 * Sent with every attempt of one checkout: a retried or doubled request with the same key returns
 * the order the first one placed.
 */
const idempotencyKey = z
  .string({ error: 'A checkout key is required.' })
  .trim()
  .min(8, 'A checkout key is required.')
  .max(100, 'A checkout key is required.');

export const chargeByInvoiceSchema = billingSchema.extend({ idempotencyKey });
export const chargeSchema = chargeByInvoiceSchema.extend({
  stripeCardId: z.string({ error: NO_CARD }).trim().min(1, NO_CARD).max(100, NO_CARD),
});
export type ChargeInput = z.infer<typeof chargeSchema>;
export type ChargeByInvoiceInput = z.infer<typeof chargeByInvoiceSchema>;

export const orderIdSchema = z.object({
  orderId: z.coerce
    .number({ error: 'Order not found.' })
    .int('Order not found.')
    .positive('Order not found.')
    .max(2_147_483_647, 'Order not found.'),
});
export const cancelSubscriptionSchema = z.object({
  stripeSubscriptionId: z
    .string({ error: 'Subscription not found.' })
    .trim()
    .min(1, 'Subscription not found.')
    .max(100, 'Subscription not found.'),
});
