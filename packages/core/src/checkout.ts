/**
 * Checkout payload (SPEC 3 'Checkout payload', 5 'Checkout'): billing address and the chosen card.
 * The server parses the same schema the order summary form uses.
 */
import { z } from 'zod';
import { instantSchema } from './contract/http';
import { countryField, idField, optionalText, requiredText, text, zipField } from './fields';
import { ADDRESS_MESSAGES, NOT_FOUND } from './messages';
import { msg, said } from './i18n/translate';

export const CARD_HOLDER_MAX = 35;
export const NO_CARD_SELECTED = msg('checkout.noCardSelected');
export const NO_CARD = msg('checkout.noCard');
export const ORDER_PLACED = msg('checkout.orderPlaced');
export const MARKETPLACE_NAME = 'Local Food Marketplace';
/**
 * SPEC 8's invoice message names who sends the invoice: with Stripe configured, Stripe emails it
 * (SPEC's words exactly); with the built-in processor the marketplace emails it (a PDF). Only the server
 * says it (a word of the catalogue's server part, in the buyer's language).
 */
export const invoiceOrderPlaced = (processor: 'local' | 'stripe') =>
  said('answer.invoicePlaced', { from: processor === 'stripe' ? 'Stripe' : MARKETPLACE_NAME });
/**
 * Issue 30.1: on every page (a ribbon) and every receipt while no real money moves: the built-in card
 * processor (the demo, or PAYMENTS=simulated) or Stripe with a test key.
 */
export const TEST_MODE_NOTICE = msg('checkout.testMode');
/** Issue 30.2: the bank asks the buyer to confirm a payment (3-D Secure). */
export const AUTHENTICATION_NEEDED = msg('checkout.authenticationNeeded');
/** Stripe's own words for a payment whose authentication failed or was abandoned. */
export const AUTHENTICATION_FAILED = msg('checkout.authenticationFailed');
export const ORDER_CANCELLED = msg('order.cancelledRefunded');
export const SUBSCRIPTION_CANCELLED = msg('subscription.cancelled');
export const SUBSCRIPTION_ALREADY_CANCELLED = msg('subscription.alreadyCancelled');
/** A second cancel while the first is still asking the payment processor: nothing is asked twice. */
export const SUBSCRIPTION_CANCEL_UNDER_WAY = msg('subscription.cancelUnderWay');
/** The processor did not answer the cancel: it is recorded as asked, and the job runner finishes it. */
export const SUBSCRIPTION_CANCEL_PENDING = msg('subscription.cancelPending');
export const INVOICE_NOT_ALLOWED = msg('checkout.invoiceNotAllowed');

/** SPEC 5: billing fields required with 'X is required.'; Organization shown for types 3 and 4. */
export const billingSchema = z.object({
  firstName: requiredText(msg('user.firstNameRequired'), { length: 100 }),
  lastName: requiredText(msg('user.lastNameRequired'), { length: 100 }),
  organization: optionalText(100),
  addressLine1: requiredText(ADDRESS_MESSAGES.address1, { length: 100 }),
  addressLine2: optionalText(100),
  postalCode: zipField(msg('checkout.zipRequired')),
  city: requiredText(ADDRESS_MESSAGES.city, { length: 50 }),
  phoneNumber: requiredText(msg('checkout.phoneRequired'))
    .regex(/^\d+$/, msg('checkout.phoneDigits'))
    .max(15, msg('checkout.phoneMax')),
  country: countryField(msg('user.countryRequired'), 50),
  state: requiredText(ADDRESS_MESSAGES.state, { length: 100 }),
});
export type BillingInput = z.infer<typeof billingSchema>;

/**
 * Sent with every attempt of one checkout: a retried or doubled request with the same key returns
 * the order the first one placed. Optional (SPEC's checkout payload has none): without it the
 * server derives the key from the cart's state, so a double submit still places one order.
 */
const KEY_REQUIRED = msg('checkout.keyRequired');
const idempotencyKey = text({}, KEY_REQUIRED).trim().min(8, KEY_REQUIRED).max(100, KEY_REQUIRED).optional();

export const chargeByInvoiceSchema = billingSchema.extend({ idempotencyKey });
export const chargeSchema = chargeByInvoiceSchema.extend({
  stripeCardId: text({}, NO_CARD).trim().min(1, NO_CARD).max(100, NO_CARD),
});
export type ChargeInput = z.infer<typeof chargeSchema>;

/** payment/confirmCharge: the checkout whose payment the buyer has just authenticated (or failed to). */
export const confirmChargeSchema = z.object({ idempotencyKey: idempotencyKey.unwrap() });
/** payments/local/authenticate: the local processor's stand-in for the bank's challenge (issue 30.2). */
export const authenticateTestPaymentSchema = z.object({
  paymentId: text({}, NOT_FOUND.payment).trim().min(1, NOT_FOUND.payment).max(100, NOT_FOUND.payment),
  outcome: z.enum(['complete', 'fail'], { error: "outcome must be 'complete' or 'fail'." }),
});
export type ChargeByInvoiceInput = z.infer<typeof chargeByInvoiceSchema>;

export const orderIdSchema = z.object({
  orderId: idField(NOT_FOUND.order),
});
export const cancelSubscriptionSchema = z.object({
  stripeSubscriptionId: text({}, NOT_FOUND.subscription)
    .trim()
    .min(1, NOT_FOUND.subscription)
    .max(100, NOT_FOUND.subscription),
});

/** A payment provider failing during checkout (not a decline): what was taken is given back. */
export const PAYMENT_UNAVAILABLE = msg('checkout.paymentUnavailable');

/**
 * admin/failedUndos: a checkout step's undo (refund, stock release, cancelled subscription) that
 * failed and is retried by the job runner until it succeeds.
 */
export const workflowUndoSchema = z.object({
  id: z.number().int(),
  workflow: z.string(),
  runId: z.number().int(),
  key: z.string().meta({ description: "The run's key: `<userId>:<checkout key>` for checkouts." }),
  step: z.string(),
  state: z
    .enum(['retrying', 'done'])
    .meta({ description: 'retrying: not done yet; done: succeeded on a retry.' }),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  runError: z.string().nullable().meta({ description: 'Why the checkout was undone.' }),
  orderId: z.number().int().nullable(),
  paymentId: z.string().nullable(),
  createdAt: instantSchema,
  doneAt: instantSchema.nullable(),
});
export type WorkflowUndoDto = z.infer<typeof workflowUndoSchema>;
