import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain module of the benchmark's probe, without types
import { countStatementsPerCall } from './statement-counter.mjs';

type Callback = (err: Error | null, rows?: unknown) => void;

/** A connection that answers each statement a few milliseconds later, by callback or promise as pg's does. */
class FakeClient {
  query(_text: string, ...rest: unknown[]) {
    const answer = new Promise((resolve) => setTimeout(() => resolve({ rows: [] }), 3));
    const callback = rest[rest.length - 1];
    if (typeof callback === 'function') void answer.then((r) => (callback as Callback)(null, r));
    else return answer;
  }
}

/**
 * A pool of one connection, as pg-pool hands it on: a request waiting for it gets it in the turn of the request
 * that gives it back, and pool.query then asks the connection with a callback.
 */
class FakePool {
  private free: FakeClient[] = [new FakeClient()];
  private waiting: ((client: FakeClient) => void)[] = [];
  connect(got: (client: FakeClient) => void) {
    const client = this.free.pop();
    if (client) setImmediate(() => got(client));
    else this.waiting.push(got);
  }
  release(client: FakeClient) {
    const next = this.waiting.shift();
    if (next) next(client);
    else this.free.push(client);
  }
  query(text: string, values?: unknown[]) {
    return new Promise((resolve) =>
      this.connect((client) =>
        client.query(text, values, (_err: Error | null, rows: unknown) => {
          this.release(client);
          resolve(rows);
        }),
      ),
    );
  }
}

const pg = { Pool: FakePool, Client: FakeClient };
const byCall = countStatementsPerCall(pg) as Record<string, [number, number]>;
const pool = new FakePool();
let base = '';
const server = http.createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://x');
    const statements = Number(url.searchParams.get('n'));
    if (url.pathname === '/transaction') {
      // As drizzle's transactions: a connection checked out, its statements asked without a callback.
      const client = await new Promise<FakeClient>((got) => pool.connect(got));
      for (let i = 0; i < statements; i++) await client.query('select 1');
      pool.release(client);
    } else for (let i = 0; i < statements; i++) await pool.query('select 1');
    res.setHeader('x-cache', 'miss');
    res.end('ok');
  })();
});

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((closed) => server.close(closed)));

const get = (path: string) =>
  new Promise<void>((answered) =>
    http.get(`${base}${path}`, (res) => {
      res.resume();
      res.on('end', answered);
    }),
  );

describe('bench:day --statements (statement-counter.mjs)', () => {
  it('counts each request its own statements while requests wait for the one connection together', async () => {
    await Promise.all([get('/one?n=1'), get('/three?n=3'), get('/one?n=1'), get('/transaction?n=4')]);
    await new Promise((r) => setTimeout(r, 20));
    expect(byCall).toEqual({
      'GET /one miss': [2, 2],
      'GET /three miss': [1, 3],
      'GET /transaction miss': [1, 4],
    });
  });
});
