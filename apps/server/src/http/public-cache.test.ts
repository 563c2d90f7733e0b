/**
 * Issue 14.3: visitors' catalogue answers are kept and shared, and a change to the catalogue, by
 * whoever makes it and in whichever process, shows in the next answer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { distributions, inventory, orderGroups, orders } from '../db/schema';
import {
  DEFAULT_PASSWORD,
  createDistribution,
  createFarm,
  createInventoryItem,
  createUser,
  windowPoint,
} from '../db/factories';
import { WEDNESDAY_MORNING } from '../test/catalog-helpers';
import { call, disableUser, eventually, get, logIn, multipart, post } from '../test/helpers';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestContext } from '../test/test-app';
import { buyer, charge, placed, readyCart } from '../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(WEDNESDAY_MORNING));

const db = () => t.database.db;
const productUrl = (id: number) => `/api/inventory/getViewDetails?inventoryId=${id}`;
const priceOf = (body: string) =>
  (JSON.parse(body) as { responseData: { result: { invetory: { priceCents: number } } } }).responseData.result
    .invetory.priceCents;

const windowOf = (body: string) =>
  (JSON.parse(body) as { responseData: { result: { invetory: { orderWindowOpen: boolean } } } }).responseData
    .result.invetory.orderWindowOpen;

async function productOnSale(priceCents = 400) {
  const farmer = await createUser(db(), { userType: 1 });
  const farm = { ...(await createFarm(db(), { userId: farmer.id })), email: farmer.email };
  await createDistribution(db(), { farmId: farm.id });
  const item = await createInventoryItem(db(), { farmId: farm.id, consumerPriceCents: priceCents });
  return { farm, item };
}

/**
 * Asks until the answer comes from the cache: on PostgreSQL the test's own setup writes reach the
 * app as notifications a moment later, each emptying the cache once.
 */
const kept = (app: TestContext, url: string) =>
  eventually(
    () => get(app, url),
    (r) => r.headers['x-cache'] === 'hit',
  );

describe('the visitors’ catalogue cache', () => {
  it('serves a visitor’s second ask from the cache, with the same answer', async () => {
    const { item } = await productOnSale();
    const first = await get(t, productUrl(item.id));
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await kept(t, productUrl(item.id));
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('private, no-store');
  });

  it('shows a price changed in the database, by any writer, in the next answer', async () => {
    const { item } = await productOnSale(400);
    expect(priceOf((await kept(t, productUrl(item.id))).body)).toBe(400);
    await db().update(inventory).set({ consumerPriceCents: 525 }).where(eq(inventory.id, item.id));
    const after = await eventually(
      () => get(t, productUrl(item.id)),
      (r) => priceOf(r.body) === 525,
    );
    expect(priceOf(after.body)).toBe(525);
  });

  it('keeps its answers through a statement that changes no row (a job’s pass that matched nothing)', async () => {
    const { item } = await productOnSale();
    expect((await kept(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
    await db().update(inventory).set({ consumerPriceCents: 1 }).where(eq(inventory.id, -1));
    // A notification from PostgreSQL would arrive within milliseconds.
    await new Promise((r) => setTimeout(r, 200));
    expect((await get(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
  });

  it('shows a farmer’s edit through the portal in the next answer', async () => {
    const { farm, item } = await productOnSale(400);
    expect((await kept(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
    const farmer = await logIn(t, farm.email, DEFAULT_PASSWORD).then((s) => s.accessToken);
    const edit = await post(t, '/api/farmer/inventory/status', { inventoryId: item.id, status: 0 }, farmer);
    expect(edit.statusCode).toBe(200);
    const after = await eventually(
      () => get(t, productUrl(item.id)),
      (r) => r.headers['x-cache'] === 'miss',
    );
    expect(after.headers['x-cache']).toBe('miss');
  });

  it('keeps one set of answers for wholesale buyers and one for everyone else: each sees its own prices', async () => {
    const { farm } = await productOnSale();
    const item = await createInventoryItem(db(), {
      farmId: farm.id,
      consumerPriceCents: 500,
      wholesalePriceCents: 300,
    });
    const url = productUrl(item.id);
    const [household, otherHousehold] = [await buyer(t), await buyer(t)];
    const restaurant = await buyer(t, { userType: 3, consumerType: 3 });

    const visitor = await kept(t, url);
    expect(priceOf(visitor.body)).toBe(500);
    const wholesale = await eventually(
      () => get(t, url, restaurant.token),
      (r) => r.headers['x-cache'] === 'hit',
    );
    expect(wholesale.headers['x-cache']).toBe('hit');
    expect(priceOf(wholesale.body)).toBe(300);
    // A school shares the restaurant's answer.
    const school = await buyer(t, { userType: 4 });
    const schools = await get(t, url, school.token);
    expect(schools.headers['x-cache']).toBe('hit');
    expect(schools.body).toBe(wholesale.body);
    // A household buyer is not served the restaurant's answer: it shares the visitor's, as other households do.
    const first = await get(t, url, household.token);
    expect(first.headers['x-cache']).toBe('hit');
    expect(first.body).toBe(visitor.body);
    expect(priceOf(first.body)).toBe(500);
    const second = await get(t, url, otherHousehold.token);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
  });

  it('still refuses a disabled account’s token where an answer is kept, and treats an unknown token as a visitor', async () => {
    const { item } = await productOnSale();
    const b = await buyer(t);
    expect((await kept(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
    await disableUser(t, b.user.id);
    const refused = await get(t, productUrl(item.id), b.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.errorCode).toBe(17);
    const unknown = await get(t, productUrl(item.id), 'not-a-token');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['x-cache']).toBe('hit');
  });

  it('keeps an answer across the clock’s minutes while none of its order windows opens or closes', async () => {
    const { item } = await productOnSale();
    expect((await kept(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
    t.clock.advance(60 * 60_000);
    expect((await get(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
  });

  it('shows a window opening at the minute it opens, rebuilding that answer alone', async () => {
    // WEDNESDAY_MORNING is Wednesday 10:00 AM in New York; this window opens at 10:01 AM.
    t.clock.set('2026-11-18T15:00:30Z');
    const { farm, item } = await productOnSale();
    await db()
      .update(distributions)
      .set({ placeOrderOpen: windowPoint(3, '10:01', 'AM'), placeOrderClose: windowPoint(5, '6:00', 'PM') })
      .where(eq(distributions.farmId, farm.id));
    const other = await productOnSale();
    const before = await kept(t, productUrl(item.id));
    expect(windowOf(before.body)).toBe(false);
    expect((await kept(t, productUrl(other.item.id))).headers['x-cache']).toBe('hit');

    t.clock.set('2026-11-18T15:00:59.999Z');
    expect((await get(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
    t.clock.set('2026-11-18T15:01:00Z');
    const opened = await get(t, productUrl(item.id));
    expect(opened.headers['x-cache']).toBe('miss');
    expect(windowOf(opened.body)).toBe(true);
    // The cache was not emptied: the other farm's answer is still the kept one.
    expect((await get(t, productUrl(other.item.id))).headers['x-cache']).toBe('hit');
    expect((await get(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
  });

  it('holds answers up to PUBLIC_CACHE_MB, dropping the least recently used first', async () => {
    const small = await buildTestApp({ RATE_LIMIT: 'false', PUBLIC_CACHE_MB: '0.02' }, { shareWith: t });
    try {
      const items = [];
      for (let i = 0; i < 12; i++) items.push((await productOnSale()).item);
      const [oldest, used] = [items[0]!, items[1]!];
      await kept(small, productUrl(oldest.id));
      await kept(small, productUrl(used.id));
      for (const item of items.slice(2)) {
        await get(small, productUrl(item.id));
        // Asked again all along: the most recently used stays.
        expect((await get(small, productUrl(used.id))).headers['x-cache']).toBe('hit');
      }
      expect((await get(small, productUrl(oldest.id))).headers['x-cache']).toBe('miss');
      expect((await get(small, productUrl(items.at(-1)!.id))).headers['x-cache']).toBe('hit');
    } finally {
      await small.close();
    }
  });

  it('sends its answers compressed to a client that accepts it, kept once per encoding, with the live stock', async () => {
    const { item } = await productOnSale();
    const url = productUrl(item.id);
    const ask = (encoding?: string) =>
      call(t, { method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await ask();
    const decoded = (r: Awaited<ReturnType<typeof ask>>) =>
      r.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(r.rawPayload).toString()
        : r.headers['content-encoding'] === 'gzip'
          ? gunzipSync(r.rawPayload).toString()
          : r.body;
    for (const [accept, sent] of [
      ['gzip, deflate, br, zstd', 'br'], // a browser's
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const built = await ask(accept);
      const again = await kept(t, url);
      const hit = await ask(accept);
      expect(again.headers['x-cache']).toBe('hit');
      expect(hit.headers['x-cache']).toBe('hit');
      for (const r of [built, hit]) {
        expect(r.headers['content-encoding'], accept).toBe(sent);
        expect(r.headers.vary).toContain('accept-encoding');
        expect(r.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
        expect(JSON.parse(decoded(r))).toEqual(JSON.parse(plain.body));
      }
    }
    // Stock moved and the item stays in stock (ADR 011): the kept answer is patched, compressed copies too.
    await db().update(inventory).set({ maximumConsumerQuantity: 7 }).where(eq(inventory.id, item.id));
    const patched = await eventually(
      () => ask('br'),
      (r) => JSON.parse(decoded(r)).responseData.result.invetory.maxQuantity === 7,
    );
    expect(JSON.parse(decoded(patched)).responseData.result.invetory.maxQuantity).toBe(7);
    expect(patched.headers['x-cache']).toBe('hit');
    expect(patched.headers['content-encoding']).toBe('br');
    expect((await ask()).headers['content-encoding']).toBeUndefined();
  });

  it('keeps no error answer', async () => {
    const missing = '/api/inventory/getViewDetails?inventoryId=2147483000';
    expect((await get(t, missing)).statusCode).toBe(404);
    const again = await get(t, missing);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBe('miss');
  });

  it('is off with PUBLIC_CACHE=false', async () => {
    const off = await buildTestApp({ PUBLIC_CACHE: 'false' }, { shareWith: t });
    try {
      const { item } = await productOnSale();
      await get(off, productUrl(item.id));
      expect((await get(off, productUrl(item.id))).headers['x-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

describe('only what changed is built again (ADR 007)', () => {
  const stockOf = (body: string) =>
    (JSON.parse(body) as { responseData: { result: { invetory: { maxQuantity: number } } } }).responseData
      .result.invetory.maxQuantity;
  const farmItemStock = (body: string, id: number) =>
    (
      JSON.parse(body) as {
        responseData: { result: { inventoryData: { _id: number; maxQuantity: number }[] } };
      }
    ).responseData.result.inventoryData.find((i) => i._id === id)?.maxQuantity;

  it('an order at one farm shows its stock in the kept answers, in this process and another, and keeps every other farm’s answers', async () => {
    const other = await buildTestApp({ RATE_LIMIT: 'false' }, { shareWith: t });
    try {
      const ready = await readyCart(t, { item: { maximumConsumerQuantity: 10 }, quantity: 2 });
      const elsewhere = await productOnSale();
      const sold = productUrl(ready.product.id);
      const soldFarm = `/api/farm/viewFarmDetails?farmId=${ready.farm.id}`;
      const others = [productUrl(elsewhere.item.id), `/api/farm/viewFarmDetails?farmId=${elsewhere.farm.id}`];
      for (const app of [t, other]) for (const url of [sold, soldFarm, ...others]) await kept(app, url);
      expect(stockOf((await get(t, sold)).body)).toBe(10);

      expect(placed(await charge(t, ready.token, { stripeCardId: ready.cardId })).order).toBeTruthy();
      // Migration 0035: the order moved the item's stock only, so the answers showing it are kept and sent
      // with the stock the processes heard of. The writer's own next answer shows it at once: its
      // notification is in before its answer left.
      const here = await get(t, sold);
      expect(here.headers['x-cache']).toBe('hit');
      expect(stockOf(here.body)).toBe(8);
      const there = await eventually(
        () => get(other, sold),
        (r) => stockOf(r.body) === 8,
      );
      expect(there.headers['x-cache']).toBe('hit');
      // The farm's page lists the item among its others: kept too, with the item's new stock.
      for (const app of [t, other]) {
        const farmPage = await eventually(
          () => get(app, soldFarm),
          (r) => farmItemStock(r.body, ready.product.id) === 8,
        );
        expect(farmPage.headers['x-cache']).toBe('hit');
      }
      for (const app of [t, other])
        for (const url of others) expect((await get(app, url)).headers['x-cache']).toBe('hit');
    } finally {
      await other.close();
    }
  });

  it('an order taking the last units builds the answers showing the item again: it is out of stock', async () => {
    const ready = await readyCart(t, { item: { maximumConsumerQuantity: 2 }, quantity: 2 });
    const sold = productUrl(ready.product.id);
    expect(stockOf((await kept(t, sold)).body)).toBe(2);
    expect(placed(await charge(t, ready.token, { stripeCardId: ready.cardId })).order).toBeTruthy();
    const after = await get(t, sold);
    expect(after.headers['x-cache']).toBe('miss');
    expect(stockOf(after.body)).toBe(0);
  });

  it('puts the wholesale stock into a wholesale buyer’s kept answer and the consumer stock into a visitor’s', async () => {
    const { item } = await productOnSale();
    await db()
      .update(inventory)
      .set({ maximumConsumerQuantity: 10, maximumWholesaleQuantity: 50 })
      .where(eq(inventory.id, item.id));
    const wholesale = await buyer(t, { userType: 3 });
    const asWholesale = () => get(t, productUrl(item.id), wholesale.token);
    await kept(t, productUrl(item.id));
    await eventually(asWholesale, (r) => r.headers['x-cache'] === 'hit' && stockOf(r.body) === 50);
    // A count of the farmer's, by any writer: stock only.
    await db()
      .update(inventory)
      .set({ maximumConsumerQuantity: 9, maximumWholesaleQuantity: 45 })
      .where(eq(inventory.id, item.id));
    const visitor = await eventually(
      () => get(t, productUrl(item.id)),
      (r) => stockOf(r.body) === 9,
    );
    expect(visitor.headers['x-cache']).toBe('hit');
    const trade = await eventually(asWholesale, (r) => stockOf(r.body) === 45);
    expect(trade.headers['x-cache']).toBe('hit');
  });

  it('a farmer’s price change at one farm keeps the answers about another', async () => {
    const changed = await productOnSale(400);
    const untouched = await productOnSale(700);
    await kept(t, productUrl(changed.item.id));
    await kept(t, productUrl(untouched.item.id));
    await db().update(inventory).set({ consumerPriceCents: 450 }).where(eq(inventory.id, changed.item.id));
    const after = await eventually(
      () => get(t, productUrl(changed.item.id)),
      (r) => priceOf(r.body) === 450,
    );
    expect(priceOf(after.body)).toBe(450);
    const still = await get(t, productUrl(untouched.item.id));
    expect(still.headers['x-cache']).toBe('hit');
    expect(priceOf(still.body)).toBe(700);
  });
});

describe('a farmer’s name on the farm’s pages (migration 0039)', () => {
  const farmerOf = (body: string) =>
    (JSON.parse(body) as { responseData: { result: { farmData: { farmerName: string } } } }).responseData
      .result.farmData.farmerName;

  it('shows a farmer’s new name in the next answer of every process, and keeps the other farms’ answers', async () => {
    const other = await buildTestApp({ RATE_LIMIT: 'false' }, { shareWith: t });
    try {
      const renamed = await productOnSale();
      const untouched = await productOnSale();
      const page = (farmId: number) => `/api/farm/viewFarmDetails?farmId=${farmId}`;
      for (const app of [t, other])
        for (const farm of [renamed.farm, untouched.farm]) await kept(app, page(farm.id));
      const before = farmerOf((await get(t, page(renamed.farm.id))).body);

      const farmer = await logIn(t, renamed.farm.email, DEFAULT_PASSWORD).then((s) => s.accessToken);
      const edit = await call(t, {
        method: 'POST',
        url: '/api/user/editProfile',
        token: farmer,
        form: multipart({ firstName: 'Rosa', lastName: 'Delgado', phone: '8455550123' }),
      });
      expect(edit.statusCode).toBe(200);

      for (const app of [t, other]) {
        const after = await eventually(
          () => get(app, page(renamed.farm.id)),
          (r) => farmerOf(r.body) === 'Rosa Delgado',
        );
        expect(farmerOf(after.body)).not.toBe(before);
        expect((await get(app, page(untouched.farm.id))).headers['x-cache']).toBe('hit');
      }
    } finally {
      await other.close();
    }
  });
});

describe('two server processes on one database', () => {
  it('a change through one shows in the other’s next answer', async () => {
    const other = await buildTestApp({ RATE_LIMIT: 'false' }, { shareWith: t });
    try {
      const { farm, item } = await productOnSale(400);
      expect((await kept(other, productUrl(item.id))).headers['x-cache']).toBe('hit');
      const farmer = await logIn(t, farm.email, DEFAULT_PASSWORD).then((s) => s.accessToken);
      const status = await post(
        t,
        '/api/farmer/inventory/status',
        { inventoryId: item.id, status: 0 },
        farmer,
      );
      expect(status.statusCode).toBe(200);
      const after = await eventually(
        () => get(other, productUrl(item.id)),
        (r) => r.headers['x-cache'] === 'miss',
      );
      expect(after.headers['x-cache']).toBe('miss');
    } finally {
      await other.close();
    }
  });
});

describe('what an order tells the caches (issue 14.3: a NOTIFY serialises commits)', () => {
  const quiet = () => new Promise((r) => setTimeout(r, 200));
  async function order(userId: number, farm: { id: number; farmName: string }, distributionId: number) {
    const [o] = await db()
      .insert(orders)
      .values({
        userId,
        status: 1,
        amountCents: 400,
        totalCents: 400,
        paymentMethod: 'card',
        idempotencyKey: `k-${Math.random()}`,
        billingInfo: {},
      })
      .returning();
    await db().insert(orderGroups).values({
      orderId: o!.id,
      farmId: farm.id,
      farmName: farm.farmName,
      courierType: 'Pickup',
      distributionId,
      totalCents: 400,
    });
    return o!;
  }

  it('keeps the answers through an order and its payment at a slot without a capacity', async () => {
    const { farm, item } = await productOnSale();
    const open = await createDistribution(db(), { farmId: farm.id });
    const b = await createUser(db(), { userType: 2 });
    expect((await kept(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
    const o = await order(b.id, farm, open.id);
    await db().update(orders).set({ status: 2 }).where(eq(orders.id, o.id));
    await quiet();
    expect((await get(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
  });

  it('builds the answers again after an order at a capped slot (it may be Full), and after a cancellation', async () => {
    const { farm, item } = await productOnSale();
    const capped = await createDistribution(db(), { farmId: farm.id, slotCapacity: 1 });
    const open = await createDistribution(db(), { farmId: farm.id });
    const b = await createUser(db(), { userType: 2 });
    expect((await kept(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
    await order(b.id, farm, capped.id);
    const afterOrder = await eventually(
      () => get(t, productUrl(item.id)),
      (r) => r.headers['x-cache'] === 'miss',
    );
    expect(afterOrder.headers['x-cache']).toBe('miss');

    const elsewhere = await order(b.id, farm, open.id);
    expect((await kept(t, productUrl(item.id))).headers['x-cache']).toBe('hit');
    await db().update(orders).set({ status: 3 }).where(eq(orders.id, elsewhere.id));
    const afterCancel = await eventually(
      () => get(t, productUrl(item.id)),
      (r) => r.headers['x-cache'] === 'miss',
    );
    expect(afterCancel.headers['x-cache']).toBe('miss');
  });
});
