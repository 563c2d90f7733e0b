/**
 * What the people of `npm run bench:day`'s market day ask for (issue 29.1), with the SPEC's payloads
 * (docs/api-payloads.md): visitors and signed-in buyers (about half, accounts made through
 * user/signup) browsing the catalogue of zips skewed like population, pages 1-5, farms, markets,
 * products and searches (the names and their typos, a long tail); carts; checkouts with the built-in
 * card processor, which take stock; farmers editing stock and prices through the farmer portal.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CartDto } from '@lfm/core';
import { BENCH_AUTH, BENCH_BILLING, PRODUCE, api, type Sql } from './bench-lib';
import { Recorder, weighted, zipf, type Outcome } from './bench-day-load';

/** What the load picks from, looked up in the database before the server starts (PGlite is one process's). */
export interface Pools {
  /** Zips the farms deliver to, the most reached first (where farms are dense, so are people). */
  zips: string[];
  /** States of the farms, the most farms first. */
  states: string[];
  /** Listed farms, the most items first. */
  farms: number[];
  /** Shown markets, the most pickups first. */
  markets: number[];
  /** Items in stock buyers can add (a fixed sample), asked in the sample's order. */
  products: number[];
  /** One pickup item of each of farms whose order window is open at the bench clock, stock enough for the day. */
  checkoutProducts: number[];
  /** Farmers (emails) of other farms, who edit their items during the day. */
  farmers: string[];
  counts: Record<string, string>;
}

export async function lookUpPools(sql: Sql, farmersWanted: number): Promise<Pools> {
  const column = async <T>(statement: string) => (await sql.rows<{ v: T }>(statement)).map((r) => r.v);
  const zips = await column<string>(
    `SELECT z AS v FROM distributions d JOIN farms f ON f.id = d.farm_id, unnest(d.delivery_postal_codes) z
     WHERE d.select_pick_del = 2 AND d.status = 1 AND f.status = 1 GROUP BY z ORDER BY count(*) DESC, z LIMIT 5000`,
  );
  const states = await column<string>(
    `SELECT state AS v FROM farms WHERE status = 1 GROUP BY state ORDER BY count(*) DESC, state`,
  );
  const farms = await column<number>(
    `SELECT f.id AS v FROM farms f LEFT JOIN inventory i ON i.farm_id = f.id WHERE f.status = 1
     GROUP BY f.id ORDER BY count(i.id) DESC, f.id`,
  );
  const markets = await column<number>(
    `SELECT m.id AS v FROM markets m LEFT JOIN distributions d ON d.market_id = m.id AND d.status = 1
     WHERE m.status = 0 GROUP BY m.id ORDER BY count(d.id) DESC, m.id`,
  );
  const inStock = `i.status = 1 AND i.published AND i.maximum_consumer_quantity >= 5
    AND i.item_name !~* '^\\s*test product'`;
  // A fixed sample (the same on every run), spread over the farms by a multiplicative hash of the id.
  const products = await column<number>(
    `SELECT i.id AS v FROM inventory i JOIN farms f ON f.id = i.farm_id WHERE f.status = 1 AND ${inStock}
     ORDER BY (i.id::bigint * 2654435761) % 1000003 LIMIT 5000`,
  );
  // Farms whose order windows are open at the bench clock (bench-data.ts: window by farm id % 3; 0 is
  // Sunday 6 AM to Saturday 6 AM) and that offer a farm-stand or shown market pickup.
  const checkoutProducts = await column<number>(
    `SELECT id AS v FROM (
       SELECT DISTINCT ON (i.farm_id) i.id, i.farm_id FROM inventory i JOIN farms f ON f.id = i.farm_id
       WHERE f.status = 1 AND f.id % 3 = 0 AND ${inStock} AND i.distribution_types @> '{1}'
         AND EXISTS (SELECT 1 FROM distributions d LEFT JOIN markets m ON m.id = d.market_id
                     WHERE d.farm_id = f.id AND d.select_pick_del = 1 AND d.status = 1 AND (m.id IS NULL OR m.status = 0))
       ORDER BY i.farm_id, i.id) x ORDER BY (farm_id::bigint * 2654435761) % 1000003 LIMIT 100`,
  );
  if (checkoutProducts.length < 2 || zips.length < 10 || products.length < 10)
    throw new Error('bench:day needs the data of npm run bench:data (farms, items, deliveries, pickups)');
  // Checkouts take stock: enough for every order of the day, so none is refused for stock.
  await sql.rows(`UPDATE inventory SET maximum_consumer_quantity = 1000000 WHERE id = ANY($1)`, [
    checkoutProducts,
  ]);
  const farmers = await column<string>(
    `SELECT u.email AS v FROM farms f JOIN users u ON u.id = f.user_id JOIN inventory i ON i.farm_id = f.id
     WHERE f.status = 1 AND f.id % 3 = 1 GROUP BY f.id, u.email ORDER BY count(*) DESC, f.id LIMIT ${farmersWanted}`,
  );
  const [counts] = await sql.rows<Record<string, string>>(`SELECT (SELECT count(*) FROM farms) farms,
      (SELECT count(*) FROM inventory) items, (SELECT count(*) FROM distributions) distributions,
      (SELECT count(*) FROM markets) markets`);
  return { zips, states, farms, markets, products, checkoutProducts, farmers, counts: counts! };
}

// ---------------------------------------------------------------- HTTP

/** Requests not answered within this long count as failed (status 0). */
const TIMEOUT_MS = 30_000;
const PASSWORD = 'bench-day-1';

type Body = { json: unknown } | { form: Record<string, string | number> } | undefined;

/** One call over a keep-alive connection, timed from `dueAt`; the answer parsed when `parse` is set. */
/** Chromium's accept-encoding. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** An answer's body as sent, decompressed (only the answers the load reads are). */
const decoded = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

export class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  /** The next API process to send to: requests go to each in turn, as a round-robin load balancer sends them. */
  private next = 0;
  constructor(
    private readonly bases: URL[],
    public recorder: Recorder,
  ) {}

  call<T = unknown>(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    opts: { token?: string; body?: Body; dueAt?: number; parse?: boolean } = {},
  ): Promise<Outcome & { data?: T }> {
    const dueAt = opts.dueAt ?? performance.now();
    // What a browser sends (Chromium's accept-encoding): the catalogue's answers come back compressed.
    const headers: Record<string, string> = { authorization: BENCH_AUTH, 'accept-encoding': ACCEPT_ENCODING };
    if (opts.token) headers.accesstoken = opts.token;
    let payload: string | undefined;
    if (opts.body && 'json' in opts.body) {
      payload = JSON.stringify(opts.body.json);
      headers['content-type'] = 'application/json';
    } else if (opts.body) {
      const boundary = `----benchday${randomUUID().replace(/-/g, '')}`;
      payload =
        Object.entries(opts.body.form)
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('') + `--${boundary}--\r\n`;
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    }
    if (payload != null) headers['content-length'] = String(Buffer.byteLength(payload));
    return new Promise((resolve) => {
      const done = (outcome: Outcome & { data?: T }) => {
        this.recorder.answered(kind, dueAt, performance.now(), outcome);
        resolve(outcome);
      };
      const req = http.request(
        new URL(`/api/${path}`, this.bases[this.next++ % this.bases.length]),
        { method, headers, agent: this.agent, timeout: TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          res.on('data', (c: Buffer) => {
            bytes += c.length;
            if (opts.parse) chunks.push(c);
          });
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const cache = res.headers['x-cache'];
            const matches = res.headers['x-search-matches'];
            const farmsRead = res.headers['x-search-farms-read'];
            let data: T | undefined;
            if (opts.parse && status === 200)
              data = (
                JSON.parse(
                  decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
                ) as {
                  responseData: T;
                }
              ).responseData;
            done({
              status,
              cache: typeof cache === 'string' ? cache : undefined,
              matches: typeof matches === 'string' ? matches : undefined,
              farmsRead: typeof farmsRead === 'string' ? farmsRead : undefined,
              bytes,
              data,
            });
          });
          res.on('error', () => done({ status: 0 }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done({ status: 0 }));
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

// ---------------------------------------------------------------- accounts

interface Buyer {
  token: string;
  /** The products in the cart, as this load put them there. */
  lines: number[];
  busy: boolean;
}
interface Shopper {
  token: string;
  cardId: string;
  busy: boolean;
  /** A checkout stopped halfway: the cart may hold lines to clear first. */
  dirty: boolean;
}
interface Farmer {
  token: string;
  busy: boolean;
}
export interface Accounts {
  buyers: Buyer[];
  shoppers: Shopper[];
  farmers: Farmer[];
}

/**
 * Buyers signed up through user/signup (a consumer of one of the day's zips), a test card saved for
 * those who check out, and the farmers signed in with the password bench:data gave them.
 */
export async function prepareAccounts(
  base: string,
  pools: Pools,
  n: { buyers: number; shoppers: number },
): Promise<Accounts> {
  const run = Date.now().toString(36);
  const signUp = async (i: number) => {
    const form = new FormData();
    const fields: Record<string, string> = {
      firstName: 'Day',
      lastName: `Buyer ${i}`,
      email: `day-${run}-${i}@bench.local`,
      password: PASSWORD,
      userType: '2',
      addressLine1: `${i} Main St`,
      city: 'Kingston',
      state: 'NY',
      postalCode: pools.zips[i % pools.zips.length]!,
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return (await api<{ accessToken: string }>(base, 'POST', 'user/signup', null, form)).accessToken;
  };
  const inBatches = async <T>(count: number, make: (i: number) => Promise<T>) => {
    const made: T[] = [];
    for (let i = 0; i < count; i += 4)
      made.push(
        ...(await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, j) => make(i + j)))),
      );
    return made;
  };
  const buyers = (await inBatches(n.buyers, signUp)).map((token) => ({ token, lines: [], busy: false }));
  const shoppers = await inBatches(n.shoppers, async (i) => {
    const token = await signUp(n.buyers + i);
    const tok = await api<{ id: string }>(base, 'POST', 'payments/tokens', token, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'Day Buyer',
    });
    const { card } = await api<{ card: { id: string } }>(base, 'POST', 'user/addCard', token, {
      source: tok.id,
    });
    return { token, cardId: card.id, busy: false, dirty: false };
  });
  const farmers = await inBatches(pools.farmers.length, async (i) => {
    const { accessToken } = await api<{ accessToken: string }>(base, 'POST', 'user/login', null, {
      email: pools.farmers[i],
      password: 'demo1234',
    });
    return { token: accessToken, busy: false };
  });
  return { buyers, shoppers, farmers };
}

// ---------------------------------------------------------------- the day

/** The generated products' names (bench-lib.ts's PRODUCE) as buyers type them. */
const WORDS = PRODUCE.map((name) => name.toLowerCase());

/** Every text one slip away from `word`: a letter left out, a letter typed twice, two letters swapped. */
function slips(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    out.add(word.slice(0, i + 1) + word.slice(i));
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  out.delete(word);
  return [...out].filter((t) => t.length >= 3 && t === t.trim() && !t.includes('  '));
}

/**
 * What buyers search for, asked Zipf-like in this order: the names as written first, then every slip of
 * each (a word's first slips before any word's later ones). About half of the searches are a text of the
 * long tail, asked a few times in a day or once, so a text's first asks (which read the text indexes, ADR
 * 012) are part of the day; a short list of texts would be found in the warm-up and hide them.
 */
export const SEARCH_TEXTS = (() => {
  const byWord = WORDS.map(slips);
  const texts = [...WORDS];
  for (let i = 0; byWord.some((l) => i < l.length); i++)
    for (const l of byWord) if (i < l.length) texts.push(l[i]!);
  return [...new Set(texts)];
})();
const FARM_SEARCHES = ['maple', 'green', 'river', 'acres', 'orchard'];
const CATEGORIES = [1, 2, 5, 6, 7, 8];
/** Pages 1-5: most people stop at the first. */
const PAGE = weighted([
  [1, 50],
  [2, 20],
  [3, 13],
  [4, 10],
  [5, 7],
] as const);

/** The browsing mix (shares of the offered rate); the cart's calls come from signed-in buyers only. */
const BROWSE = weighted([
  ['catalogue delivery', 15],
  ['catalogue pickup', 15],
  ['catalogue shipping', 10],
  ['farm list', 8],
  ['farm page', 10],
  ['market page', 6],
  ['product page', 12],
  ['search', 10],
  ['cart add', 5],
  ['cart get', 6],
  ['cart update', 3],
] as const);
const CART_SHARE = (5 + 6 + 3) / 100;
/** Of the other calls, this share signed in makes half of all traffic signed in. */
const SIGNED_IN_SHARE = (0.5 - CART_SHARE) / (1 - CART_SHARE);
const MAX_CART_LINES = 5;

export class Day {
  private readonly zip: (r: () => number) => number;
  private readonly farm: (r: () => number) => number;
  private readonly market: (r: () => number) => number;
  private readonly product: (r: () => number) => number;
  private readonly checkoutProduct: (r: () => number) => number;
  private readonly state: (r: () => number) => number;
  private readonly text = zipf(SEARCH_TEXTS.length);

  constructor(
    private readonly client: Client,
    private readonly pools: Pools,
    private readonly accounts: Accounts,
    private readonly random: () => number,
  ) {
    this.zip = zipf(pools.zips.length);
    this.farm = zipf(pools.farms.length);
    this.market = zipf(pools.markets.length);
    this.product = zipf(pools.products.length);
    this.checkoutProduct = zipf(pools.checkoutProducts.length);
    this.state = zipf(pools.states.length);
  }

  private pick<T>(list: T[], rank: (r: () => number) => number) {
    return list[rank(this.random)]!;
  }
  private chance(p: number) {
    return this.random() < p;
  }
  /** `act` as one of `list` who is not busy (they do one thing at a time); none free: not sent. */
  private async whenFree<T extends { busy: boolean }>(
    list: T[],
    kind: string,
    act: (who: T) => Promise<unknown>,
  ) {
    const free = list.filter((x) => !x.busy);
    const who = free[Math.floor(this.random() * free.length)];
    if (!who) return this.client.recorder.notSent(kind);
    who.busy = true;
    try {
      await act(who);
    } finally {
      who.busy = false;
    }
  }

  /** One request of the browsing mix, due at `dueAt`. */
  async browse(dueAt: number) {
    const kind = BROWSE(this.random);
    const c = this.client;
    if (kind === 'cart add' || kind === 'cart get' || kind === 'cart update') return this.cart(kind, dueAt);
    const buyers = this.accounts.buyers;
    const token =
      buyers.length && this.chance(SIGNED_IN_SHARE)
        ? buyers[Math.floor(this.random() * buyers.length)]!.token
        : undefined;
    const get = (path: string) => c.call(kind, 'GET', path, { token, dueAt });
    const zip = this.pick(this.pools.zips, this.zip);
    const page = PAGE(this.random);
    const category = this.chance(0.2)
      ? `&category=${this.pick(CATEGORIES, (r) => Math.floor(r() * CATEGORIES.length))}`
      : '';
    switch (kind) {
      case 'catalogue delivery':
      case 'catalogue pickup':
      case 'catalogue shipping': {
        const type = { 'catalogue pickup': 1, 'catalogue delivery': 2, 'catalogue shipping': 3 }[kind];
        return get(
          `farm/getAllFarmDistributionsInventory?zipCode=${zip}&distributionType=${type}&page=${page}${category}`,
        );
      }
      case 'farm list': {
        const filter = this.chance(0.3)
          ? `&state=${encodeURIComponent(this.pick(this.pools.states, this.state))}`
          : this.chance(0.2)
            ? `&search=${this.pick(FARM_SEARCHES, (r) => Math.floor(r() * FARM_SEARCHES.length))}`
            : '';
        return get(`farm/getFarm?page=${page}${filter}`);
      }
      case 'farm page':
        return get(`farm/viewFarmDetails?farmId=${this.pick(this.pools.farms, this.farm)}`);
      case 'market page':
        return get(
          `market/getMarketDetails?marketId=${this.pick(this.pools.markets, this.market)}&page=${Math.min(page, 2)}${category}`,
        );
      case 'product page':
        return get(`inventory/getViewDetails?inventoryId=${this.pick(this.pools.products, this.product)}`);
      case 'search': {
        const q = encodeURIComponent(this.pick(SEARCH_TEXTS, this.text));
        const type = this.chance(0.75) ? `&distributionType=${1 + Math.floor(this.random() * 3)}` : '';
        return get(`search?q=${q}&zipCode=${zip}${type}${category}&page=${Math.min(page, 2)}`);
      }
    }
  }

  /** A signed-in buyer's cart: add (up to 5 products), look at it, change a quantity. */
  private async cart(kind: 'cart add' | 'cart get' | 'cart update', dueAt: number) {
    return this.whenFree(this.accounts.buyers, kind, async (buyer) => {
      const c = this.client;
      const product = this.pick(this.pools.products, this.product);
      const quantity = 1 + Math.floor(this.random() * 2);
      if (kind === 'cart get')
        return await c.call(kind, 'GET', 'addCart/getCart', { token: buyer.token, dueAt });
      if (kind === 'cart add' && buyer.lines.length < MAX_CART_LINES && !buyer.lines.includes(product)) {
        const r = await c.call(kind, 'POST', 'addCart/add', {
          token: buyer.token,
          dueAt,
          body: { json: { productId: product, productQuantity: quantity } },
        });
        if (r.status === 200) buyer.lines.push(product);
        return r;
      }
      const line = buyer.lines[Math.floor(this.random() * buyer.lines.length)];
      if (line == null)
        return await c.call('cart get', 'GET', 'addCart/getCart', { token: buyer.token, dueAt });
      return await c.call('cart update', 'POST', 'addCart/updateQty', {
        token: buyer.token,
        dueAt,
        body: { json: { productId: line, productQuantity: quantity } },
      });
    });
  }

  /**
   * A checkout as the web app makes it: one or two products of different farms added, the cart read,
   * pickup chosen per farm, then payment/charge with the saved test card. The first call counts from
   * when the checkout was due, each next one from when the buyer's previous answer came.
   */
  async checkout(dueAt: number) {
    return this.whenFree(this.accounts.shoppers, 'checkout', async (shopper) => {
      const c = this.client;
      const token = shopper.token;
      if (shopper.dirty) {
        const cart = await c.call<{ result: CartDto }>('cart get', 'GET', 'addCart/getCart', {
          token,
          parse: true,
        });
        for (const f of cart.data?.result.buyList ?? [])
          for (const l of f.productList)
            await c.call('cart remove', 'POST', 'addCart/deleteCart', {
              token,
              body: { json: { productListId: l._id } },
            });
        shopper.dirty = false;
      }
      shopper.dirty = true;
      const first = this.pick(this.pools.checkoutProducts, this.checkoutProduct);
      const second = this.pick(this.pools.checkoutProducts, this.checkoutProduct);
      for (const [i, productId] of (this.chance(0.5) && second !== first
        ? [first, second]
        : [first]
      ).entries()) {
        const added = await c.call('cart add', 'POST', 'addCart/add', {
          token,
          dueAt: i === 0 ? dueAt : undefined,
          body: { json: { productId, productQuantity: 1 } },
        });
        if (added.status !== 200) return;
      }
      const cart = await c.call<{ result: CartDto }>('cart get', 'GET', 'addCart/getCart', {
        token,
        parse: true,
      });
      for (const f of cart.data?.result.buyList ?? []) {
        const o = f.pickupOptions.find((p) => p.isOpen && !p.isFull);
        if (!o) return;
        const chosen = await c.call('cart choose pickup', 'POST', 'addCart/updateCart', {
          token,
          body: {
            json: {
              farmId: f.farmId,
              courierType: 'Pickup',
              distributionId: o.distributionId,
              day: o.day,
              timeSlot: o.timeSlot,
            },
          },
        });
        if (chosen.status !== 200) return;
      }
      const paid = await c.call('checkout', 'POST', 'payment/charge', {
        token,
        body: { json: { ...BENCH_BILLING, stripeCardId: shopper.cardId, idempotencyKey: randomUUID() } },
      });
      if (paid.status === 200) shopper.dirty = false;
    });
  }

  /** A farmer opens their items and saves one with a new price and stock (the portal's edit form). */
  async edit(dueAt: number) {
    return this.whenFree(this.accounts.farmers, 'farmer edit', async (farmer) => {
      const c = this.client;
      type Item = Record<string, unknown> & {
        id: number;
        consumerPriceCents: number;
        wholesalePriceCents: number;
      };
      const list = await c.call<{ result: Item[] }>(
        'farmer items',
        'GET',
        'farmer/inventory?page=1&limit=20',
        {
          token: farmer.token,
          dueAt,
          parse: true,
        },
      );
      const items = list.data?.result ?? [];
      const item = items[Math.floor(this.random() * items.length)];
      if (!item) return;
      const change = 0.9 + this.random() * 0.2;
      const text = (v: unknown) => (v == null ? '' : String(v));
      await c.call('farmer edit', 'POST', 'farmer/inventory/edit', {
        token: farmer.token,
        body: {
          form: {
            inventoryId: item.id,
            itemName: text(item.itemName),
            otherItemName: text(item.otherItemName),
            variety: text(item.variety),
            description: text(item.description),
            inventoryType: text(item.inventoryType),
            distributionTypes: (item.distributionTypes as number[]).join(','),
            consumerPriceCents: Math.max(100, Math.round(item.consumerPriceCents * change)),
            wholesalePriceCents: Math.max(100, Math.round(item.wholesalePriceCents * change)),
            consumerUnit: text(item.consumerUnit),
            otherConsumerUnit: text(item.otherConsumerUnit),
            wholesaleUnit: text(item.wholesaleUnit),
            otherWholesaleUnit: text(item.otherWholesaleUnit),
            maximumConsumerQuantity: 5 + Math.floor(this.random() * 60),
            maximumWholesaleQuantity: 10 + Math.floor(this.random() * 120),
            subscriptionInterval: text(item.subscriptionInterval),
            subscriptionIntervalCount: text(item.subscriptionIntervalCount),
            status: text(item.status),
          },
        },
      });
    });
  }
}
