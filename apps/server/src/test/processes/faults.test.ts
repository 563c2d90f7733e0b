/**
 * Issue 34.5: faults survived. Two server processes on one PostgreSQL (a server of the test's own, so it
 * may be restarted) under steady buyer traffic with checkouts; PostgreSQL restarts mid-run and one process
 * is killed with SIGKILL. The other keeps answering (503 at most while the database is away, never a
 * hang), the killed process's checkouts settle when it is started again, and afterwards every paid order
 * exists once, with one charge of its total, and stock taken once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { postgresDatabase, rowsOf, type Database } from '../../db/client';
import { silentLog } from '../../lib/log';
import { inventory } from '../../db/schema';
import { fixedClock } from '../../adapters/clock';
import { buildTestApp, type TestContext } from '../test-app';
import { WEDNESDAY_MORNING } from '../catalog-helpers';
import { addCard, billing, buyer, checkoutKey, fillCart, pickupChoice, pickupFarm } from '../shop-helpers';
import { startServerProcess, type ServerProcess } from '../server-process';
import { startPrivatePostgres, type PrivatePostgres } from '../private-postgres';

const pg = Boolean(process.env.DATABASE_URL);
if (!pg)
  console.log('fault test (PostgreSQL restart, SIGKILL): skipped, it needs PostgreSQL (set DATABASE_URL)');

const STOCK = 5_000;
const BUYERS = 12;
/** A request that has not answered in this long counts as a hang. */
const HANG_MS = 15_000;

type Outcome = {
  at: number;
  end: number;
  proc: 'A' | 'B';
  kind: 'browse' | 'checkout';
  status: number | 'refused' | 'hang';
};

describe.skipIf(!pg)('faults: PostgreSQL restarts, a process is killed', () => {
  let server: PrivatePostgres;
  let database: Database;
  let t: TestContext;
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = postgresDatabase(server.url(), { poolSize: 5, log: silentLog });
    await database.migrate();
    const shared = { database, clock: fixedClock(WEDNESDAY_MORNING), databaseUrl: server.url() };
    t = await buildTestApp({}, { shareWith: shared as unknown as TestContext });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await t?.close();
    await database?.close();
    await server?.destroy();
  });

  it('keeps answering through a database restart and a SIGKILL; every paid order once, stock taken once', async () => {
    const { farm, product } = await pickupFarm(t, {
      maximumConsumerQuantity: STOCK,
      consumerPriceCents: 250,
    });
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const b = await buyer(t);
        return { ...b, cardId: await addCard(t, b.token) };
      }),
    );
    const env = {
      DATABASE_URL: server.url(),
      CLOCK_START: WEDNESDAY_MORNING,
      // The killed process's checkouts are settled by the survivors' jobs and by the restarted process.
      CHECKOUT_SETTLE_AFTER_MS: '3000',
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    procs.push(a!, b!);
    const byName = { A: a!, B: b! } as Record<'A' | 'B', ServerProcess>;

    const outcomes: Outcome[] = [];
    const answered: { idempotencyKey: string; userId: number }[] = [];
    const samples: Record<string, string> = {};
    const call = async (
      proc: 'A' | 'B',
      kind: Outcome['kind'],
      method: string,
      url: string,
      body?: unknown,
      token?: string,
    ) => {
      const p = byName[proc];
      const at = Date.now() - started;
      let status: Outcome['status'];
      try {
        const res = await fetch(p.url + url, {
          method,
          headers: {
            authorization: `Basic ${Buffer.from('test-client:test-secret').toString('base64')}`,
            ...(token ? { accesstoken: token } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(HANG_MS),
        });
        const text = await res.text();
        status = res.status;
        if (status !== 200 && !samples[`${proc} ${status}`])
          samples[`${proc} ${status}`] = `${url} ${text.slice(0, 200)}`;
      } catch (err) {
        status = (err as Error).name === 'TimeoutError' ? 'hang' : 'refused';
      }
      outcomes.push({ at, end: Date.now() - started, proc, kind, status });
      return status;
    };

    let stop = false;
    let aDead = false;
    const shop = async (b: (typeof buyers)[number], i: number) => {
      let n = 0;
      while (!stop) {
        // Half the buyers on each process; once A is dead its buyers go to B, as a load balancer does.
        const proc: 'A' | 'B' = i % 2 === 0 && !aDead ? 'A' : 'B';
        n++;
        await call(proc, 'browse', 'GET', `/api/farm/viewFarmDetails?farmId=${farm.id}`, undefined, b.token);
        const added = await call(
          proc,
          'browse',
          'POST',
          '/api/addCart/add',
          { productId: product.id, farmId: farm.id, productQuantity: 1 },
          b.token,
        );
        if (added !== 200) continue;
        await call(proc, 'browse', 'POST', '/api/addCart/updateCart', choice, b.token);
        if (n % 2) continue;
        const key = checkoutKey();
        const status = await call(
          proc,
          'checkout',
          'POST',
          '/api/payment/charge',
          { ...billing(), idempotencyKey: key, stripeCardId: b.cardId },
          b.token,
        );
        if (status === 200) answered.push({ idempotencyKey: key, userId: b.user.id });
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    // The farm's pickup, chosen after each add as the cart page does (a checkout empties the cart).
    const cart = await fillCart(t, buyers[0]!.token, product.id, farm.id, 1);
    const choice = pickupChoice(farm.id, cart.buyList[0]!.pickupOptions[0]!);
    const started = Date.now();
    const traffic = buyers.map(shop);

    const at = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms - (Date.now() - started))));
    // 3 s of steady traffic, then PostgreSQL stops for 3 s and comes back.
    await at(3_000);
    const dbDown = Date.now() - started;
    await server.stop();
    await at(6_000);
    await server.start();
    const dbUp = Date.now() - started;
    // 4 s later, A is killed mid-traffic; its buyers move to B; 3 s later A starts again.
    await at(10_000);
    a!.child.kill('SIGKILL');
    aDead = true;
    const killedAt = Date.now() - started;
    await a!.exited;
    await at(13_000);
    const a2 = await startServerProcess(env);
    procs.push(a2);
    byName.A = a2;
    aDead = false;
    const restartedAt = Date.now() - started;
    await at(restartedAt + 5_000);
    stop = true;
    await Promise.all(traffic);

    // The killed process's interrupted checkouts are settled by the jobs (finished or undone).
    const count = async (q: ReturnType<typeof sql>) =>
      (await rowsOf<{ n: number }>(database.db.execute(q)))[0]!.n;
    const deadline = Date.now() + 60_000;
    while (
      (await count(
        sql`select count(*)::int as n from workflow_runs where state in ('running', 'settling')`,
      )) > 0
    ) {
      if (Date.now() > deadline)
        throw new Error(`checkouts not settled:\nA:${a2.output()}\nB:${b!.output()}`);
      await new Promise((r) => setTimeout(r, 500));
    }

    // Never a hang, never a 5xx other than 503; B answered throughout.
    const byStatus: Record<string, number> = {};
    for (const o of outcomes)
      byStatus[`${o.proc} ${o.kind} ${o.status}`] = (byStatus[`${o.proc} ${o.kind} ${o.status}`] ?? 0) + 1;
    const firstOkAfter = (proc: 'A' | 'B', from: number) =>
      outcomes.find((o) => o.proc === proc && o.at >= from && o.status === 200)?.at;
    const figures = {
      requests: outcomes.length,
      byStatus,
      dbDownMs: [dbDown, dbUp],
      bRecoveredAfterDbUpMs: (firstOkAfter('B', dbUp) ?? NaN) - dbUp,
      aKilledAtMs: killedAt,
      aRestartedAtMs: restartedAt,
      aAnsweringAfterRestartMs: (firstOkAfter('A', restartedAt) ?? NaN) - restartedAt,
      checkoutsAnswered200: answered.length,
      samples,
    };
    console.log('fault test figures', JSON.stringify(figures));
    const logs = `A (killed):\n${a!.output().slice(-3000)}\nA (restarted):\n${a2.output().slice(-3000)}\nB:\n${b!.output().slice(-3000)}`;
    expect(
      outcomes.filter((o) => o.status === 'hang'),
      logs,
    ).toEqual([]);
    expect(
      outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500 && o.status !== 503),
      logs,
    ).toEqual([]);
    // Refused connections only from A, while it was dead (its requests in flight at the kill).
    expect(
      outcomes.filter(
        (o) => o.status === 'refused' && (o.proc === 'B' || o.end < killedAt || o.at > restartedAt),
      ),
      logs,
    ).toEqual([]);
    // B served while A was dead, and both recovered after the restart of the database.
    expect(
      outcomes.some((o) => o.proc === 'B' && o.status === 200 && o.at > killedAt && o.at < restartedAt),
    ).toBe(true);
    expect(figures.bRecoveredAfterDbUpMs).toBeLessThan(5_000);
    expect(outcomes.some((o) => o.proc === 'A' && o.status === 200 && o.at > restartedAt)).toBe(true);

    // Every checkout answered 200 is one paid order; every paid order has one succeeded charge of its total.
    const paid = await rowsOf<{ id: number; user_id: number; idempotency_key: string; total_cents: number }>(
      database.db.execute(sql`select id, user_id, idempotency_key, total_cents from orders where status = 1`),
    );
    const keys = new Set(paid.map((o) => `${o.user_id}:${o.idempotency_key}`));
    for (const a of answered) expect(keys.has(`${a.userId}:${a.idempotencyKey}`)).toBe(true);
    expect(
      await count(sql`select count(*)::int as n from orders o where o.status = 1 and
        (select count(*) from payment_charges c where c.provider_charge_id = o.payment_reference and c.status = 'succeeded'
           and c.amount_cents = o.total_cents) <> 1`),
    ).toBe(0);
    // No charge without its paid order (an undone checkout refunded what it charged).
    expect(
      await count(sql`select count(*)::int as n from payment_charges c where c.status = 'succeeded'
        and not exists (select 1 from orders o where o.payment_reference = c.provider_charge_id and o.status = 1)`),
    ).toBe(0);
    const sold = await count(sql`select coalesce(sum(l.quantity), 0)::int as n from order_lines l
      join order_groups g on g.id = l.order_group_id join orders o on o.id = g.order_id where o.status = 1`);
    const [item] = await database.db
      .select()
      .from(inventory)
      .where(sql`${inventory.id} = ${product.id}`);
    expect(item!.maximumConsumerQuantity + sold).toBe(STOCK);
    expect(paid.length).toBeGreaterThanOrEqual(answered.length);
    expect(answered.length).toBeGreaterThan(10);
  }, 240_000);
});
