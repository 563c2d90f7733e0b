import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { inventory, orderGroups, orderLines, orders, paymentCharges } from '../../db/schema';
import { buildTestApp, type TestContext } from '../test-app';
import { WEDNESDAY_MORNING } from '../catalog-helpers';
import { addCard, billing, buyer, checkoutKey, fillCart, getCart, pickupFarm } from '../shop-helpers';
import { startServerProcess, type ServerProcess } from '../server-process';
import { CLIENT_AUTH } from '../test-app';

const pg = Boolean(process.env.DATABASE_URL);
if (!pg) console.log('SIGTERM test of a server process: skipped, it needs PostgreSQL (set DATABASE_URL)');

/**
 * A real server process (child process) on PostgreSQL receives SIGTERM while checkouts are in flight:
 * it answers the probes, stops accepting connections, finishes the checkouts it has, exits 0.
 * Every buyer's order is then complete (lines, stock, charge, cart emptied) or absent (nothing taken).
 */
describe.skipIf(!pg)('SIGTERM during checkouts', () => {
  let t: TestContext;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await server?.stop();
    await t?.close();
  });

  it('finishes the checkouts in flight, refuses the rest, exits 0: every order complete or absent', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const STOCK = 100;
    const { farm, product } = await pickupFarm(t, {
      maximumConsumerQuantity: STOCK,
      consumerPriceCents: 500,
    });
    const buyers: (Awaited<ReturnType<typeof buyer>> & { cardId: string })[] = [];
    for (let i = 0; i < 16; i++) {
      const b = await buyer(t);
      await fillCart(t, b.token, product.id, farm.id, 1);
      buyers.push({ ...b, cardId: await addCard(t, b.token) });
    }
    const proc = await startServerProcess({ DATABASE_URL: t.databaseUrl!, CLOCK_START: WEDNESDAY_MORNING });
    server = proc;

    // Probes: liveness and readiness answer without the client's authorization.
    expect((await fetch(`${proc.url}/api/health`)).status).toBe(200);
    const ready = await fetch(`${proc.url}/api/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', database: 'postgres' }]);

    const checkout = (b: (typeof buyers)[number]) =>
      proc
        .api(
          'POST',
          '/api/payment/charge',
          { ...billing(), idempotencyKey: checkoutKey(), stripeCardId: b.cardId },
          b.token,
        )
        .then((r) => r.status)
        .catch(() => 'refused' as const);
    // The first half is sent; as soon as one of them has committed, SIGTERM arrives with the others in flight.
    const first = buyers.slice(0, 8).map(checkout);
    const userIds = buyers.map((b) => b.user.id);
    const deadline = Date.now() + 30_000;
    while ((await t.database.db.$count(orders, inArray(orders.userId, userIds))) === 0) {
      if (Date.now() > deadline) throw new Error(`no checkout committed:\n${proc.output()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    proc.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 50));
    // Sent after SIGTERM: refused (connection closed) or 503, never half-done.
    const late = buyers.slice(8).map(checkout);
    const statuses = await Promise.all([...first, ...late]);
    expect(await proc.exited, proc.output()).toBe(0);

    const firstStatuses = statuses.slice(0, 8);
    expect(firstStatuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    for (const s of statuses.slice(8)) expect(['refused', 503, 200]).toContain(s);

    let sold = 0;
    for (const [i, b] of buyers.entries()) {
      const placed = await t.database.db.select().from(orders).where(eq(orders.userId, b.user.id));
      const charges = await t.database.db
        .select()
        .from(paymentCharges)
        .where(eq(paymentCharges.userId, b.user.id));
      const cart = await getCart(t, b.token);
      if (placed.length === 0) {
        // Absent: nothing charged, the cart as it was.
        expect(statuses[i], `buyer ${i}`).not.toBe(200);
        expect(charges).toHaveLength(0);
        expect(cart.lineCount).toBe(1);
        continue;
      }
      // Complete: one order with its line, one charge of its total, the cart emptied.
      expect(placed).toHaveLength(1);
      const lines = await t.database.db
        .select({ quantity: orderLines.quantity })
        .from(orderLines)
        .innerJoin(orderGroups, eq(orderGroups.id, orderLines.orderGroupId))
        .where(eq(orderGroups.orderId, placed[0]!.id));
      expect(lines).toEqual([{ quantity: 1 }]);
      expect(charges.map((c) => [c.amountCents, c.status])).toEqual([[500, 'succeeded']]);
      expect(cart.lineCount).toBe(0);
      sold += 1;
    }
    const [stock] = await t.database.db
      .select({ left: inventory.maximumConsumerQuantity })
      .from(inventory)
      .where(eq(inventory.id, product.id));
    expect(stock!.left).toBe(STOCK - sold);
    expect(sold).toBe(statuses.filter((s) => s === 200).length);
  }, 180_000);
});

/**
 * Clients that hold a connection open without finishing a request (one opened and silent, one that
 * stopped halfway through its headers, as a slow or broken client does) must not hold a shutdown until
 * the timeout: the process ends those connections halfway to it, closes its database and exits 0. On
 * the embedded database, which has most to lose by not being closed.
 */
describe('SIGTERM with clients holding connections open', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('ends their connections halfway to the timeout and exits 0', async () => {
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '6000' });
    const { port } = new URL(server.url);
    const open = async (sends: string) => {
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      socket.write(sends);
      socket.resume();
      return { closed: new Promise((r) => socket.once('close', r)) };
    };
    const held = [await open(''), await open('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Wa')];
    await new Promise((r) => setTimeout(r, 300));

    const t0 = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    const took = Date.now() - t0;
    // Halfway (3 s) and the database's close, not the 6 s timeout (exit 1).
    expect(took).toBeGreaterThanOrEqual(2_500);
    expect(took).toBeLessThan(6_000);
    expect(server.output()).toContain('Shutdown: ended 2 connection(s) held open by their clients');
    await Promise.all(held.map((h) => h.closed));
  }, 60_000);
});

/**
 * Clients that leave with their requests still being answered (a closed tab, a benchmark's client
 * stopped): the server no longer waits for their connections, but their handlers still run their
 * statements. SIGTERM then must not close the database under them ('Cannot use a pool after calling end
 * on the pool', seen at the end of a benchmark): the process waits for the handlers and exits 0, with no
 * error logged. On PostgreSQL, whose pool refuses a statement once it is ending (PGlite finishes its
 * queue first: the failure never showed there).
 */
describe.skipIf(!pg)('SIGTERM right after clients left mid-request', () => {
  let server: ServerProcess | undefined;
  let t: TestContext | undefined;
  afterAll(async () => {
    await server?.stop();
    await t?.close();
  });

  it('lets the handlers finish before the database closes', async () => {
    t = await buildTestApp();
    server = await startServerProcess({
      SEED_DEMO: 'true',
      PUBLIC_CACHE: 'false',
      DATABASE_URL: t.databaseUrl!,
    });
    const proc = server;
    const markets = await proc.api('GET', '/api/market/getMarkets?page=1&limit=5');
    expect(markets.status, JSON.stringify(markets.json)).toBe(200);
    const marketId = markets.json.responseData.marketInfo[0]._id;
    const leaving = new AbortController();
    const paths = [
      `market/getMarketDetails?marketId=${marketId}`,
      'farm/getFarm?page=1',
      'market/getMarkets',
    ];
    const requests = Array.from({ length: 60 }, (_, i) =>
      fetch(`${proc.url}/api/${paths[i % paths.length]}`, {
        headers: { authorization: CLIENT_AUTH },
        signal: leaving.signal,
      }).catch(() => 'left'),
    );
    await new Promise((r) => setTimeout(r, 10));
    leaving.abort();
    await Promise.all(requests);
    proc.child.kill('SIGTERM');
    expect(await proc.exited, proc.output()).toBe(0);
    expect(proc.output()).not.toMatch(/"level":50|Cannot use a pool/);
  }, 60_000);
});
