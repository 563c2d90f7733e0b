import { createServer, type Server } from 'node:http';
import { once } from 'node:events';

/**
 * A stand-in for the Stripe API on a local port (STRIPE_API_BASE points the SDK at it), with state:
 * customers, their cards, PaymentIntents (one per Idempotency-Key, as Stripe replays a key's first
 * answer) and refunds. `delayMs` makes every call as slow as a card network; `inFlight` peaks show
 * whether calls overlap or wait in line.
 */
export interface FakeStripe {
  url: string;
  intents: {
    id: string;
    customer: string;
    amount: number;
    status: string;
    metadata: Record<string, string>;
  }[];
  refunds: string[];
  calls: { method: string; path: string }[];
  /** The most payment intent creations in flight at once. */
  peakIntentsInFlight: number;
  /** How long every call takes from now on. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeStripe(opts: { delayMs?: number; port?: number } = {}): Promise<FakeStripe> {
  const customers = new Map<string, { id: string; sources: string[] }>();
  const replay = new Map<string, [number, unknown]>();
  let inFlight = 0;
  let delayMs = opts.delayMs ?? 0;
  let seq = 0;
  const fake: Omit<FakeStripe, 'url' | 'close' | 'delayMs'> = {
    intents: [],
    refunds: [],
    calls: [],
    peakIntentsInFlight: 0,
  };
  const card = (id: string) => ({
    id,
    object: 'card',
    brand: 'Visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    name: 'Ada Lovelace',
  });
  const missing = (what: string): [number, unknown] => [
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  ];

  function answer(
    method: string,
    path: string,
    query: URLSearchParams,
    body: URLSearchParams,
  ): [number, unknown] {
    if (method === 'POST' && path === '/v1/customers') {
      const c = { id: `cus_${++seq}`, sources: [] as string[] };
      customers.set(c.id, c);
      return [200, { id: c.id, object: 'customer' }];
    }
    const m = /^\/v1\/customers\/([^/]+)(\/sources)?$/.exec(path);
    if (m) {
      const c = customers.get(m[1]!);
      if (!c) return missing('customer');
      if (!m[2]) return [200, { id: c.id, object: 'customer', default_source: c.sources[0] ?? null }];
      if (method === 'POST') {
        const id = `card_${++seq}`;
        c.sources.push(id);
        return [200, card(id)];
      }
      return [200, { object: 'list', data: c.sources.map(card), has_more: false, url: path }];
    }
    if (path === '/v1/payment_intents' && method === 'POST') {
      const customer = customers.get(body.get('customer') ?? '');
      if (!customer?.sources.includes(body.get('payment_method') ?? '')) return missing('payment method');
      const metadata: Record<string, string> = {};
      for (const [k, v] of body) {
        const key = /^metadata\[(.+)\]$/.exec(k)?.[1];
        if (key) metadata[key] = v;
      }
      const intent = {
        id: `pi_${++seq}`,
        object: 'payment_intent',
        customer: customer.id,
        amount: Number(body.get('amount')),
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
        metadata,
      };
      fake.intents.push(intent);
      return [200, intent];
    }
    if (path === '/v1/payment_intents' && method === 'GET') {
      const data = fake.intents.filter((i) => i.customer === query.get('customer'));
      return [200, { object: 'list', data, has_more: false, url: path }];
    }
    if (path === '/v1/refunds' && method === 'POST') {
      fake.refunds.push(body.get('payment_intent') ?? '');
      return [200, { id: `re_${++seq}`, object: 'refund' }];
    }
    return missing(`route ${method} ${path}`);
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const [path, search] = req.url!.split('?');
    const method = req.method!;
    fake.calls.push({ method, path: path! });
    const creating = method === 'POST' && path === '/v1/payment_intents';
    if (creating) fake.peakIntentsInFlight = Math.max(fake.peakIntentsInFlight, ++inFlight);
    await new Promise((r) => setTimeout(r, delayMs));
    if (creating) inFlight--;
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${method} ${path} ${key}` : null;
    const result =
      (replayKey && replay.get(replayKey)) ||
      answer(
        method,
        path!,
        new URLSearchParams(search),
        new URLSearchParams(Buffer.concat(chunks).toString()),
      );
    if (replayKey) replay.set(replayKey, result);
    res
      .writeHead(result[0], { 'content-type': 'application/json', 'request-id': 'req_fake' })
      .end(JSON.stringify(result[1]));
  });
  server.listen(opts.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  return {
    intents: fake.intents,
    refunds: fake.refunds,
    calls: fake.calls,
    get delayMs() {
      return delayMs;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    get peakIntentsInFlight() {
      return fake.peakIntentsInFlight;
    },
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
