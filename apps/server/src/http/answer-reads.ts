/**
 * What a catalogue answer was built from, so the kept answer (http/public-cache.ts, ADR 007) is
 * dropped only by the changes that touch it and only when its order windows change:
 * - the farms whose items it read (an item, its stock or price, a farm's photos, a capped slot's
 *   orders notify `f:<farm id>`);
 * - whether it read items of farms it cannot name (search without a zip): any farm's change drops it;
 * - the soonest instant one of its order windows opens or closes (SPEC 4), after which it is built
 *   again; the clock alone no longer empties the cache.
 * Every other table an answer reads (farms' listing, distributions, markets) notifies without a key,
 * which drops every answer. The loaders of catalog/queries.ts and search record their reads here
 * through the Viewer, so a route cannot forget to.
 */
import type { FastifyRequest } from 'fastify';
import { previewWindow, windowTransitions, type ZonedOrderingWindow as Window } from '@lfm/core';

const WEEK_MINUTES = 7 * 1440;
const mod = (m: number) => ((m % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;

export class AnswerReads {
  readonly farms = new Set<number>();
  /**
   * The items it shows with their stock (every InventoryDto is made by catalog/dto.ts `toInventory`, which
   * records it here), so a kept answer's stock is patched without reading the answer again to find them.
   */
  readonly items: number[] = [];
  /** It read items of farms it did not name: every farm's change drops it. */
  anyFarm = false;
  /** Per time zone, the window that changes first (in local week minutes ahead) and how far ahead. */
  private readonly soonest = new Map<string, { ahead: number; window: Window }>();

  constructor(private readonly now: Date) {}

  /** The instant (ms) the answer's window states were worked out at. */
  get builtAt() {
    return this.now.getTime();
  }

  farm(ids: Iterable<number>) {
    for (const id of ids) this.farms.add(id);
  }

  item(id: number) {
    this.items.push(id);
  }

  everyFarm() {
    this.anyFarm = true;
  }

  /** A window whose state the answer shows, seen at local `day` and `minutes` in its zone. */
  window(w: Window, local: { day: number; minutes: number }) {
    const { open, close } = windowTransitions(w);
    const base = local.day * 1440 + local.minutes;
    // The first minute k >= 1 ahead whose local week minute is a transition (both or neither are null).
    if (open == null || close == null) return;
    const ahead = Math.min(mod(open - base - 1) + 1, mod(close - base - 1) + 1);
    const kept = this.soonest.get(w.timeZone);
    if (!kept || ahead < kept.ahead) this.soonest.set(w.timeZone, { ahead, window: w });
  }

  /** The instant (ms) the first of the answer's windows opens or closes; Infinity when none will. */
  validUntil(): number {
    let until = Number.POSITIVE_INFINITY;
    for (const { window } of this.soonest.values()) {
      // Exact across a daylight-saving change: the core's preview works in the window's zone.
      const p = previewWindow(window, this.now);
      for (const at of [p.nextOpenAt, p.nextCloseAt])
        if (at != null) until = Math.min(until, new Date(at).getTime());
    }
    return until;
  }
}

const byRequest = new WeakMap<FastifyRequest, AnswerReads>();

/** The reads of the answer `req` is building (one per request). */
export function readsOf(req: FastifyRequest, now: Date): AnswerReads {
  let reads = byRequest.get(req);
  if (!reads) {
    reads = new AnswerReads(now);
    byRequest.set(req, reads);
  }
  return reads;
}

/** The reads recorded for `req`, if its route built a catalogue answer. */
export const recordedReads = (req: FastifyRequest) => byRequest.get(req);
