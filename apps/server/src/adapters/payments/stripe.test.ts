import { createServer, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app';
import type { Database } from '../../db/client';
import { createUser } from '../../db/factories';
import { PaymentDeclinedError } from './types';
import { stripePayments } from './stripe';

/**
 * A local HTTP server answering the few Stripe calls the adapter makes, recording each request
 * (path, form body, Idempotency-Key), so the adapter's use of the official SDK is checked offline.
 */
interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}
let server: Server;
let port = 0;
const seen: Seen[] = [];
let database: Database;

const card = (id: string, last4: string) => ({
  id,
  object: 'card',
  brand: 'Visa',
  last4,
  exp_month: 12,
  exp_year: 2030,
  name: 'Ada Lovelace',
});

function answer(req: IncomingMessage, body: URLSearchParams): [number, unknown] {
  const path = req.url!.split('?')[0]!;
  const m = req.method!;
  if (m === 'POST' && path === '/v1/customers') return [200, { id: 'cus_1', object: 'customer' }];
  if (m === 'GET' && path === '/v1/customers/cus_1')
    return [
      200,
      {
        id: 'cus_1',
        object: 'customer',
        invoice_settings: { default_payment_method: null },
        default_source: 'card_1',
      },
    ];
  if (m === 'POST' && path === '/v1/customers/cus_1/sources')
    return body.get('source') === 'tok_bad'
      ? [402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }]
      : [200, card('card_1', '4242')];
  if (m === 'GET' && path === '/v1/customers/cus_1/sources')
    return [200, { object: 'list', data: [card('card_1', '4242')], has_more: false }];
  if (m === 'POST' && path === '/v1/payment_intents')
    return body.get('payment_method') === 'card_declined'
      ? [
          402,
          {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          },
        ]
      : [
          200,
          { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: Number(body.get('amount')) },
        ];
  // Invoices paid by a PaymentIntent (in_pi), by a bare charge (in_ch, older invoices), and by nothing yet.
  const charge = (brand: string, last4: string) => ({
    id: 'ch_1',
    object: 'charge',
    payment_method_details: { type: 'card', card: { brand, last4, exp_month: 12, exp_year: 2030 } },
  });
  const paidBy = (payment: Record<string, unknown>) => ({
    object: 'list',
    data: [
      {
        id: 'inpay_0',
        object: 'invoice_payment',
        status: 'canceled',
        payment: { type: 'payment_intent', payment_intent: 'pi_old' },
      },
      { id: 'inpay_1', object: 'invoice_payment', status: 'paid', payment },
    ],
    has_more: false,
  });
  if (m === 'GET' && path === '/v1/invoices/in_pi')
    return [
      200,
      {
        id: 'in_pi',
        object: 'invoice',
        status: 'paid',
        payments: paidBy({ type: 'payment_intent', payment_intent: 'pi_2' }),
      },
    ];
  if (m === 'GET' && path === '/v1/invoices/in_ch')
    return [
      200,
      {
        id: 'in_ch',
        object: 'invoice',
        status: 'paid',
        payments: paidBy({ type: 'charge', charge: 'ch_1' }),
      },
    ];
  if (m === 'GET' && path === '/v1/invoices/in_open')
    return [
      200,
      {
        id: 'in_open',
        object: 'invoice',
        status: 'open',
        payments: { object: 'list', data: [], has_more: false },
      },
    ];
  if (m === 'GET' && path === '/v1/payment_intents/pi_2')
    return [
      200,
      { id: 'pi_2', object: 'payment_intent', status: 'succeeded', latest_charge: charge('amex', '0005') },
    ];
  if (m === 'GET' && path === '/v1/charges/ch_1') return [200, charge('visa', '4242')];
  if (m === 'POST' && path === '/v1/refunds') return [200, { id: 're_1', object: 'refund' }];
  if (m === 'POST' && path === '/v1/invoiceitems') return [200, { id: 'ii_1', object: 'invoiceitem' }];
  if (m === 'POST' && path === '/v1/invoices') return [200, { id: 'in_1', object: 'invoice' }];
  if (m === 'POST' && path === '/v1/invoices/in_1/send')
    return [200, { id: 'in_1', object: 'invoice', status: 'open' }];
  if (m === 'POST' && path === '/v1/products') return [200, { id: 'prod_1', object: 'product' }];
  if (m === 'POST' && path === '/v1/subscriptions')
    return [200, { id: 'sub_1', object: 'subscription', status: 'trialing' }];
  if (m === 'DELETE' && path === '/v1/subscriptions/sub_1')
    return [200, { id: 'sub_1', object: 'subscription', status: 'canceled' }];
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such route ${m} ${path}`,
      },
    },
  ];
}

beforeAll(async () => {
  database = await freshDatabase();
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = new URLSearchParams(Buffer.concat(chunks).toString());
    const key = req.headers['idempotency-key'];
    seen.push({
      method: req.method!,
      path: req.url!,
      body,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    const [status, json] = answer(req, body);
    res
      .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' })
      .end(JSON.stringify(json));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server.close();
  await database.close();
});

const adapter = () =>
  stripePayments({
    secretKey: 'sk_test_local',
    db: database.db,
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
  });
const last = (path: string) => [...seen].reverse().find((s) => s.path.split('?')[0] === path)!;

describe('stripe payments adapter (against a local stand-in for the Stripe API)', () => {
  it('creates the customer once and keeps its id', async () => {
    const user = await createUser(database.db);
    const p = adapter();
    const ref = { userId: user.id, email: user.email, name: 'Ada' };
    expect(await p.ensureCustomer(ref)).toBe('cus_1');
    expect(await p.ensureCustomer(ref)).toBe('cus_1');
    expect(seen.filter((s) => s.path === '/v1/customers')).toHaveLength(1);
    expect(last('/v1/customers').body.get('metadata[userId]')).toBe(String(user.id));
  });

  it('adds a tokenized card and lists cards with the default source', async () => {
    const p = adapter();
    expect(await p.addCard('cus_1', 1, 'tok_visa')).toMatchObject({
      id: 'card_1',
      last4: '4242',
      expYear: 2030,
    });
    expect(last('/v1/customers/cus_1/sources').body.get('source')).toBe('tok_visa');
    expect(await p.listCards('cus_1')).toEqual({
      cards: [
        { id: 'card_1', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, name: 'Ada Lovelace' },
      ],
      defaultCardId: 'card_1',
    });
    await expect(p.addCard('cus_1', 1, 'tok_bad')).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('charges with the idempotency key and turns a card error into a decline', async () => {
    const p = adapter();
    const ok = await p.charge({
      customerId: 'cus_1',
      cardId: 'card_1',
      amountCents: 1350,
      description: 'order',
      idempotencyKey: 'checkout-7-abc',
      userId: 1,
    });
    expect(ok.chargeId).toBe('pi_1');
    const req = last('/v1/payment_intents');
    expect(req.idempotencyKey).toBe('checkout-7-abc');
    expect(Object.fromEntries(req.body)).toMatchObject({
      amount: '1350',
      currency: 'usd',
      customer: 'cus_1',
      confirm: 'true',
      off_session: 'true',
    });

    const declined = p.charge({
      customerId: 'cus_1',
      cardId: 'card_declined',
      amountCents: 100,
      description: 'x',
      idempotencyKey: 'k2',
      userId: 1,
    });
    await expect(declined).rejects.toThrow('Your card was declined.');
    await expect(declined).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it("names the card that paid an invoice as a card list names it, from the payment's charge", async () => {
    const p = adapter();
    expect(await p.invoiceCard!('in_pi')).toEqual({ brand: 'American Express', last4: '0005' });
    // What a GET asked Stripe to expand (the SDK sends expand[0]=..., expand[1]=...).
    const expanded = (path: string) => {
      const read = [...seen].reverse().find((s) => s.path.split('?')[0] === path)!;
      const query = new URL(read.path, 'http://stripe.test').searchParams;
      return [...query].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    };
    expect(expanded('/v1/invoices/in_pi')).toEqual(['payments']);
    expect(expanded('/v1/payment_intents/pi_2')).toEqual(['latest_charge']);
    // The canceled attempt's intent is never read: only the payment that settled the invoice.
    expect(seen.some((s) => s.path.startsWith('/v1/payment_intents/pi_old'))).toBe(false);

    expect(await p.invoiceCard!('in_ch')).toEqual({ brand: 'Visa', last4: '4242' });
    expect(await p.invoiceCard!('in_open')).toBeNull();
  });

  it('refunds a charge and voids nothing else, with its own idempotency key', async () => {
    await adapter().refund('pi_1', 'cancel-order-9');
    const req = last('/v1/refunds');
    expect(req.body.get('payment_intent')).toBe('pi_1');
    expect(req.idempotencyKey).toBe('cancel-order-9');
  });

  it('sends an invoice of the lines and starts a subscription billed from its first renewal', async () => {
    const p = adapter();
    const { invoiceId } = await p.createInvoice({
      customerId: 'cus_1',
      userId: 1,
      email: 'a@b.c',
      lines: [{ description: 'Carrots', quantity: 3, unitAmountCents: 300 }],
      idempotencyKey: 'invoice-1',
      daysUntilDue: 30,
      billTo: { name: 'Ada', address: '' },
      reference: 'order-1',
    });
    expect(invoiceId).toBe('in_1');
    expect(last('/v1/invoiceitems').body.get('amount')).toBe('900');
    expect(Object.fromEntries(last('/v1/invoices').body)).toMatchObject({
      collection_method: 'send_invoice',
      days_until_due: '30',
    });
    expect(last('/v1/invoices/in_1/send')).toBeTruthy();

    const renewal = new Date('2026-11-25T15:00:00Z');
    const sub = await p.createSubscription({
      customerId: 'cus_1',
      cardId: 'card_1',
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
    expect(sub).toEqual({ subscriptionId: 'sub_1', status: 'trialing' });
    const req = last('/v1/subscriptions');
    expect(req.idempotencyKey).toBe('subscription-1');
    expect(req.body.get('trial_end')).toBe(String(renewal.getTime() / 1000));
    expect(req.body.get('items[0][price_data][unit_amount]')).toBe('2500');
    expect(req.body.get('items[0][price_data][recurring][interval]')).toBe('week');
    expect(await p.cancelSubscription('sub_1')).toEqual({ status: 'canceled' });
  });
});
