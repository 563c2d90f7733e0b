import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import path from 'node:path';
import { ROOT_DIR } from '../config';

/** Stripe's own example objects (../shared/stripe/README.md): answers are built from them. */
const FIXTURES = JSON.parse(
  readFileSync(process.env.STRIPE_FIXTURES ?? path.join(ROOT_DIR, '../shared/stripe/fixtures3.json'), 'utf8'),
) as { resources: Record<string, Record<string, unknown>> };
const example = (name: string) => structuredClone(FIXTURES.resources[name]!);

/**
 * A stand-in for Stripe Connect on a local port (issue 30.4): Express accounts, account links and
 * transfers, each answer Stripe's example object with only the fields the test is about changed. An
 * Idempotency-Key replays its first answer, as Stripe does. `finishOnboarding` is what the farmer does
 * on Stripe's hosted page; `delayMs` makes each call slow.
 */
export async function startFakeStripeConnect(opts: { delayMs?: number } = {}) {
  const accounts = new Map<string, Record<string, unknown>>();
  const transfers: Record<string, unknown>[] = [];
  const replay = new Map<string, string>();
  const calls: { method: string; path: string; body: URLSearchParams }[] = [];
  let seq = 0;
  const fake = { accounts, transfers, calls, delayMs: opts.delayMs ?? 0 };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void (async () => {
        const body = new URLSearchParams(raw);
        const url = req.url ?? '';
        calls.push({ method: req.method ?? '', path: url, body });
        if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
        const key = req.headers['idempotency-key'];
        const send = (status: number, value: unknown) => {
          const text = JSON.stringify(value);
          if (typeof key === 'string') replay.set(key, text);
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
          res.end(text);
        };
        if (typeof key === 'string' && replay.has(key)) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(replay.get(key));
        }
        if (req.method === 'POST' && url === '/v1/accounts') {
          const account = {
            ...example('account'),
            id: `acct_fake${++seq}`,
            type: body.get('type'),
            email: body.get('email'),
            details_submitted: false,
            payouts_enabled: false,
            capabilities: { transfers: 'inactive' },
            metadata: { farmId: body.get('metadata[farmId]') },
          };
          accounts.set(account.id, account);
          return send(200, account);
        }
        const one = url.match(/^\/v1\/accounts\/(acct_\w+)$/);
        if (req.method === 'GET' && one) {
          const account = accounts.get(one[1]!);
          return account
            ? send(200, account)
            : send(404, { error: { type: 'invalid_request_error', message: 'No such account' } });
        }
        if (req.method === 'POST' && url === '/v1/account_links')
          return send(200, {
            ...example('account_link'),
            url: `https://connect.stripe.test/setup/${body.get('account')}?return=${encodeURIComponent(body.get('return_url') ?? '')}`,
          });
        if (req.method === 'POST' && url === '/v1/transfers') {
          const transfer = {
            ...example('transfer'),
            id: `tr_fake${++seq}`,
            amount: Number(body.get('amount')),
            currency: body.get('currency'),
            destination: body.get('destination'),
            metadata: { statementId: body.get('metadata[statementId]') },
          };
          transfers.push(transfer);
          return send(200, transfer);
        }
        send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url})` } });
      })();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    ...fake,
    get delay() {
      return fake.delayMs;
    },
    setDelay: (ms: number) => (fake.delayMs = ms),
    url: `http://127.0.0.1:${port}`,
    finishOnboarding(accountId: string) {
      const account = accounts.get(accountId)!;
      Object.assign(account, {
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
