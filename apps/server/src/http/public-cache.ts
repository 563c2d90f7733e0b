/**
 * The shared answers of the catalogue, kept for visitors (issue 14.3): the same page of 'order now'
 * by zip, a farm, a market or a product is asked by every visitor, and building it reads the
 * database each time. A route opts in with `config: { publicCache: true }`: its GET answers are kept
 * per kind of viewer. A signed-in buyer's prices, units and delivery options follow their user type
 * and nothing else of theirs (catalog/params.ts `viewerOf`), so every buyer of a type shares the
 * answers of that type, and visitors theirs; the access token is looked up here, once per request
 * (auth-plugin.ts), to know the type.
 *
 * Correct invalidation: the database tells every process when the catalogue changes. A migration
 * (0012, row triggers since 0015) puts triggers on the tables an answer is built from (farms,
 * inventory, distributions, markets, farm photos, orders: slot fullness) that NOTIFY
 * `catalog_changed`; PostgreSQL delivers it at commit, to every server process LISTENing, whoever
 * wrote (a request, a job, another process, psql). Each process then empties its cache. While the
 * LISTEN connection is down nothing is served from the cache. Answers also expire at the end of the
 * minute they were built in, since order windows open and close with the clock.
 *
 * A miss computes once: concurrent requests for the same answer wait for the first one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

export const CATALOG_CHANNEL = 'catalog_changed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers for visitors may be kept and shared (http/public-cache.ts). */
    publicCache?: boolean;
  }
}

interface Entry {
  body: string;
  contentType: string;
  /** The clock's minute it was built in: it is stale once the minute is over. */
  minute: number;
}

export interface PublicCache {
  /** Forget every answer (the catalogue changed). */
  clear(): void;
  /** Answers kept, and how they were served since start (for tests and /api/health-like probes). */
  stats(): { entries: number; hits: number; misses: number; clears: number };
}

/** Answers kept at most; the least recently used goes first. */
const MAX_ENTRIES = 2000;
/** A larger answer is not kept (issue 14: no answer is over 100 kB anyway). */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Installs the cache's hooks on the root instance (so they see every route's config) and LISTENs
 * for catalogue changes on `database`. Returns null when turned off (PUBLIC_CACHE=false).
 */
export async function installPublicCache(
  app: FastifyInstance,
  opts: { database: Database; now: () => Date; enabled: boolean },
): Promise<PublicCache | null> {
  if (!opts.enabled) return null;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  const counters = { hits: 0, misses: 0, clears: 0 };
  /** Bumped by every change: an answer built before a change is not kept after it. */
  let generation = 0;
  /** False while the LISTEN connection is down: changes could be missed, so nothing is served. */
  let listening = false;

  const clear = () => {
    generation++;
    counters.clears++;
    entries.clear();
  };
  const stopListening = await opts.database.listen(CATALOG_CHANNEL, clear, (up) => {
    listening = up;
    clear();
  });
  app.addHook('onClose', async () => {
    await stopListening();
  });

  const minuteOf = () => Math.floor(opts.now().getTime() / 60_000);
  /** The answer's key: the viewer's kind (visitor, or the signed-in user's type) and the URL. */
  const keyOf = async (req: FastifyRequest) => {
    if (req.method !== 'GET' || !req.routeOptions.config.publicCache || !listening) return null;
    // An unknown or expired token is a visitor's, a disabled account's is refused (as the route would).
    if (req.headers.accesstoken != null) await req.server.optionalUser(req);
    return `${req.user ? `type ${req.user.userType}` : 'visitor'} ${req.url}`;
  };

  type Waiting = { key: string; resolve: (e: Entry | null) => void; generation: number };
  const building = new WeakMap<FastifyRequest, Waiting>();

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const key = await keyOf(req);
    if (key == null) return;
    const minute = minuteOf();
    const kept = entries.get(key);
    if (kept && kept.minute === minute) {
      counters.hits++;
      // Least recently used goes first: a hit moves to the end.
      entries.delete(key);
      entries.set(key, kept);
      return sendKept(reply, kept);
    }
    const inFlight = pending.get(key);
    if (inFlight) {
      const built = await inFlight;
      if (built && built.minute === minute) {
        counters.hits++;
        return sendKept(reply, built);
      }
    }
    counters.misses++;
    let resolve!: (e: Entry | null) => void;
    const promise = new Promise<Entry | null>((r) => (resolve = r));
    pending.set(key, promise);
    building.set(req, { key, resolve, generation });
    reply.header('x-cache', 'miss');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // A change made through this process shows in the next answer at once, before its own
    // NOTIFY comes back: the writer's next request never sees the old catalogue.
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400 && changesCatalog(req.url))
      clear();
    const waiting = building.get(req);
    if (!waiting) return payload;
    building.delete(req);
    const { key } = waiting;
    pending.delete(key);
    const keep =
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      payload.length <= MAX_BODY_BYTES &&
      waiting.generation === generation;
    if (!keep) {
      waiting.resolve(null);
      return payload;
    }
    const entry: Entry = {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      minute: minuteOf(),
    };
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    waiting.resolve(entry);
    return payload;
  });
  // A request that fails before onSend (a closed socket) must not leave others waiting.
  app.addHook('onResponse', async (req) => {
    const waiting = building.get(req);
    if (!waiting) return;
    building.delete(req);
    pending.delete(waiting.key);
    waiting.resolve(null);
  });

  return { clear, stats: () => ({ entries: entries.size, ...counters }) };
}

/** Calls that never change what a catalogue answer is built from: carts, accounts, card tokens, sign-ups. */
const NEUTRAL =
  /^\/api\/(addCart\/|user\/(login|logout|addCard|removeCard|cardChange|addAddress|editAddress|changpassword|forgetpassword|resetpassword|validateresettoken)\b|payments\/tokens|newsletter\/|recipes\/viewRecipes)/;
const changesCatalog = (url: string) => !NEUTRAL.test(url);

function sendKept(reply: FastifyReply, entry: Entry) {
  return reply.header('content-type', entry.contentType).header('x-cache', 'hit').send(entry.body);
}
