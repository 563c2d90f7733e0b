import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type Stripe from 'stripe';

/**
 * A stand-in for the Stripe API on a local port (STRIPE_API_BASE points the SDK at it), answering from
 * Stripe's published contract (issue 30.3): every object it sends is Stripe's own example of that
 * resource (fixtures3.json, from Stripe's public OpenAPI repository; LICENSE beside it) with only the
 * fields a call is about changed, so every field Stripe sends is there, in Stripe's shape. Each handler
 * takes the SDK's own parameter type (`Stripe.PaymentIntentCreateParams`, ...) and names the parameters
 * it accepts against it (`keyof`): a parameter Stripe does not take fails the types, one the fake does
 * not know is refused as Stripe refuses it ('Received unknown parameter'), so the test fails.
 *
 * Cards behave as Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
 * 4000 0027 6000 3184 asks for authentication (requires_action on-session, declined off-session).
 * `confirmCardSetup` and `authenticate` play what Stripe.js and the bank's challenge do in a browser.
 *
 * Connect (issue 30.4): Express accounts, account links and transfers; `finishOnboarding` is what the
 * farmer does on Stripe's hosted page, and a transfer to an account that cannot receive one is refused
 * as Stripe refuses it. `fail` makes a path's next calls end as an outage does: an answer lost after
 * Stripe did the work ('hang': the client times out), or Stripe's own error ('error': nothing done).
 */

type Resources = Record<string, Record<string, unknown>>;
const FIXTURES = (
  JSON.parse(readFileSync(new URL('./fixtures3.json', import.meta.url), 'utf8')) as { resources: Resources }
).resources;

/** Stripe's example object of a resource with the given fields changed (only fields Stripe has). */
export function stripeObject<T extends { object: string }>(resource: T['object'], fields: Partial<T>): T {
  const example = FIXTURES[resource];
  if (!example) throw new Error(`fixtures3.json has no ${resource}`);
  return { ...(structuredClone(example) as unknown as T), ...fields };
}

/** What a form-encoded request carries: the SDK's params with every leaf a string. */
export type Form<T> = T extends string | number | boolean
  ? string
  : T extends readonly (infer U)[]
    ? Form<U>[]
    : T extends object
      ? { [K in keyof T]?: Form<NonNullable<T[K]>> }
      : string;

/** Parses `a[b][0][c]=v` as the SDK encodes it (qs, indices) into nested objects and arrays. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let at: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        at[part] = value;
        return;
      }
      at[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      at = at[part] as Record<string, unknown>;
    });
  }
  return out;
}

/** Stripe's error answer. */
export class StripeFail extends Error {
  constructor(
    readonly status: number,
    readonly error: Partial<Stripe.StripeRawError> & { type: string },
  ) {
    super(error.message);
  }
}
const missing = (what: string, id: string) =>
  new StripeFail(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
  });

/** The parameters a handler accepts, checked against the SDK's own type. */
const accepts =
  <P>() =>
  <K extends keyof P>(...keys: K[]) =>
    keys;

const idOf = (v: string | { id?: string } | null) => (typeof v === 'string' ? v : (v?.id ?? null));

export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002760003184',
} as const;

/** How a call ends in an outage: see FakeStripe.fail. */
export type Outage = 'hang' | 'error';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  url: string;
  /** Every call, in order. */
  calls: Call[];
  /** The last call to this path (no query), or undefined. */
  last(path: string, method?: string): Call | undefined;
  intents: Stripe.PaymentIntent[];
  refunds: Stripe.Refund[];
  /** Stripe's objects by id: a test may add its own (an invoice a renewal paid) with `put`. */
  put<T extends { id?: string; object: string }>(object: T): T;
  get<T>(id: string): T | undefined;
  /** Stripe.js's confirmCardSetup: the card typed into the Element, saved through the SetupIntent. */
  confirmCardSetup(clientSecret: string, card?: string, name?: string): string;
  /** The bank's challenge (Stripe.js handleNextAction): completed, or failed. */
  authenticate(paymentIntentId: string, outcome: 'complete' | 'fail'): void;
  /** Transfers made (Connect), in order. */
  transfers: Stripe.Transfer[];
  /** Stripe's hosted onboarding, finished by the farmer: the account can receive transfers. */
  finishOnboarding(accountId: string): void;
  /**
   * The next `times` calls to `path` end in an outage: 'hang' does the work and never answers (the
   * client times out, so the outcome is unknown to it); 'error' answers Stripe's 500 having done nothing.
   */
  fail(path: string, how: Outage, times?: number): void;
  /** The most payment intent creations in flight at once. */
  peakIntentsInFlight: number;
  /** How long every call takes from now on. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeStripe(opts: { delayMs?: number; port?: number } = {}): Promise<FakeStripe> {
  const objects = new Map<string, { object: string; id?: string }>();
  const replay = new Map<string, [number, unknown]>();
  const cardNumbers = new Map<string, string>();
  const calls: Call[] = [];
  const intents: Stripe.PaymentIntent[] = [];
  const refunds: Stripe.Refund[] = [];
  const transfers: Stripe.Transfer[] = [];
  const outages = new Map<string, { how: Outage; times: number }>();
  let inFlight = 0;
  let peak = 0;
  let delayMs = opts.delayMs ?? 0;
  let seq = 0;
  const now = () => Math.floor(Date.now() / 1000);
  const newId = (prefix: string) => `${prefix}_fake${String(++seq).padStart(6, '0')}`;
  const put = <T extends { id?: string; object: string }>(o: T): T => {
    objects.set(o.id!, o);
    return o;
  };
  const get = <T>(id: string) => objects.get(id) as T | undefined;
  const find = <T>(what: string, id: string): T => {
    const o = objects.get(id);
    if (!o || o.object !== what.replace(/ /g, '_')) throw missing(what, id);
    return o as T;
  };
  const list = <T>(data: T[], url: string): Stripe.ApiList<T> => ({
    object: 'list',
    data,
    has_more: false,
    url,
  });
  // (metadata may be '' to clear it: then none)
  const metadataOf = (m: Form<Stripe.MetadataParam> | string | undefined) =>
    typeof m === 'object'
      ? Object.fromEntries(Object.entries(m).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
  const cardError = (code: string, message: string, decline_code?: string, pi?: Stripe.PaymentIntent) =>
    new StripeFail(402, { type: 'card_error', code, decline_code, message, payment_intent: pi });

  function customerWith(id: string, fields: Partial<Stripe.Customer>) {
    const c = find<Stripe.Customer>('customer', id);
    return put({ ...c, ...fields });
  }

  function charge(intent: Stripe.PaymentIntent): Stripe.Charge {
    const pm = find<Stripe.PaymentMethod>('payment_method', intent.payment_method as string);
    const example = stripeObject<Stripe.Charge>('charge', {});
    return put(
      stripeObject<Stripe.Charge>('charge', {
        id: newId('ch'),
        amount: intent.amount,
        amount_captured: intent.amount,
        captured: true,
        paid: true,
        status: 'succeeded',
        customer: intent.customer,
        payment_intent: intent.id,
        payment_method: pm.id,
        payment_method_details: {
          ...example.payment_method_details!,
          type: 'card',
          card: { ...example.payment_method_details!.card!, brand: pm.card!.brand, last4: pm.card!.last4 },
        },
        created: now(),
      }),
    );
  }

  function succeed(intent: Stripe.PaymentIntent) {
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      next_action: null,
      last_payment_error: null,
      canceled_at: null,
      latest_charge: charge(intent).id,
    } satisfies Partial<Stripe.PaymentIntent>);
  }

  type Handler = (params: never, id: string, query: URLSearchParams) => unknown;
  const routes: { method: string; path: RegExp; known?: readonly string[]; handle: Handler }[] = [];
  function route<P>(
    method: string,
    path: RegExp,
    known: readonly (keyof P & string)[] | null,
    handle: (params: Form<P>, id: string, query: URLSearchParams) => unknown,
  ) {
    routes.push({ method, path, known: known ?? undefined, handle: handle as Handler });
  }

  route<Stripe.CustomerCreateParams>(
    'POST',
    /^\/v1\/customers$/,
    accepts<Stripe.CustomerCreateParams>()('email', 'name', 'metadata'),
    (p) =>
      put(
        stripeObject<Stripe.Customer>('customer', {
          id: newId('cus'),
          email: p.email ?? null,
          name: p.name ?? null,
          metadata: metadataOf(p.metadata),
          default_source: null,
          discount: null,
          invoice_settings: {
            ...stripeObject<Stripe.Customer>('customer', {}).invoice_settings,
            default_payment_method: null,
          },
          created: now(),
        }),
      ),
  );
  route<Stripe.CustomerRetrieveParams>('GET', /^\/v1\/customers\/([^/]+)$/, null, (_p, id) =>
    find('customer', id),
  );
  route<Stripe.CustomerUpdateParams>(
    'POST',
    /^\/v1\/customers\/([^/]+)$/,
    accepts<Stripe.CustomerUpdateParams>()('invoice_settings', 'metadata'),
    (p, id) => {
      const c = find<Stripe.Customer>('customer', id);
      const pm = p.invoice_settings?.default_payment_method;
      if (pm) {
        const method = find<Stripe.PaymentMethod>('payment_method', pm);
        if (method.customer !== id)
          throw new StripeFail(400, {
            type: 'invalid_request_error',
            message: `The customer does not have a payment method with the ID ${pm}.`,
          });
      }
      return customerWith(id, {
        invoice_settings: { ...c.invoice_settings, default_payment_method: pm ?? null },
      });
    },
  );
  route<Stripe.CustomerListPaymentMethodsParams>(
    'GET',
    /^\/v1\/customers\/([^/]+)\/payment_methods$/,
    null,
    (_p, id, query) => {
      find('customer', id);
      const type = query.get('type');
      return list(
        [...objects.values()].filter(
          (o): o is Stripe.PaymentMethod =>
            o.object === 'payment_method' &&
            (o as Stripe.PaymentMethod).customer === id &&
            (!type || (o as Stripe.PaymentMethod).type === type),
        ),
        `/v1/customers/${id}/payment_methods`,
      );
    },
  );

  route<Stripe.SetupIntentCreateParams>(
    'POST',
    /^\/v1\/setup_intents$/,
    accepts<Stripe.SetupIntentCreateParams>()(
      'customer',
      'usage',
      'allowed_payment_method_types',
      'metadata',
    ),
    (p) => {
      if (p.customer) find('customer', p.customer);
      const id = newId('seti');
      return put(
        stripeObject<Stripe.SetupIntent>('setup_intent', {
          id,
          client_secret: `${id}_secret_${newId('s')}`,
          customer: p.customer ?? null,
          usage: p.usage ?? 'off_session',
          status: 'requires_payment_method',
          next_action: null,
          last_setup_error: null,
          payment_method_types: p.allowed_payment_method_types ?? ['card'],
          metadata: metadataOf(p.metadata),
          created: now(),
        }),
      );
    },
  );

  route<Stripe.PaymentMethodRetrieveParams>('GET', /^\/v1\/payment_methods\/([^/]+)$/, null, (_p, id) =>
    find('payment method', id),
  );
  route<Stripe.PaymentMethodAttachParams>(
    'POST',
    /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    accepts<Stripe.PaymentMethodAttachParams>()('customer'),
    (p, id) => {
      const pm = find<Stripe.PaymentMethod>('payment method', id);
      find('customer', p.customer!);
      return put({ ...pm, customer: p.customer! });
    },
  );
  route<Stripe.PaymentMethodDetachParams>(
    'POST',
    /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    [],
    (_p, id) => {
      const pm = find<Stripe.PaymentMethod>('payment method', id);
      for (const c of objects.values())
        if (c.object === 'customer' && (c as Stripe.Customer).invoice_settings.default_payment_method === id)
          customerWith(c.id!, {
            invoice_settings: { ...(c as Stripe.Customer).invoice_settings, default_payment_method: null },
          });
      return put({ ...pm, customer: null });
    },
  );

  route<Stripe.PaymentIntentCreateParams>(
    'POST',
    /^\/v1\/payment_intents$/,
    accepts<Stripe.PaymentIntentCreateParams>()(
      'amount',
      'currency',
      'customer',
      'payment_method',
      'allowed_payment_method_types',
      'confirm',
      'off_session',
      'description',
      'metadata',
    ),
    (p) => {
      const pm = find<Stripe.PaymentMethod>('payment method', p.payment_method ?? '');
      if (pm.customer !== p.customer)
        throw new StripeFail(400, {
          type: 'invalid_request_error',
          message: `The provided PaymentMethod ${pm.id} is not attached to the customer ${p.customer}.`,
        });
      const intent = put(
        stripeObject<Stripe.PaymentIntent>('payment_intent', {
          id: newId('pi'),
          amount: Number(p.amount),
          amount_received: 0,
          currency: p.currency!,
          customer: p.customer ?? null,
          payment_method: pm.id,
          description: p.description ?? null,
          metadata: metadataOf(p.metadata),
          payment_method_types: p.allowed_payment_method_types ?? ['card'],
          automatic_payment_methods: null,
          status: p.confirm === 'true' ? 'processing' : 'requires_confirmation',
          next_action: null,
          last_payment_error: null,
          canceled_at: null,
          latest_charge: null,
          transfer_data: null,
          processing: null,
          created: now(),
        }),
      );
      intent.client_secret = `${intent.id}_secret_${newId('s')}`;
      intents.push(intent);
      if (p.confirm !== 'true') return intent;
      const number = cardNumbers.get(pm.id);
      if (number === TEST_CARDS.declined) {
        Object.assign(intent, { status: 'requires_payment_method' });
        throw cardError('card_declined', 'Your card was declined.', 'generic_decline', intent);
      }
      if (number === TEST_CARDS.authentication) {
        if (p.off_session === 'true') {
          Object.assign(intent, { status: 'requires_payment_method' });
          throw cardError(
            'authentication_required',
            'Your card was declined. This transaction requires authentication.',
            'authentication_required',
            intent,
          );
        }
        return Object.assign(intent, {
          status: 'requires_action',
          next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
        } satisfies Partial<Stripe.PaymentIntent>);
      }
      succeed(intent);
      return intent;
    },
  );
  route<Stripe.PaymentIntentRetrieveParams>('GET', /^\/v1\/payment_intents\/([^/]+)$/, null, (_p, id, q) => {
    const intent = find<Stripe.PaymentIntent>('payment intent', id);
    const expand = [...q].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    return expand.includes('latest_charge') && typeof intent.latest_charge === 'string'
      ? { ...intent, latest_charge: find('charge', intent.latest_charge) }
      : intent;
  });
  route<Stripe.PaymentIntentListParams>('GET', /^\/v1\/payment_intents$/, null, (_p, _id, q) =>
    list(
      intents.filter(
        (i) => i.customer === q.get('customer') && i.created >= Number(q.get('created[gte]') ?? 0),
      ),
      '/v1/payment_intents',
    ),
  );
  route<Stripe.PaymentIntentCancelParams>(
    'POST',
    /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    [],
    (_p, id) => {
      const intent = find<Stripe.PaymentIntent>('payment intent', id);
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw new StripeFail(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        });
      return Object.assign(intent, {
        status: 'canceled',
        next_action: null,
        canceled_at: now(),
        cancellation_reason: null,
      } satisfies Partial<Stripe.PaymentIntent>);
    },
  );
  route<Stripe.RefundCreateParams>(
    'POST',
    /^\/v1\/refunds$/,
    accepts<Stripe.RefundCreateParams>()('payment_intent', 'metadata'),
    (p) => {
      const intent = find<Stripe.PaymentIntent>('payment intent', p.payment_intent ?? '');
      if (intent.status !== 'succeeded')
        throw new StripeFail(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        });
      const refund = put(
        stripeObject<Stripe.Refund>('refund', {
          id: newId('re'),
          amount: intent.amount,
          charge: intent.latest_charge as string,
          payment_intent: intent.id,
          status: 'succeeded',
          created: now(),
        }),
      );
      refunds.push(refund);
      return refund;
    },
  );
  route<Stripe.ChargeRetrieveParams>('GET', /^\/v1\/charges\/([^/]+)$/, null, (_p, id) => find('charge', id));

  route<Stripe.InvoiceItemCreateParams>(
    'POST',
    /^\/v1\/invoiceitems$/,
    accepts<Stripe.InvoiceItemCreateParams>()('customer', 'currency', 'description', 'amount'),
    (p) =>
      put(
        stripeObject<Stripe.InvoiceItem>('invoiceitem', {
          id: newId('ii'),
          customer: p.customer!,
          amount: Number(p.amount),
          description: p.description ?? null,
          invoice: null,
          parent: null,
        }),
      ),
  );
  route<Stripe.InvoiceCreateParams>(
    'POST',
    /^\/v1\/invoices$/,
    accepts<Stripe.InvoiceCreateParams>()(
      'customer',
      'collection_method',
      'days_until_due',
      'pending_invoice_items_behavior',
      'metadata',
    ),
    (p) => {
      const items = [...objects.values()].filter(
        (o): o is Stripe.InvoiceItem =>
          o.object === 'invoiceitem' &&
          (o as Stripe.InvoiceItem).customer === p.customer &&
          !(o as Stripe.InvoiceItem).invoice,
      );
      const id = newId('in');
      for (const item of items) item.invoice = id;
      const total = items.reduce((s, i) => s + i.amount, 0);
      return put(
        stripeObject<Stripe.Invoice>('invoice', {
          id,
          customer: p.customer!,
          collection_method: p.collection_method ?? 'charge_automatically',
          status: 'draft',
          billing_reason: 'manual',
          amount_due: total,
          amount_remaining: total,
          total,
          subtotal: total,
          parent: null,
          metadata: metadataOf(p.metadata),
          created: now(),
        }),
      );
    },
  );
  route<Stripe.InvoiceSendInvoiceParams>('POST', /^\/v1\/invoices\/([^/]+)\/send$/, [], (_p, id) =>
    put({ ...find<Stripe.Invoice>('invoice', id), status: 'open' }),
  );
  route<Stripe.InvoiceVoidInvoiceParams>('POST', /^\/v1\/invoices\/([^/]+)\/void$/, [], (_p, id) =>
    put({ ...find<Stripe.Invoice>('invoice', id), status: 'void' }),
  );
  route<Stripe.InvoiceRetrieveParams>('GET', /^\/v1\/invoices\/([^/]+)$/, null, (_p, id) =>
    find('invoice', id),
  );
  route<Stripe.InvoiceListParams>('GET', /^\/v1\/invoices$/, null, (_p, _id, q) =>
    list(
      [...objects.values()].filter(
        (o): o is Stripe.Invoice =>
          o.object === 'invoice' && (o as Stripe.Invoice).customer === q.get('customer'),
      ),
      '/v1/invoices',
    ),
  );

  route<Stripe.ProductCreateParams>(
    'POST',
    /^\/v1\/products$/,
    accepts<Stripe.ProductCreateParams>()('name'),
    (p) => put(stripeObject<Stripe.Product>('product', { id: newId('prod'), name: p.name!, created: now() })),
  );
  route<Stripe.SubscriptionCreateParams>(
    'POST',
    /^\/v1\/subscriptions$/,
    accepts<Stripe.SubscriptionCreateParams>()(
      'customer',
      'default_payment_method',
      'collection_method',
      'days_until_due',
      'items',
      'trial_end',
      'metadata',
    ),
    (p) => {
      find('customer', p.customer!);
      if (p.default_payment_method) find('payment method', p.default_payment_method);
      const trialEnd = Number(p.trial_end);
      return put(
        stripeObject<Stripe.Subscription>('subscription', {
          id: newId('sub'),
          customer: p.customer!,
          default_payment_method: p.default_payment_method ?? null,
          collection_method: p.collection_method ?? 'charge_automatically',
          status: trialEnd > now() ? 'trialing' : 'active',
          trial_end: trialEnd || null,
          metadata: metadataOf(p.metadata),
          cancel_at: null,
          canceled_at: null,
          ended_at: null,
          created: now(),
        }),
      );
    },
  );
  route<Stripe.SubscriptionCancelParams>('DELETE', /^\/v1\/subscriptions\/([^/]+)$/, [], (_p, id) =>
    put({ ...find<Stripe.Subscription>('subscription', id), status: 'canceled', canceled_at: now() }),
  );

  route<Stripe.AccountCreateParams>(
    'POST',
    /^\/v1\/accounts$/,
    accepts<Stripe.AccountCreateParams>()(
      'type',
      'country',
      'email',
      'business_profile',
      'capabilities',
      'metadata',
    ),
    (p) => {
      const example = stripeObject<Stripe.Account>('account', {});
      return put(
        stripeObject<Stripe.Account>('account', {
          id: newId('acct'),
          type: p.type ?? 'express',
          country: p.country ?? 'US',
          email: p.email ?? null,
          business_profile: { ...example.business_profile!, name: p.business_profile?.name ?? null },
          details_submitted: false,
          payouts_enabled: false,
          charges_enabled: false,
          capabilities: { transfers: 'inactive' },
          metadata: metadataOf(p.metadata),
          created: now(),
        }),
      );
    },
  );
  route<Stripe.AccountRetrieveParams>('GET', /^\/v1\/accounts\/([^/]+)$/, null, (_p, id) =>
    find('account', id),
  );
  route<Stripe.AccountLinkCreateParams>(
    'POST',
    /^\/v1\/account_links$/,
    accepts<Stripe.AccountLinkCreateParams>()('account', 'type', 'return_url', 'refresh_url'),
    (p) => {
      const account = find<Stripe.Account>('account', p.account ?? '');
      return stripeObject<Stripe.AccountLink>('account_link', {
        url: `https://connect.stripe.test/setup/${account.id}?return=${encodeURIComponent(p.return_url ?? '')}`,
        created: now(),
        expires_at: now() + 300,
      });
    },
  );
  route<Stripe.TransferCreateParams>(
    'POST',
    /^\/v1\/transfers$/,
    accepts<Stripe.TransferCreateParams>()('amount', 'currency', 'destination', 'description', 'metadata'),
    (p) => {
      const account = find<Stripe.Account>('account', p.destination ?? '');
      if (account.capabilities?.transfers !== 'active')
        throw new StripeFail(400, {
          type: 'invalid_request_error',
          code: 'insufficient_capabilities_for_transfer',
          message:
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        });
      const transfer = put(
        stripeObject<Stripe.Transfer>('transfer', {
          id: newId('tr'),
          amount: Number(p.amount),
          currency: p.currency!,
          destination: account.id,
          description: p.description ?? null,
          metadata: metadataOf(p.metadata),
          reversals: { object: 'list', data: [], has_more: false, url: '' },
          created: now(),
        }),
      );
      transfer.reversals.url = `/v1/transfers/${transfer.id}/reversals`;
      transfers.push(transfer);
      return transfer;
    },
  );

  function answer(
    method: string,
    path: string,
    query: URLSearchParams,
    params: Record<string, unknown>,
  ): [number, unknown] {
    for (const r of routes) {
      const m = r.method === method ? r.path.exec(path) : null;
      if (!m) continue;
      const unknown = r.known && Object.keys(params).filter((k) => k !== 'expand' && !r.known!.includes(k));
      if (unknown?.length)
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'parameter_unknown',
              param: unknown[0],
              message: `Received unknown parameter: ${unknown[0]}`,
            },
          },
        ];
      try {
        return [200, r.handle(params as never, m[1] ?? '', query)];
      } catch (err) {
        if (err instanceof StripeFail) return [err.status, { error: err.error }];
        throw err;
      }
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      },
    ];
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const [path, search] = req.url!.split('?');
    const method = req.method!;
    const query = new URLSearchParams(search);
    const params = parseForm(Buffer.concat(chunks).toString());
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    calls.push({ method, path: path!, query, params, idempotencyKey });
    const creating = method === 'POST' && path === '/v1/payment_intents';
    if (creating) peak = Math.max(peak, ++inFlight);
    await new Promise((r) => setTimeout(r, delayMs));
    if (creating) inFlight--;
    // Stripe replays a key's first answer to the same request (the SDK sends a key with every POST).
    const replayKey = idempotencyKey ? `${method} ${path} ${idempotencyKey}` : null;
    const outage = outages.get(path!);
    if (outage && outage.times-- <= 1) outages.delete(path!);
    if (outage?.how === 'error')
      return res
        .writeHead(500, { 'content-type': 'application/json', 'request-id': 'req_fake' })
        .end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
    const result = (replayKey && replay.get(replayKey)) || answer(method, path!, query, params);
    if (replayKey && result[0] < 500) replay.set(replayKey, result);
    // Done, but the answer never leaves: the client gives up waiting (closed with the server).
    if (outage?.how === 'hang') return;
    res
      .writeHead(result[0], { 'content-type': 'application/json', 'request-id': 'req_fake' })
      .end(JSON.stringify(result[1]));
  });
  server.listen(opts.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    last: (path, method) =>
      [...calls].reverse().find((c) => c.path === path && (!method || c.method === method)),
    intents,
    refunds,
    transfers,
    put,
    get,
    confirmCardSetup(clientSecret, card = TEST_CARDS.visa, name = 'Ada Lovelace') {
      const intent = [...objects.values()].find(
        (o): o is Stripe.SetupIntent =>
          o.object === 'setup_intent' && (o as Stripe.SetupIntent).client_secret === clientSecret,
      );
      if (!intent) throw new Error(`no SetupIntent with client secret ${clientSecret}`);
      const example = stripeObject<Stripe.PaymentMethod>('payment_method', {});
      const pm = put(
        stripeObject<Stripe.PaymentMethod>('payment_method', {
          id: newId('pm'),
          customer: idOf(intent.customer),
          billing_details: { ...example.billing_details, name },
          card: { ...example.card!, brand: 'visa', last4: card.slice(-4), exp_month: 12, exp_year: 2034 },
          metadata: {},
          created: now(),
        }),
      );
      cardNumbers.set(pm.id, card);
      put({ ...intent, status: 'succeeded', payment_method: pm.id, next_action: null });
      return pm.id;
    },
    authenticate(paymentIntentId, outcome) {
      const intent = find<Stripe.PaymentIntent>('payment intent', paymentIntentId);
      if (intent.status !== 'requires_action') throw new Error(`${paymentIntentId} is ${intent.status}`);
      if (outcome === 'complete') return succeed(intent);
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        },
      } satisfies Partial<Stripe.PaymentIntent>);
    },
    finishOnboarding(accountId) {
      const account = find<Stripe.Account>('account', accountId);
      put({
        ...account,
        details_submitted: true,
        payouts_enabled: true,
        charges_enabled: true,
        capabilities: { ...account.capabilities, transfers: 'active' },
      });
    },
    fail(path, how, times = 1) {
      outages.set(path, { how, times });
    },
    get peakIntentsInFlight() {
      return peak;
    },
    get delayMs() {
      return delayMs;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections(); // a call left hanging
      }),
  };
}
