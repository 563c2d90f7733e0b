import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Counter {
  hits: number;
  lastHitAt: Date;
  resetAt: Date;
}

/**
 * Counts one hit on `key` in one statement (an upsert), so two processes counting at once both
 * count. A fixed window starts with the first hit; `sliding` pushes its end on every hit
 * instead (failures forgotten only after `windowMs` of quiet).
 */
export async function hit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
  { sliding = false } = {},
): Promise<Counter> {
  const end = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, lastHitAt: now, resetAt: end })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        lastHitAt: now,
        resetAt: sliding ? end : sql`case when ${expired} then ${end} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, lastHitAt: rateLimits.lastHitAt, resetAt: rateLimits.resetAt });
  return row!;
}

/** The live counters of some keys (expired ones are left out), by key. */
export async function peek(db: Db, keys: string[], now: Date): Promise<Map<string, Counter>> {
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
  return new Map(rows.filter((r) => r.resetAt > now).map((r) => [r.key, r]));
}

export async function clear(db: Db, keys: string[]) {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Counters whose window ended a day ago: nothing reads them any more (run by the job runner). */
export async function pruneCounters(db: Db, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - 86_400_000)));
}

/**
 * A store for @fastify/rate-limit backed by the rate_limits table instead of the plugin's
 * in-memory LRU: limits hold across every server process on the database (issue 17.3).
 */
export function databaseStore(deps: Pick<AppDeps, 'database' | 'clock'>): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const now = deps.clock.now();
      hit(deps.database.db, `http:${key}`, timeWindow, now).then(
        (c) => callback(null, { current: c.hits, ttl: Math.max(0, c.resetAt.getTime() - now.getTime()) }),
        (err: Error) => callback(err),
      );
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
