import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { freshDatabase } from '../../test/test-app';
import type { Database } from '../../db/client';
import { createUser } from '../../db/factories';
import { startFakeStripe, stripeObject, TEST_CARDS, type FakeStripe } from '../../test/stripe/fake-stripe';
import { CardNotFoundError } from './local';
import { PaymentDeclinedError, type PaymentsAdapter } from './types';
import { stripePayments } from './stripe';

/**
 * The adapter against the fake Stripe that answers from Stripe's own example objects (fixtures3.json):
 * the calls the official SDK makes, their idempotency keys, and what the adapter reads of the answers.
 */
let fake: FakeStripe;
let database: Database;
let p: PaymentsAdapter;
let customerId: string;

beforeAll(async () => {
  database = await freshDatabase();
  fake = await startFakeStripe();
  const url = new URL(fake.url);
  p = stripePayments({
    secretKey: 'sk_test_local',
    db: database.db,
    endpoint: { host: url.hostname, port: Number(url.port), protocol: 'http' },
  });
  const user = await createUser(database.db);
  customerId = await p.ensureCustomer({ userId: user.id, email: user.email, name: 'Ada' });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

/** A card saved the way the browser saves one: SetupIntent, Stripe.js confirmCardSetup, user/addCard. */
async function savedCard(card: string = TEST_CARDS.visa) {
  const { clientSecret } = await p.createCardSetup!(customerId);
  return (await p.addCard(customerId, 1, fake.confirmCardSetup(clientSecret, card))).id;
}
const charge = (cardId: string, key: string, offSession?: boolean) =>
  p.charge({
    customerId,
    cardId,
    amountCents: 1350,
    description: 'order',
    idempotencyKey: key,
    userId: 1,
    offSession,
  });

describe('stripe payments adapter (against the fake Stripe built from Stripe’s own objects)', () => {
  it('creates the customer once and keeps its id', async () => {
    const user = await createUser(database.db);
    const ref = { userId: user.id, email: user.email, name: 'Ada' };
    const id = await p.ensureCustomer(ref);
    expect(await p.ensureCustomer(ref)).toBe(id);
    const created = fake.calls.filter((c) => c.path === '/v1/customers' && c.params.metadata);
    expect(
      created.filter((c) => (c.params.metadata as Record<string, string>).userId === String(user.id)),
    ).toHaveLength(1);
  });

  it('saves a card through a SetupIntent for later off-session use, and lists it as the default', async () => {
    const cardId = await savedCard();
    expect(fake.last('/v1/setup_intents')!.params).toMatchObject({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    const { cards, defaultCardId } = await p.listCards(customerId);
    expect(defaultCardId).toBe(cardId);
    expect(cards).toContainEqual({
      id: cardId,
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      name: 'Ada Lovelace',
    });
    // Another customer's card is not ours to add, choose or remove.
    const other = await createUser(database.db);
    const otherCustomer = await p.ensureCustomer({ userId: other.id, email: other.email, name: 'B' });
    await expect(p.addCard(otherCustomer, other.id, cardId)).rejects.toBeInstanceOf(CardNotFoundError);
    await expect(p.removeCard(otherCustomer, cardId)).rejects.toBeInstanceOf(CardNotFoundError);
  });

  it('charges on-session with the idempotency key, the same key answering the same intent', async () => {
    const cardId = await savedCard();
    const first = await charge(cardId, 'checkout-7-abc');
    expect(first).toMatchObject({ status: 'succeeded' });
    const req = fake.last('/v1/payment_intents', 'POST')!;
    expect(req.idempotencyKey).toBe('checkout-7-abc');
    expect(req.params).toMatchObject({
      amount: '1350',
      currency: 'usd',
      customer: customerId,
      confirm: 'true',
    });
    expect(req.params.off_session).toBeUndefined();
    expect(await charge(cardId, 'checkout-7-abc')).toEqual(first);
  });

  it('turns a card error into a decline', async () => {
    const declined = charge(await savedCard(TEST_CARDS.declined), 'k-declined');
    await expect(declined).rejects.toThrow('Your card was declined.');
    await expect(declined).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('3-D Secure: requires_action goes back with the client secret; completed it is taken, failed it is not', async () => {
    const cardId = await savedCard(TEST_CARDS.authentication);
    const waiting = await charge(cardId, 'k-3ds-ok');
    expect(waiting).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringContaining('_secret_'),
    });
    expect(await p.paymentStatus(waiting.chargeId)).toBe('requires_action');
    fake.authenticate(waiting.chargeId, 'complete');
    expect(await p.paymentStatus(waiting.chargeId)).toBe('succeeded');

    const refused = await charge(cardId, 'k-3ds-fail');
    fake.authenticate(refused.chargeId, 'fail');
    expect(await p.paymentStatus(refused.chargeId)).toBe('failed');
    // Given back: the failed one is canceled (never to be taken), the taken one refunded.
    await p.refund(refused.chargeId, 'undo-fail');
    expect(fake.get<Stripe.PaymentIntent>(refused.chargeId)!.status).toBe('canceled');
    await p.refund(waiting.chargeId, 'undo-ok');
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: waiting.chargeId, status: 'succeeded' });
    expect(fake.last('/v1/refunds')!.idempotencyKey).toBe('undo-ok');
  });

  it('off-session (a renewal), a card that asks for authentication is declined, not left waiting', async () => {
    const cardId = await savedCard(TEST_CARDS.authentication);
    const renewal = charge(cardId, 'renewal-1', true);
    await expect(renewal).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(renewal).rejects.toMatchObject({ declineCode: 'authentication_required' });
    expect(fake.last('/v1/payment_intents', 'POST')!.params.off_session).toBe('true');
  });

  it('a parameter Stripe does not take is refused, as Stripe refuses it', async () => {
    const stripe = new Stripe('sk_test_local', {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    const old = stripe.paymentIntents.create({
      amount: 100,
      currency: 'usd',
      // @ts-expect-error not a PaymentIntentCreateParams of this API version (allowed_payment_method_types is)
      payment_method_types: ['card'],
    });
    await expect(old).rejects.toThrow('Received unknown parameter: payment_method_types');
  });

  it("names the card that paid an invoice as a card list names it, from the payment's charge", async () => {
    const cardId = await savedCard();
    const paid = await charge(cardId, 'k-invoice-paid');
    const invoice = (payment: Stripe.InvoicePayment['payment']) =>
      fake.put(
        stripeObject<Stripe.Invoice>('invoice', {
          id: `in_${payment.type}_${paid.chargeId}`,
          status: 'paid',
          payments: {
            object: 'list',
            url: '/v1/invoice_payments',
            has_more: false,
            data: [
              stripeObject<Stripe.InvoicePayment>('invoice_payment', {
                status: 'canceled',
                payment: { type: 'payment_intent', payment_intent: 'pi_old' },
              }),
              stripeObject<Stripe.InvoicePayment>('invoice_payment', { status: 'paid', payment }),
            ],
          },
        }),
      );
    const byIntent = invoice({ type: 'payment_intent', payment_intent: paid.chargeId });
    expect(await p.invoiceCard!(byIntent.id!)).toEqual({ brand: 'Visa', last4: '4242' });
    // The canceled attempt's intent is never read: only the payment that settled the invoice.
    expect(fake.calls.some((c) => c.path === '/v1/payment_intents/pi_old')).toBe(false);
    const chargeId = fake.get<Stripe.PaymentIntent>(paid.chargeId)!.latest_charge as string;
    const byCharge = invoice({ type: 'charge', charge: chargeId });
    expect(await p.invoiceCard!(byCharge.id!)).toEqual({ brand: 'Visa', last4: '4242' });
  });

  it('sends an invoice of the lines and starts a subscription billed from its first renewal', async () => {
    const { invoiceId } = await p.createInvoice({
      customerId,
      userId: 1,
      email: 'a@b.c',
      lines: [{ description: 'Carrots', quantity: 3, unitAmountCents: 300 }],
      idempotencyKey: 'invoice-1',
      daysUntilDue: 30,
      billTo: { name: 'Ada', address: '' },
      reference: 'order-1',
    });
    expect(fake.last('/v1/invoiceitems')!.params.amount).toBe('900');
    expect(fake.last('/v1/invoices', 'POST')!.params).toMatchObject({
      collection_method: 'send_invoice',
      days_until_due: '30',
    });
    expect(fake.get<Stripe.Invoice>(invoiceId)).toMatchObject({ status: 'open', total: 900 });
    await p.refund(invoiceId, 'void-1');
    expect(fake.get<Stripe.Invoice>(invoiceId)!.status).toBe('void');

    const cardId = await savedCard();
    const renewal = new Date(Date.now() + 7 * 86_400_000);
    renewal.setMilliseconds(0);
    const sub = await p.createSubscription({
      customerId,
      cardId,
      userId: 1,
      productName: 'Salad box',
      unitAmountCents: 2500,
      quantity: 1,
      interval: 'week',
      intervalCount: 1,
      firstRenewalAt: renewal,
      idempotencyKey: 'subscription-1',
      metadata: { orderId: '1' },
    });
    expect(sub.status).toBe('trialing');
    const req = fake.last('/v1/subscriptions')!;
    expect(req.idempotencyKey).toBe('subscription-1');
    expect(req.params).toMatchObject({
      default_payment_method: cardId,
      trial_end: String(renewal.getTime() / 1000),
      items: [{ quantity: '1', price_data: { unit_amount: '2500', recurring: { interval: 'week' } } }],
    });
    expect(await p.cancelSubscription(sub.subscriptionId)).toEqual({ status: 'canceled' });
  });
});
