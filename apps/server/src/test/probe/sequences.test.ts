/**
 * Issue 34.3: stateful sequences, as real callers make them. fast-check draws sequences of
 * buyers' steps (add to the cart, choose the pickup, check out, cancel) and the farmer's (edit an
 * item's stock and price, duplicate it, publish or hide it) and the admin's (disable and enable a
 * buyer), with valid and invalid values, and after every step checks what must always hold:
 * no answer of 5xx, a refused step changes no row of any table, and each item's stock is what the
 * farmer last set minus what live orders took since (stock never sold twice, never lost).
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrderDto } from '@lfm/core';
import { inventory } from '../../db/schema';
import { createDistribution, createInventoryItem } from '../../db/factories';
import { buildTestApp, CLIENT_AUTH, type TestContext } from '../test-app';
import { WEDNESDAY_MORNING } from '../catalog-helpers';
import {
  addCard,
  billing,
  buyer,
  checkoutKey,
  getCart,
  pickupChoice,
  sessionFor,
  signedInAdmin,
  signedInFarmer,
} from '../shop-helpers';
import { installChangeLog, takeChanges } from './change-log';
import { MAY_CHANGE_ON_REFUSAL } from './fuzz';

const RUNS = Number(process.env.SEQUENCE_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 3434);

interface Real {
  t: TestContext;
  farmer: string;
  farmId: number;
  admin: string;
  buyers: { id: number; token: string; cardId: string }[];
  /** The farmer's items, in the order they were made (duplicates join). */
  items: number[];
  /** What each item's stock must be: the farmer's last figure minus live orders since. */
  stock: Map<number, number>;
  /** Each buyer's placed orders: id and what each line took. */
  orders: { buyer: number; id: number; lines: { item: number; quantity: number }[]; live: boolean }[];
  problems: string[];
}
type Model = Record<string, never>;

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'false' });
  t.clock.set(WEDNESDAY_MORNING);
  await installChangeLog(t);
}, 180_000);
afterAll(() => t?.close());

async function send(
  r: Real,
  what: string,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: unknown,
): Promise<Awaited<ReturnType<TestContext['app']['inject']>>> {
  await takeChanges(r.t);
  const res = await r.t.app.inject({
    method,
    url,
    headers: { authorization: CLIENT_AUTH, accesstoken: token },
    ...(payload instanceof FormData
      ? { payload }
      : payload !== undefined
        ? { payload: payload as object }
        : {}),
  });
  const written = (await takeChanges(r.t)).filter((table) => !(table in MAY_CHANGE_ON_REFUSAL));
  if (res.statusCode >= 500) r.problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 400 && written.length)
    r.problems.push(`${what}: refused (${res.statusCode}) but wrote ${written.join(', ')}`);
  return res;
}

/** After each step: every item's stock is what the model says, and never below zero. */
async function checkStock(r: Real, after: string) {
  for (const [item, expected] of r.stock) {
    const [row] = await r.t.database.db
      .select({ stock: inventory.maximumConsumerQuantity })
      .from(inventory)
      .where(eq(inventory.id, item));
    if (row?.stock !== expected)
      r.problems.push(`after ${after}: item ${item} has ${row?.stock}, expected ${expected}`);
  }
}

const step = (name: string, run: (r: Real) => Promise<void>): fc.AsyncCommand<Model, Real> => ({
  check: () => true,
  async run(_m, r) {
    await run(r);
    await checkStock(r, name);
  },
  toString: () => name,
});

const buyerIx = fc.integer({ min: 0, max: 2 });
const itemIx = fc.nat();
const quantity = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0, -1, 1000, 2 ** 31));

async function addToCart(r: Real, b: number, i: number, q: number) {
  const item = r.items[i % r.items.length]!;
  await send(r, `add ${item}×${q}`, 'POST', '/api/addCart/add', r.buyers[b]!.token, {
    productId: item,
    farmId: r.farmId,
    productQuantity: q,
  });
}

async function choosePickup(r: Real, b: number) {
  const cart = await getCart(r.t, r.buyers[b]!.token);
  const option = cart.buyList.find((f) => f.farmId === r.farmId)?.pickupOptions[0];
  if (option)
    await send(
      r,
      'choose pickup',
      'POST',
      '/api/addCart/updateCart',
      r.buyers[b]!.token,
      pickupChoice(r.farmId, option),
    );
}

async function checkOut(r: Real, b: number) {
  const who = r.buyers[b]!;
  const res = await send(r, 'check out', 'POST', '/api/payment/charge', who.token, {
    ...billing(),
    idempotencyKey: checkoutKey(),
    stripeCardId: who.cardId,
  });
  if (res.statusCode !== 200) return;
  const { order } = (res.json() as { responseData: PlacedOrderDto }).responseData;
  const lines = order.buyList.flatMap((g) =>
    g.productList.map((p) => ({ item: p.productId, quantity: p.productQuantity })),
  );
  for (const l of lines) r.stock.set(l.item, (r.stock.get(l.item) ?? 0) - l.quantity);
  r.orders.push({ buyer: b, id: order._id, lines, live: true });
}

/** A shopper's whole visit: add, choose the pickup, pay (the steps also come one by one below). */
const shops = fc.tuple(buyerIx, itemIx, fc.integer({ min: 1, max: 4 })).map(([b, i, q]) =>
  step(`buyer ${b} buys ${q} of item #${i}`, async (r) => {
    await addToCart(r, b, i, q);
    await choosePickup(r, b);
    await checkOut(r, b);
  }),
);

const commands = [
  shops,
  shops,
  fc
    .tuple(buyerIx, itemIx, quantity)
    .map(([b, i, q]) => step(`buyer ${b} adds ${q} of item #${i}`, (r) => addToCart(r, b, i, q))),
  buyerIx.map((b) => step(`buyer ${b} chooses the pickup`, (r) => choosePickup(r, b))),
  buyerIx.map((b) => step(`buyer ${b} checks out`, (r) => checkOut(r, b))),
  fc.tuple(buyerIx, fc.nat()).map(([b, k]) =>
    step(`buyer ${b} cancels order #${k}`, async (r) => {
      const mine = r.orders.filter((o) => o.buyer === b);
      const order = mine[k % Math.max(mine.length, 1)];
      // No order yet: a made-up id, which must be refused and change nothing.
      const res = await send(r, 'cancel', 'POST', '/api/payment/cancelOrder', r.buyers[b]!.token, {
        orderId: order?.id ?? 999_999,
      });
      if (res.statusCode !== 200 || !order?.live) return;
      order.live = false;
      for (const l of order.lines) r.stock.set(l.item, (r.stock.get(l.item) ?? 0) + l.quantity);
    }),
  ),
  fc
    .tuple(
      itemIx,
      fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(-5)),
      fc.integer({ min: 0, max: 900 }),
    )
    .map(([i, stock, cents]) =>
      step(`farmer sets item #${i} to ${stock} at ${cents}¢`, async (r) => {
        const item = r.items[i % r.items.length]!;
        const form = new FormData();
        const fields = {
          inventoryId: String(item),
          itemName: `Sequence Kale ${item}`,
          inventoryType: '1',
          distributionTypes: '1',
          consumerPriceCents: String(cents),
          wholesalePriceCents: String(cents),
          consumerUnit: '3',
          wholesaleUnit: '3',
          maximumConsumerQuantity: String(stock),
          maximumWholesaleQuantity: String(stock),
          status: '1',
        };
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        const res = await send(r, `edit ${item}`, 'POST', '/api/farmer/inventory/edit', r.farmer, form);
        if (res.statusCode === 200) r.stock.set(item, stock);
      }),
    ),
  itemIx.map((i) =>
    step(`farmer duplicates item #${i}`, async (r) => {
      const item = r.items[i % r.items.length]!;
      const res = await send(r, `duplicate ${item}`, 'POST', '/api/farmer/inventory/duplicate', r.farmer, {
        inventoryId: item,
      });
      if (res.statusCode !== 200) return;
      const [copy] = await r.t.database.db
        .select({ id: inventory.id, stock: inventory.maximumConsumerQuantity })
        .from(inventory)
        .where(eq(inventory.farmId, r.farmId))
        .orderBy(inventory.id)
        .then((rows) => rows.filter((x) => !r.items.includes(x.id)));
      if (!copy) {
        r.problems.push(`duplicate ${item}: answered 200 but no new item`);
        return;
      }
      r.items.push(copy.id);
      r.stock.set(copy.id, copy.stock);
    }),
  ),
  fc.tuple(itemIx, fc.constantFrom(0, 1, 7)).map(([i, status]) =>
    step(`farmer sets item #${i}'s status to ${status}`, async (r) => {
      const item = r.items[i % r.items.length]!;
      await send(r, `status ${item}`, 'POST', '/api/farmer/inventory/status', r.farmer, {
        inventoryId: item,
        status,
      });
    }),
  ),
  fc.tuple(buyerIx, fc.boolean()).map(([b, disabled]) =>
    step(`admin ${disabled ? 'disables' : 'enables'} buyer ${b}`, async (r) => {
      const res = await send(r, 'disable', 'POST', '/api/admin/users/disable', r.admin, {
        userId: r.buyers[b]!.id,
        disabled,
      });
      // A disabled buyer's sessions end: a new one once enabled again, as signing in would give.
      if (res.statusCode === 200 && !disabled) r.buyers[b]!.token = await sessionFor(r.t, r.buyers[b]!.id);
    }),
  ),
];

async function freshReal(): Promise<Real> {
  const { db } = t.database;
  const farmer = await signedInFarmer(t);
  await createDistribution(db, { farmId: farmer.farm.id });
  const items = [
    await createInventoryItem(db, { farmId: farmer.farm.id, maximumConsumerQuantity: 8 }),
    await createInventoryItem(db, { farmId: farmer.farm.id, maximumConsumerQuantity: 3 }),
  ];
  const buyers = [];
  for (let i = 0; i < 3; i++) {
    const b = await buyer(t);
    buyers.push({ id: b.user.id, token: b.token, cardId: await addCard(t, b.token) });
  }
  return {
    t,
    farmer: farmer.token,
    farmId: farmer.farm.id,
    admin: (await signedInAdmin(t)).token,
    buyers,
    items: items.map((i) => i.id),
    stock: new Map(items.map((i) => [i.id, i.maximumConsumerQuantity])),
    orders: [],
    problems: [],
  };
}

describe('stateful sequences (issue 34.3)', () => {
  it(
    `${RUNS} sequences of buyers', the farmer's and the admin's steps keep every invariant`,
    async () => {
      const seen: string[] = [];
      let placed = 0;
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
          const real = await freshReal();
          await fc.asyncModelRun(() => ({ model: {}, real }), cmds);
          placed += real.orders.length;
          seen.push(...real.problems);
          if (real.problems.length) console.log(real.problems.join('\n'));
          expect(real.problems).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      console.log(`sequences: ${RUNS} runs, ${placed} orders placed, problems: ${seen.length}`);
      // The sequences reach checkout at all (else the stock invariant would be idle).
      expect(placed).toBeGreaterThan(0);
    },
    RUNS * 60_000 + 60_000,
  );
});
