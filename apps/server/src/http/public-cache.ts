/**
 * The shared answers of the catalogue (issue 14.3, ADR 007): the same page of 'order now' by zip,
 * a farm, a market, a product or a search is asked by many, and building it reads the database
 * each time. A route opts in with `config: { publicCache: true }`: its GET answers are kept per
 * kind of viewer. A signed-in buyer's prices, units and delivery options follow whether they buy
 * wholesale and nothing else of theirs (core's `catalogueViewerType`, catalog/params.ts `viewerOf`), so
 * wholesalers and schools share one set of answers, and visitors, households, farmers and hosts another
 * (issue 29: keyed per user type, a day's answers were built up to four times); the access token is
 * looked up here, once per request (auth-plugin.ts), to know which.
 *
 * Only what changed is dropped. Each answer records what it was built from (http/answer-reads.ts): the
 * farms whose items it read, and the soonest instant one of its order windows opens or closes. The
 * database tells every process what changed, at commit, whoever wrote (a request, a job, another
 * process, psql): row triggers NOTIFY `catalog_changed` with `f:<farm id>` for a farm's items,
 * photos and capped slots' orders (migration 0022), and with no key for the farms' listing,
 * distributions and markets, which decide which farms an answer reads at all. A farm's
 * notification drops the answers that read that farm (and those that read every farm); a keyless
 * one drops all. An answer sent at or after its windows' next change is built again (that answer
 * only): the clock no longer empties the cache. While the LISTEN connection is down nothing is
 * served from the cache.
 *
 * Stock is kept out of the kept answers (ADR 011). An order (or a farmer's count) that moves an item's stock and
 * leaves it in stock notifies `s:<item id>:<consumer>:<wholesale>` (migration 0035) instead of `f:<farm>`:
 * the answers showing the item are kept, and the stock each process last heard of is put into them when
 * they are sent (`LiveStock` below). So a market day's orders, two a second, no longer drop the answers of
 * every farm they buy from; what a list counts and shows changes only when an item sells out or comes
 * back, and that still drops them.
 *
 * Answers go compressed to a client that accepts it (brotli, then gzip: a list of 50-70 kB is 5 kB): a
 * kept answer is compressed once per encoding (again after a stock patch), a built one as it is sent. It
 * spares the buyer's phone the bytes and the server their writing: sending answers uncompressed was a fifth
 * of the API process's CPU on a market day (issue 29, a CPU profile of bench:day at 200 requests/s).
 *
 * The cache is bounded by bytes (PUBLIC_CACHE_MB), least recently used first, so it holds a day's
 * spread of zips and pages. A miss computes once: concurrent requests for the same answer wait for
 * the first one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { catalogueViewerType } from '@lfm/core';
import { recordedReads } from './answer-reads';
import { compress, pickEncoding, type Encoding } from './encoding';
import { FarmLists, type Tag } from './farm-lists';

export const CATALOG_CHANNEL = 'catalog_changed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers for visitors may be kept and shared (http/public-cache.ts). */
    publicCache?: boolean;
  }
}

interface Entry {
  key: string;
  body: Buffer;
  contentType: string;
  /** When it was built (ms): a clock set back before it finds it stale too (tests' clocks do). */
  from: number;
  /** The instant (ms) one of its order windows opens or closes: it is stale from then on. */
  until: number;
  /** What stands for it in the lists of the farms it read (farm-lists.ts). */
  tag: Tag;
  /** The farms whose items it read, or 'every' when it read items of farms it cannot name. */
  farms: number[] | 'every';
  bytes: number;
  /** The items it shows (objects with `_id` and `maxQuantity`: InventoryDto), to put live stock into. */
  items: number[];
  /** Its viewer sees the wholesale maximum (SPEC 6) rather than the consumer one. */
  wholesale: boolean;
  /** The live stock's change number it shows everything up to. */
  stockSeen: number;
  /** Its body compressed, made at the first ask that accepts each encoding (and again after a stock patch). */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface PublicCache {
  /** Forget every answer. */
  clear(): void;
  /** Answers kept, and how they were served since start (for tests and probes). */
  stats(): { entries: number; bytes: number; hits: number; misses: number; clears: number; drops: number };
}

/** A larger answer is not kept (issue 14: no answer is over 100 kB anyway). */
const MAX_BODY_BYTES = 256 * 1024;
/**
 * What an entry costs beyond its body: its key, its farm list, the maps' slots (an estimate). A farm is 8 bytes
 * in the entry's list and its tag's 8 in the farm's, and up to as much again for tags left there (farm-lists.ts).
 */
const overheadOf = (key: string, farms: number[] | 'every') =>
  256 + key.length * 2 + (farms === 'every' ? 0 : farms.length * 32);
/** Changes remembered to tell whether one reached an answer being built (more: it is not kept). */
const CHANGES_REMEMBERED = 4096;

/** A change a notification announces: one farm's items, or anything. */
type Change = number | 'all';
const changeOf = (payload: string): Change => {
  const m = /^f:(\d+)$/.exec(payload);
  return m ? Number(m[1]) : 'all';
};
/** An item's stock moved and it stayed in (or out of) stock: `s:<id>:<consumer>:<wholesale>`. */
const stockOf = (payload: string) => {
  const m = /^s:(\d+):(-?\d+):(-?\d+)$/.exec(payload);
  return m ? { id: Number(m[1]), consumer: Number(m[2]), wholesale: Number(m[3]) } : null;
};
/** Items whose stock is remembered; past it, the memory and every kept answer start afresh. */
const LIVE_ITEMS_MAX = 200_000;

/**
 * The stock each process last heard of, per item, numbered by change. An answer kept at change n shows
 * every item's stock up to n; one whose items moved since is patched when sent.
 */
class LiveStock {
  private readonly items = new Map<number, { consumer: number; wholesale: number; seq: number }>();
  seq = 0;

  /** false: too many items remembered, start afresh (the caller drops its answers). */
  set(id: number, consumer: number, wholesale: number) {
    if (this.items.size >= LIVE_ITEMS_MAX && !this.items.has(id)) return false;
    this.items.set(id, { consumer, wholesale, seq: ++this.seq });
    return true;
  }

  clear() {
    this.items.clear();
  }

  /** Whether one of `ids` moved after change `since`. */
  movedSince(ids: number[], since: number) {
    if (since === this.seq) return false;
    return ids.some((id) => (this.items.get(id)?.seq ?? 0) > since);
  }

  /** The answer's text with every shown item's stock as last heard of (SPEC 3: 0 when status is not 1). */
  patch(body: Buffer, wholesale: boolean) {
    const answer: unknown = JSON.parse(body.toString());
    visitItems(answer, (item) => {
      const live = this.items.get(item._id);
      if (live) item.maxQuantity = item.status === 1 ? (wholesale ? live.wholesale : live.consumer) : 0;
    });
    // JSON.stringify writes an en dash the writer had \u-escaped (http/fast-answer.ts) as itself: the text is
    // then two-byte, but flat, and becomes bytes as fast; escaping it again cost more (0.23 against 0.19 ms for
    // a 45 kB answer, a micro-benchmark on the bench:day machine).
    return Buffer.from(JSON.stringify(answer));
  }
}

type ShownItem = { _id: number; maxQuantity: number; status?: number };
const isShownItem = (v: Record<string, unknown>): v is ShownItem =>
  typeof v._id === 'number' && typeof v.maxQuantity === 'number';

/** Every object of an answer that shows an item's stock (InventoryDto's `_id` and `maxQuantity`). */
function visitItems(value: unknown, visit: (item: ShownItem) => void) {
  if (Array.isArray(value)) for (const v of value) visitItems(v, visit);
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (isShownItem(o)) visit(o);
    for (const v of Object.values(o)) if (typeof v === 'object') visitItems(v, visit);
  }
}

/**
 * Installs the cache's hooks on the root instance (so they see every route's config) and LISTENs
 * for catalogue changes on `database`. Returns null when turned off (PUBLIC_CACHE=false).
 */
export async function installPublicCache(
  app: FastifyInstance,
  opts: {
    database: Database;
    now: () => Date;
    enabled: boolean;
    maxBytes: number;
    /** Checks that each kept answer recorded every item it shows (STRICT_ANSWERS: tests and development). */
    strict?: boolean;
  },
): Promise<PublicCache | null> {
  if (!opts.enabled) return null;
  /** In least recently used order: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  /** The answers that read each farm's items, by their tags. */
  const byFarm = new FarmLists();
  /** The keys of the answers that read items of every farm. */
  const ofEveryFarm = new Set<string>();
  const pending = new Map<string, Promise<Entry | null>>();
  const counters = { hits: 0, misses: 0, clears: 0, drops: 0 };
  let bytes = 0;
  /** Changes seen, numbered: an answer built while one that touches it arrived is not kept. */
  let seen = 0;
  const recent: Change[] = [];
  /** False while the LISTEN connection is down: changes could be missed, so nothing is served. */
  let listening = false;
  const stock = new LiveStock();

  const remove = (entry: Entry) => {
    entries.delete(entry.key);
    bytes -= entry.bytes;
    if (entry.farms === 'every') ofEveryFarm.delete(entry.key);
    else byFarm.gone(entry.farms);
  };
  const drop = (tag: Tag) => {
    const entry = entries.get(tag.key);
    if (entry?.tag !== tag) return;
    remove(entry);
    counters.drops++;
  };
  const clear = () => {
    counters.clears++;
    stock.clear();
    entries.clear();
    byFarm.clear();
    ofEveryFarm.clear();
    bytes = 0;
  };
  const changed = (change: Change) => {
    seen++;
    recent.push(change);
    if (recent.length > CHANGES_REMEMBERED) recent.shift();
    if (change === 'all') return clear();
    byFarm.take(change).forEach(drop);
    for (const key of [...ofEveryFarm]) {
      const entry = entries.get(key);
      if (entry) drop(entry.tag);
    }
  };
  /** Whether a change seen after `since` touches an answer that read `farms`. */
  const touchedSince = (since: number, farms: number[] | 'every') => {
    const missed = seen - since;
    if (missed === 0) return false;
    if (missed > recent.length) return true;
    const read = farms === 'every' ? null : new Set(farms);
    return recent.slice(-missed).some((c) => c === 'all' || read == null || read.has(c));
  };

  const heard = (payload: string) => {
    const moved = stockOf(payload);
    if (!moved) return changed(changeOf(payload));
    if (!stock.set(moved.id, moved.consumer, moved.wholesale)) changed('all');
  };
  const listener = await opts.database.listen(CATALOG_CHANNEL, heard, (up) => {
    listening = up;
    changed('all');
  });
  app.addHook('onClose', async () => {
    await listener.stop();
  });

  /** The answer's key: the viewer's kind (wholesale or not) and the URL. */
  const keyOf = async (req: FastifyRequest) => {
    if (req.method !== 'GET' || !req.routeOptions.config.publicCache || !listening) return null;
    // An unknown or expired token is a visitor's, a disabled account's is refused (as the route would).
    if (req.headers.accesstoken != null) await req.server.optionalUser(req);
    // Shared by all who see the same catalogue (catalog/params.ts viewerOf): wholesale buyers, or everyone else.
    return `${catalogueViewerType(req.user?.userType) == null ? 'retail' : 'wholesale'} ${req.url}`;
  };
  const fresh = (entry: Entry | null | undefined): entry is Entry => {
    const now = opts.now().getTime();
    return entry != null && entry.from <= now && now < entry.until;
  };

  type Waiting = { key: string; resolve: (e: Entry | null) => void; seen: number; stockSeen: number };
  const building = new WeakMap<FastifyRequest, Waiting>();

  /** Adds to an entry's bytes (and the cache's, when it is in it). */
  const grow = (entry: Entry, by: number) => {
    if (entries.get(entry.key) === entry) bytes += by;
    entry.bytes += by;
  };
  /** The kept answer with the stock as last heard of: patched once per change, not per request. */
  const withLiveStock = (entry: Entry) => {
    if (!stock.movedSince(entry.items, entry.stockSeen)) return entry;
    const body = stock.patch(entry.body, entry.wholesale);
    grow(entry, body.length - entry.body.length - encodedBytes(entry));
    entry.body = body;
    entry.encoded = {};
    entry.stockSeen = stock.seq;
    return entry;
  };
  /** Sends a kept answer, compressed when the request accepts it (once per encoding and version). */
  const sendKept = (req: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply
      .header('content-type', entry.contentType)
      .header('x-cache', 'hit')
      .header('vary', 'accept-encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(entry.body);
    let body = entry.encoded[encoding];
    if (!body) {
      body = entry.encoded[encoding] = compress(entry.body, encoding);
      grow(entry, body.length);
    }
    return reply.header('content-encoding', encoding).send(body);
  };

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const key = await keyOf(req);
    if (key == null) return;
    const kept = entries.get(key);
    if (fresh(kept)) {
      counters.hits++;
      entries.delete(key);
      entries.set(key, kept);
      return sendKept(req, reply, withLiveStock(kept));
    }
    // Its windows changed since it was built: only this answer is built again.
    if (kept) remove(kept);
    const inFlight = pending.get(key);
    if (inFlight) {
      const built = await inFlight;
      if (fresh(built)) {
        counters.hits++;
        return sendKept(req, reply, withLiveStock(built));
      }
    }
    counters.misses++;
    let resolve!: (e: Entry | null) => void;
    const promise = new Promise<Entry | null>((r) => (resolve = r));
    pending.set(key, promise);
    building.set(req, { key, resolve, seen, stockSeen: stock.seq });
    reply.header('x-cache', 'miss');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // A change made through this process shows in the writer's next answer: its notifications,
    // sent at its commit, are in before its answer leaves (they drop what it changed, no more).
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400 && changesCatalog(req.url))
      await listener.sync().catch(() => changed('all'));
    const waiting = building.get(req);
    if (!waiting) return payload;
    building.delete(req);
    const { key } = waiting;
    pending.delete(key);
    const reads = recordedReads(req);
    const farms = reads?.anyFarm ? 'every' : [...(reads?.farms ?? [])];
    reply.header('vary', 'accept-encoding');
    const encoding = reply.statusCode === 200 ? pickEncoding(req.headers['accept-encoding']) : undefined;
    // The answer's bytes, made once for the compressor and the kept entry both.
    const raw = typeof payload === 'string' ? Buffer.from(payload) : undefined;
    const encoded = encoding && raw ? compress(raw, encoding) : undefined;
    if (encoding && encoded) reply.header('content-encoding', encoding);
    const keep =
      reply.statusCode === 200 &&
      raw !== undefined &&
      raw.length <= MAX_BODY_BYTES &&
      !touchedSince(waiting.seen, farms);
    if (!keep) {
      waiting.resolve(null);
      return encoded ?? payload;
    }
    const body = raw;
    const items = [...new Set(reads?.items)];
    if (opts.strict) {
      const recorded = new Set(items);
      visitItems(JSON.parse(body.toString()), (item) => {
        if (!recorded.has(item._id))
          throw new Error(`${req.url}: shows item ${item._id} that its route did not record (toInventory)`);
      });
    }
    const entry: Entry = {
      key,
      tag: { key },
      body,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      from: reads?.builtAt ?? opts.now().getTime(),
      until: reads?.validUntil() ?? Number.POSITIVE_INFINITY,
      farms,
      bytes: body.length + overheadOf(key, farms) + items.length * 8,
      items,
      wholesale: catalogueViewerType(req.user?.userType) != null,
      stockSeen: waiting.stockSeen,
      encoded: encoding && encoded ? { [encoding]: encoded } : {},
    };
    entry.bytes += encodedBytes(entry);
    const old = entries.get(key);
    if (old) remove(old);
    entries.set(key, entry);
    bytes += entry.bytes;
    if (farms === 'every') ofEveryFarm.add(key);
    else byFarm.add(entry.tag, farms);
    // Least recently used goes first.
    for (const oldest of entries.values()) {
      if (bytes <= opts.maxBytes) break;
      remove(oldest);
    }
    byFarm.tidy(() => entries.values());
    waiting.resolve(entries.has(key) ? entry : null);
    return encoded ?? payload;
  });
  // A request that fails before onSend (a closed socket) must not leave others waiting.
  app.addHook('onResponse', async (req) => {
    const waiting = building.get(req);
    if (!waiting) return;
    building.delete(req);
    pending.delete(waiting.key);
    waiting.resolve(null);
  });

  return {
    clear: () => changed('all'),
    stats: () => ({ entries: entries.size, bytes, ...counters }),
  };
}

/** Calls that never change what a catalogue answer is built from: carts, accounts, card tokens, sign-ups. */
const NEUTRAL =
  /^\/api\/(addCart\/|user\/(login|logout|addCard|removeCard|cardChange|addAddress|editAddress|changpassword|forgetpassword|resetpassword|validateresettoken)\b|payments\/tokens|newsletter\/|recipes\/viewRecipes)/;
const changesCatalog = (url: string) => !NEUTRAL.test(url);

/** The bytes of an entry's compressed copies. */
const encodedBytes = (entry: Entry) =>
  Object.values(entry.encoded).reduce((sum, body) => sum + (body?.length ?? 0), 0);
