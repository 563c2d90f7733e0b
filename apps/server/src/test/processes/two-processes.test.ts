import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { inventory, jobs, orderGroups, orders } from '../../db/schema';
import { createUser } from '../../db/factories';
import { buildTestApp, type TestContext } from '../test-app';
import { WEDNESDAY_MORNING } from '../catalog-helpers';
import {
  addCard,
  billing,
  buyer,
  checkoutKey,
  fillCart,
  pickupChoice,
  pickupFarm,
  sessionFor,
} from '../shop-helpers';
import { saveCardThrough, startServerProcess, type ServerProcess } from '../server-process';

const pg = Boolean(process.env.DATABASE_URL);
if (!pg) console.log('two server processes on one PostgreSQL: skipped, they need DATABASE_URL');

const CONCURRENT = 200;
const UNITS = 50;

/**
 * Two real server processes (child processes, own pools, own pg-boss workers, own outboxes) on one
 * PostgreSQL database, on two ports: what a deployment behind a load balancer does.
 */
describe.skipIf(!pg)('two server processes on one PostgreSQL', () => {
  let t: TestContext;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(WEDNESDAY_MORNING);
    // A loaded CI machine may need more than the default 30 s to finish the receipts the workers hold.
    const env = {
      DATABASE_URL: t.databaseUrl!,
      CLOCK_START: WEDNESDAY_MORNING,
      SHUTDOWN_TIMEOUT_MS: '90000',
    };
    const started = Date.now();
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    console.log(`two processes: both ready in ${Date.now() - started} ms (${a.url}, ${b.url})`);
  }, 180_000);
  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await t?.close();
    expect(codes, `A:\n${a?.output()}\nB:\n${b?.output()}`).toEqual([0, 0]);
  });

  const receiptsOf = async (email: string, orderId: number) =>
    [...(await a.outbox(email)), ...(await b.outbox(email))].filter((m) =>
      m.raw.includes(`Your order #${orderId}`),
    );

  it('a buyer signs in on one, fills the cart on the other, checks out on both; the farmer sees it; one receipt each', async () => {
    const { farm, product } = await pickupFarm(t, { itemName: 'Kale', maximumConsumerQuantity: 20 });
    const user = await createUser(t.database.db, { password: 'secret123' });

    // Signs in on A.
    const login = await a.api('POST', '/api/user/login', { email: user.email, password: 'secret123' });
    expect(login.status).toBe(200);
    const token: string = login.json.responseData.accessToken;
    // Saves a card on A.
    const cardId = await saveCardThrough(a, token);

    const orderIds: number[] = [];
    for (const [fill, pay] of [
      [b, a],
      [a, b],
    ] as const) {
      // Fills the cart on one process...
      expect(
        (
          await fill.api(
            'POST',
            '/api/addCart/add',
            { productId: product.id, farmId: farm.id, productQuantity: 2 },
            token,
          )
        ).status,
      ).toBe(200);
      const cart = (await fill.api('GET', '/api/addCart/getCart', undefined, token)).json.responseData.result;
      const option = cart.buyList[0].pickupOptions[0];
      const chosen = await fill.api('POST', '/api/addCart/updateCart', pickupChoice(farm.id, option), token);
      expect(chosen.status).toBe(200);
      // ... and checks out on the other, which sees the same cart.
      const paid = await pay.api(
        'POST',
        '/api/payment/charge',
        { ...billing(), idempotencyKey: checkoutKey(), stripeCardId: cardId },
        token,
      );
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      orderIds.push(paid.json.responseData.order._id);
    }
    expect(new Set(orderIds).size).toBe(2);

    // The farmer, on B, sees both orders.
    const farmer = await sessionFor(t, farm.userId);
    const page = (await b.api('GET', '/api/farmer/orders', undefined, farmer)).json.responseData;
    expect(page.total).toBe(2);
    expect(page.result.map((g: { orderId: number }) => g.orderId).sort()).toEqual([...orderIds].sort());

    // Each receipt is emailed once, by whichever process's pg-boss worker took its job.
    const deadline = Date.now() + 30_000;
    while ((await t.database.db.$count(jobs, ne(jobs.state, 'done'))) > 0) {
      if (Date.now() > deadline) throw new Error(`jobs not done:\n${a.output()}\n${b.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 2500)); // more passes of both runners: nothing is sent again
    for (const id of orderIds) expect(await receiptsOf(user.email, id)).toHaveLength(1);
    const outboxes = [(await a.outbox()).length, (await b.outbox()).length];
    console.log(`two processes: receipts written by A and B: ${outboxes.join(' + ')}`);
  }, 120_000);

  it(`${CONCURRENT} concurrent checkouts over both processes for ${UNITS} units make exactly ${UNITS} orders`, async () => {
    const { farm, product } = await pickupFarm(t, {
      itemName: 'Last tomatoes',
      maximumConsumerQuantity: UNITS,
    });
    const setupStarted = Date.now();
    // Buyers with a card and the item in their cart, made in-process (20 at a time): setup, not under test.
    const buyers: (Awaited<ReturnType<typeof buyer>> & { cardId: string })[] = [];
    for (let i = 0; i < CONCURRENT; i += 20)
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, async () => {
            const bb = await buyer(t);
            await fillCart(t, bb.token, product.id, farm.id, 1);
            return { ...bb, cardId: await addCard(t, bb.token) };
          }),
        )),
      );
    const started = Date.now();
    const results = await Promise.all(
      buyers.map((bb, i) =>
        (i % 2 ? b : a).api(
          'POST',
          '/api/payment/charge',
          { ...billing(), idempotencyKey: checkoutKey(), stripeCardId: bb.cardId },
          bb.token,
        ),
      ),
    );
    const ms = Date.now() - started;
    const ok = results.filter((r) => r.status === 200);
    const byProcess = [0, 1].map((p) => results.filter((r, i) => i % 2 === p && r.status === 200).length);
    console.log(
      `two processes: ${CONCURRENT} concurrent checkouts for ${UNITS} units in ${ms} ms ` +
        `(setup ${started - setupStarted} ms): ${ok.length} orders (A ${byProcess[0]}, B ${byProcess[1]}), ` +
        `${results.length - ok.length} refused`,
    );
    expect(ok).toHaveLength(UNITS);
    // The others are told why, never a server error.
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.json.error?.responseMessage ?? r.json.responseMessage).toBeTruthy();
    }
    const placed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.orderId, orders.id))
      .where(and(eq(orderGroups.farmId, farm.id)));
    expect(placed).toHaveLength(UNITS);
    const [left] = await t.database.db
      .select({ q: inventory.maximumConsumerQuantity })
      .from(inventory)
      .where(eq(inventory.id, product.id));
    expect(left!.q).toBe(0);
  }, 240_000);
});
