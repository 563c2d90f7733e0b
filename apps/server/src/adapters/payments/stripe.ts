import Stripe from 'stripe';
import { CARD_DECLINED } from '@lfm/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentCustomers } from '../../db/schema';
import { CardNotFoundError } from './local';
import {
  PaymentDeclinedError,
  WebhookError,
  type CardSummary,
  type PaymentsAdapter,
  type SubscriptionEvent,
} from './types';

/** Where the SDK sends its calls: Stripe itself, or (tests) a local server answering the same calls. */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * A charge's payment_method_details.card.brand ('visa') as Stripe's Card object spells it ('Visa'),
 * which is how listCards shows a card and how an order keeps it.
 */
const CARD_BRAND: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'Eftpos Australia',
  jcb: 'JCB',
  mastercard: 'MasterCard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** A saved card (a PaymentMethod of type card) as listCards names it: Stripe's Card brand ('Visa'). */
const cardOf = (pm: Stripe.PaymentMethod): CardSummary => ({
  id: pm.id,
  brand: CARD_BRAND[pm.card?.brand ?? ''] ?? pm.card?.brand ?? 'Card',
  last4: pm.card?.last4 ?? '',
  expMonth: pm.card?.exp_month ?? 0,
  expYear: pm.card?.exp_year ?? 0,
  name: pm.billing_details.name ?? '',
});

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** A card refusal becomes the buyer-facing decline; a missing card is 'Card not found.'. */
async function stripeCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError)
      throw new PaymentDeclinedError(err.message, err.decline_code ?? err.code ?? 'card_declined');
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')
      throw new CardNotFoundError();
    throw err;
  }
}

/**
 * Stripe through the official SDK (ARCHITECTURE: payments, real), the modern way (issue 30.2): cards
 * are saved by Stripe.js through a SetupIntent (the number never reaches us) and kept as
 * PaymentMethods; charges are PaymentIntents with the checkout's idempotency key, confirmed with the
 * buyer present (3-D Secure answers requires_action, which the browser completes with
 * handleNextAction) or off-session for renewals; invoices are sent by Stripe; subscriptions bill from
 * their first renewal (trial_end), because the order that starts them pays the first period.
 */
export function stripePayments(opts: {
  secretKey: string;
  db: Db;
  endpoint?: StripeEndpoint;
  /** The signing secret of our webhook endpoint (whsec_...); without it webhooks are refused. */
  webhookSecret?: string;
}): PaymentsAdapter {
  const stripe = new Stripe(opts.secretKey, { maxNetworkRetries: 2, ...opts.endpoint });
  const { db } = opts;
  /** A card of this customer, or 'Card not found.' (a PaymentMethod id of someone else's). */
  const mineAt = async (customerId: string, cardId: string) => {
    const pm = await stripeCall(() => stripe.paymentMethods.retrieve(cardId));
    if (idOf(pm.customer) !== customerId) throw new CardNotFoundError();
  };

  return {
    kind: 'stripe',

    async ensureCustomer(user) {
      const where = and(eq(paymentCustomers.userId, user.userId), eq(paymentCustomers.provider, 'stripe'));
      const [existing] = await db.select().from(paymentCustomers).where(where);
      if (existing) return existing.providerCustomerId;
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: String(user.userId) } },
        { idempotencyKey: `customer-${user.userId}` },
      );
      await db
        .insert(paymentCustomers)
        .values({ userId: user.userId, provider: 'stripe', providerCustomerId: customer.id })
        .onConflictDoNothing();
      const [row] = await db.select().from(paymentCustomers).where(where);
      return row!.providerCustomerId;
    },

    async listCards(customerId) {
      const [customer, methods] = await Promise.all([
        stripe.customers.retrieve(customerId),
        stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
      ]);
      if (customer.deleted) return { cards: [], defaultCardId: null };
      return {
        cards: methods.data.map(cardOf),
        defaultCardId: idOf(customer.invoice_settings.default_payment_method),
      };
    },

    async createCardSetup(customerId) {
      // Saved for later payments without the buyer (renewals): the bank is asked once, now.
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
      });
      return { clientSecret: intent.client_secret! };
    },

    async addCard(customerId, _userId, paymentMethodId) {
      // The card Stripe.js saved through the SetupIntent (confirmCardSetup): already the customer's.
      const pm = await stripeCall(() => stripe.paymentMethods.retrieve(paymentMethodId));
      const owner = idOf(pm.customer);
      if (owner && owner !== customerId) throw new CardNotFoundError();
      if (!owner) await stripeCall(() => stripe.paymentMethods.attach(pm.id, { customer: customerId }));
      const customer = await stripe.customers.retrieve(customerId);
      if (!customer.deleted && !customer.invoice_settings.default_payment_method)
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
      return cardOf(pm);
    },

    async setDefaultCard(customerId, cardId) {
      await mineAt(customerId, cardId);
      await stripeCall(() =>
        stripe.customers.update(customerId, { invoice_settings: { default_payment_method: cardId } }),
      );
    },

    async removeCard(customerId, cardId) {
      await mineAt(customerId, cardId);
      await stripeCall(() => stripe.paymentMethods.detach(cardId));
    },

    async charge(input) {
      const intent = await stripeCall(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.customerId,
            payment_method: input.cardId,
            // Cards only: no redirect-based method, so no return_url; 3-D Secure comes back as requires_action.
            allowed_payment_method_types: ['card'],
            confirm: true,
            // A renewal: the buyer is not there, so a card that asks for authentication is declined.
            ...(input.offSession ? { off_session: true } : {}),
            description: input.description,
            // findPayment looks the charge up by it after a crash.
            metadata: { ...input.metadata, idempotencyKey: input.idempotencyKey },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
      if (intent.status === 'requires_action' && !input.offSession)
        return { status: 'requires_action', chargeId: intent.id, clientSecret: intent.client_secret };
      throw new PaymentDeclinedError(CARD_DECLINED, intent.status);
    },

    async paymentStatus(chargeId) {
      const intent = await stripe.paymentIntents.retrieve(chargeId);
      if (intent.status === 'succeeded') return 'succeeded';
      if (intent.status === 'requires_action' || intent.status === 'processing') return 'requires_action';
      // requires_payment_method: the authentication failed (Stripe's answer to a failed challenge).
      return 'failed';
    },

    async refund(chargeId, idempotencyKey) {
      if (chargeId.startsWith('in_')) {
        // An invoice: void it while unpaid; once paid, refund the payment that settled it.
        const invoice = await stripe.invoices.retrieve(chargeId, { expand: ['payments'] });
        if (invoice.status !== 'paid') {
          await stripe.invoices.voidInvoice(chargeId, {}, { idempotencyKey });
          return;
        }
        const intent = invoice.payments?.data.find((p) => p.status === 'paid')?.payment.payment_intent;
        const intentId = typeof intent === 'string' ? intent : intent?.id;
        if (!intentId) throw new Error(`Invoice ${chargeId} is paid but not by a payment we can refund.`);
        await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
        return;
      }
      // A payment still waiting for authentication is canceled, so it can never be taken later.
      const intent = await stripe.paymentIntents.retrieve(chargeId);
      if (intent.status === 'canceled') return;
      if (intent.status !== 'succeeded') {
        await stripe.paymentIntents.cancel(chargeId, {}, { idempotencyKey });
        return;
      }
      await stripe.refunds.create({ payment_intent: chargeId }, { idempotencyKey });
    },

    async invoiceCard(invoiceId) {
      // The invoice's successful payment is a PaymentIntent (or, for old invoices, a bare charge);
      // the charge it made names the card in payment_method_details.card.
      const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
      const payment = invoice.payments?.data.find((p) => p.status === 'paid')?.payment;
      let charge: string | Stripe.Charge | null | undefined = payment?.charge;
      if (payment?.payment_intent) {
        const id =
          typeof payment.payment_intent === 'string' ? payment.payment_intent : payment.payment_intent.id;
        charge = (await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })).latest_charge;
      }
      if (typeof charge === 'string') charge = await stripe.charges.retrieve(charge);
      const card = charge?.payment_method_details?.card;
      if (!card?.last4) return null;
      return { brand: CARD_BRAND[card.brand ?? ''] ?? card.brand ?? 'Card', last4: card.last4 };
    },

    async findPayment(query) {
      // Listing by customer and creation time is consistent (search is not): a minute of slack for clocks.
      const created = { gte: Math.floor(query.since.getTime() / 1000) - 60 };
      const matches = (m: Stripe.Metadata | null) => m?.idempotencyKey === query.idempotencyKey;
      if (query.kind === 'charge') {
        for await (const intent of stripe.paymentIntents.list({
          customer: query.customerId,
          created,
          limit: 100,
        }))
          if (matches(intent.metadata) && intent.status === 'succeeded') return { id: intent.id };
        return null;
      }
      for await (const invoice of stripe.invoices.list({ customer: query.customerId, created, limit: 100 }))
        if (matches(invoice.metadata) && invoice.status !== 'void' && invoice.status !== 'draft')
          return { id: invoice.id! };
      return null;
    },

    async createInvoice(input) {
      for (const [i, line] of input.lines.entries())
        await stripe.invoiceItems.create(
          {
            customer: input.customerId,
            currency: 'usd',
            description: line.quantity > 1 ? `${line.quantity} × ${line.description}` : line.description,
            amount: line.unitAmountCents * line.quantity,
          },
          { idempotencyKey: `${input.idempotencyKey}-item-${i}` },
        );
      const invoice = await stripe.invoices.create(
        {
          customer: input.customerId,
          collection_method: 'send_invoice',
          days_until_due: input.daysUntilDue,
          pending_invoice_items_behavior: 'include',
          metadata: { reference: input.reference, idempotencyKey: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      await stripe.invoices.sendInvoice(invoice.id!, {}, { idempotencyKey: `${input.idempotencyKey}-send` });
      return { invoiceId: invoice.id! };
    },

    async createSubscription(input) {
      const product = await stripe.products.create(
        { name: input.productName },
        { idempotencyKey: `${input.idempotencyKey}-product` },
      );
      const sub = await stripeCall(() =>
        stripe.subscriptions.create(
          {
            customer: input.customerId,
            default_payment_method: input.cardId || undefined,
            collection_method: input.cardId ? 'charge_automatically' : 'send_invoice',
            days_until_due: input.cardId ? undefined : 30,
            items: [
              {
                quantity: input.quantity,
                price_data: {
                  currency: 'usd',
                  product: product.id,
                  unit_amount: input.unitAmountCents,
                  recurring: {
                    interval:
                      input.interval as Stripe.SubscriptionCreateParams.Item.PriceData.Recurring.Interval,
                    interval_count: input.intervalCount,
                  },
                },
              },
            ],
            trial_end: Math.floor(input.firstRenewalAt.getTime() / 1000),
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { subscriptionId: sub.id, status: sub.status };
    },

    parseWebhook(payload, signature) {
      if (!opts.webhookSecret) throw new WebhookError('Stripe webhooks are not configured.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature ?? '', opts.webhookSecret);
      } catch {
        throw new WebhookError('The Stripe-Signature header does not match this payload.');
      }
      return subscriptionEvent(event);
    },

    async cancelSubscription(subscriptionId) {
      const sub = await stripe.subscriptions.cancel(subscriptionId);
      return { status: sub.status };
    },
  };
}

/** The subscription events we act on; every other event is acknowledged and left alone. */
export function subscriptionEvent(event: Stripe.Event): SubscriptionEvent {
  if (event.type === 'customer.subscription.deleted')
    return { kind: 'ended', subscriptionId: event.data.object.id };
  if (
    event.type === 'invoice.paid' ||
    event.type === 'invoice.finalized' ||
    event.type === 'invoice.payment_failed'
  ) {
    const invoice = event.data.object;
    const sub = invoice.parent?.subscription_details?.subscription;
    const subscriptionId = typeof sub === 'string' ? sub : sub?.id;
    // The first period is paid by the checkout that started the subscription (trial_end).
    if (!subscriptionId || !invoice.id || invoice.billing_reason !== 'subscription_cycle')
      return { kind: 'other', type: event.type };
    if (event.type === 'invoice.payment_failed')
      return { kind: 'renewal_failed', subscriptionId, invoiceId: invoice.id };
    // A card is charged as the invoice finalizes; only an invoice sent to be paid makes its order then.
    if (event.type === 'invoice.finalized' && invoice.collection_method !== 'send_invoice')
      return { kind: 'other', type: event.type };
    return { kind: 'renewal', subscriptionId, invoiceId: invoice.id, paid: event.type === 'invoice.paid' };
  }
  return { kind: 'other', type: event.type };
}
