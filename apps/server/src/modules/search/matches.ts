/**
 * The items whose words match a search text, kept per process (issue 29, ADR 012). Which items a text
 * matches depends on the items' words alone, not on the buyer's zip, the page or the filters, so it is
 * found once per text and kept; a search then tests the live rules (listed, in stock, visible, sold the
 * way the farm reaches the zip, price) on the matches of the farms that reach the buyer: a few hundred
 * rows by their keys, where reading the text indexes found every match in the country each time (71,000
 * for 'tomato' at 1,000,000 items, about 26 ms of a 40 ms statement at a busy zip).
 *
 * With each match is kept what a search filters and orders by (its relevance to the text, category,
 * prices and the rules it met: shown, buyable, the ways it is sold), so a search at a zip pages through
 * them in the process and reads only its page's rows.
 *
 * A farm's items change words (an item added, renamed, moved or removed), prices, status or whether they
 * are in stock only with a change that notifies `f:<farm id>` on `catalog_changed` (migrations 0022 and
 * 0035; a change of stock alone notifies `s:` and changes none of them). Each kept text remembers the
 * change number it was found at; the kept matches of a farm changed since are left out and the farm's
 * items are searched afresh, live, so a renamed item drops out at once. A text with many farms changed
 * since is found again. While the LISTEN connection is down nothing kept is used (a change could be missed); once it is
 * back everything kept is forgotten.
 *
 * Bounded by bytes, least recently used first.
 */
import type { Database, Listener } from '../../db/client';

/**
 * One item a text matches, with what a search filters and orders it by, as it was when found. Each of these
 * changes only with a change that notifies `f:<farm id>` (a price, a status, the item running out or coming
 * back, its words, its ways: ADR 011), after which the farm's items are read live.
 */
export interface MatchRow {
  id: number;
  farmId: number;
  /** The text's relevance to the item in tenths (the search's `relevance` times ten). */
  relevance: number;
  category: number;
  consumerPriceCents: number;
  wholesalePriceCents: number;
  /** The rules the item met when found (MatchFlag), as tested in SQL by catalog/queries.ts. */
  flags: number;
}

/** The bits of MatchRow.flags. */
export const MatchFlag = {
  /** Shown to a viewer who asked for test products (published). */
  visibleWithTests: 1,
  /** Shown to everyone else (published, not a test product). */
  visible: 2,
  buyableRetail: 4,
  buyableWholesale: 8,
  soldByPickup: 16,
  soldByDelivery: 32,
  soldByShipping: 64,
} as const;

/** What a search asks of the kept matches: the farms reaching the buyer, or every farm (no zip). */
export interface Candidates {
  /** The kept matches of the reaching farms that did not change since they were found. */
  rows: MatchRow[];
  /** Reaching farms changed since: their items are searched live. */
  farmsChanged: number[];
}

interface Entry {
  /** The text matches more than a kept text may hold: searches read the indexes (found once, kept as such). */
  broad: boolean;
  ids: Int32Array;
  farms: Int32Array;
  consumer: Int32Array;
  wholesale: Int32Array;
  category: Int16Array;
  relevance: Uint8Array;
  flags: Uint8Array;
  /**
   * Where each farm's matches are (the arrays are in farm order): a search at a zip takes its few hundred
   * reaching farms' slices instead of testing every match of the text in the country (35,000 for 'tomatoe').
   */
  byFarm: Map<number, Slice>;
  /** The change number when the finding started: a farm changed after it is searched live. */
  seq: number;
  bytes: number;
}

/** Where one farm's matches are in an entry's arrays. */
interface Slice {
  start: number;
  end: number;
}

/** An entry's arrays, one per kept field of a match. */
const COLUMNS = ['ids', 'farms', 'consumer', 'wholesale', 'category', 'relevance', 'flags'] as const;

/** Appends the matches of `slice` to `rows`. */
function pushSlice(entry: Entry, { start, end }: Slice, rows: MatchRow[]) {
  for (let i = start; i < end; i++)
    rows.push({
      id: entry.ids[i]!,
      farmId: entry.farms[i]!,
      relevance: entry.relevance[i]!,
      category: entry.category[i]!,
      consumerPriceCents: entry.consumer[i]!,
      wholesalePriceCents: entry.wholesale[i]!,
      flags: entry.flags[i]!,
    });
  return rows;
}

export interface SearchMatches {
  /**
   * The candidates of `key`'s text among `reaching` farms (all farms when null). Null when they are not
   * kept (then `find`, every item's id and farm whose words match, keeps them in the background once the
   * text has been asked FIND_FROM_ASK times, one text at a time), when nothing may be kept now (the
   * notifications are not heard) or when there would be more than `most` candidates.
   */
  candidates(key: string, reaching: Set<number> | null, find: Find, most: number): Promise<Candidates | null>;
  stats(): { texts: number; bytes: number; hits: number; misses: number };
  stop(): Promise<void>;
}

/**
 * The items whose words match a text, at most `limit`; with `farmIds`, those farms' only (a kept text brought
 * up to date after its farms' changes). In farm order, so that keeping them sorts nothing.
 */
export type Find = (limit: number, farmIds?: readonly number[]) => Promise<MatchRow[] | Uint8Array>;

/**
 * The bytes of one match in a packed finding (Find may answer so): id, farm, consumer and wholesale price as
 * 4-byte integers, category, relevance and flags as 2-byte ones, big-endian (PostgreSQL's int4send and
 * int2send), the matches one after another in farm order.
 */
export const PACKED_MATCH_BYTES = 22;

/** Farms changed since a text was found past which its matches are brought up to date (those farms read again). */
const CHANGED_FARMS_MAX = 32;
const ENTRY_OVERHEAD = 256;
/** A kept match's bytes: its id, farm, two prices, category, relevance and flags. */
const MATCH_BYTES = 20;
/** A farm's slice of a text's matches (a map entry and its two ends). */
const FARM_SLICE_BYTES = 64;
/**
 * The most matches one text keeps (4 MB). A text matching more ('a') is remembered as too broad, so it is
 * not found again, and its searches read the indexes: its matches would be a list of keys as long as a scan.
 */
const MATCHES_MOST = 200_000;
/** Texts whose asks are counted until they are found (the count starts again past it). */
const ASKED_MAX = 20_000;
/**
 * The ask of a text from which it is found. A finding reads every match of the text in the country (for a
 * word like 'tomatoes' 95 ms of PostgreSQL, for a typo's trigrams 410 ms on average, during bench:day at
 * 200/s); a search of a text not kept reads the indexes for the reaching farms only, about 40 ms. So a text
 * pays for its finding only when it is asked again and again: found from its second ask, a day's long
 * tail of texts asked a few times took 96 s of PostgreSQL a minute (1.6 of the machine's 2 cores) in
 * findings, and every answer waited behind them.
 */
export const FIND_FROM_ASK = 8;

export async function keepSearchMatches(
  database: Database,
  channel: string,
  maxBytes: number,
  { mostMatches = MATCHES_MOST, findFrom = FIND_FROM_ASK }: { mostMatches?: number; findFrom?: number } = {},
): Promise<SearchMatches> {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  /** Texts not kept, and how often each was asked: the `findFrom`th ask finds it. */
  const asked = new Map<string, number>();
  /**
   * A text's first finding in flight (one at a time: each reads all of a text's matches, and two at once
   * took both of PostgreSQL's cores from the answers). A text due while one runs is found at a later ask.
   */
  let finding: string | null = null;
  /** The change number at which each farm last changed. */
  const changedAt = new Map<number, number>();
  let seq = 0;
  let bytes = 0;
  let listening = false;
  const counters = { hits: 0, misses: 0 };

  const forget = () => {
    entries.clear();
    pending.clear();
    asked.clear();
    changedAt.clear();
    bytes = 0;
  };
  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
  };
  const listener: Listener = await database.listen(
    channel,
    (payload) => {
      const farm = /^f:(\d+)$/.exec(payload);
      if (farm) changedAt.set(Number(farm[1]), ++seq);
      // 's:' moves stock only; a keyless change is of farms, distributions or markets, never of words.
    },
    (up) => {
      listening = up;
      forget();
    },
  );

  /**
   * A text's entry: the slices of `base`'s farms that `keep` accepts, copied as they are (no object per
   * match), then the matches `found`. The arrays need each farm's matches together, not the farms in order:
   * `found` comes in farm order from the database (Find), so nothing is sorted here; out of order (a test's
   * find), it is sorted first.
   */
  const entryOf = (
    key: string,
    found: MatchRow[] | Uint8Array,
    started: number,
    base?: { entry: Entry; keep: (farm: number) => boolean },
  ): Entry => {
    const kept = base ? [...base.entry.byFarm].filter(([farm]) => base.keep(farm)) : [];
    const foundCount = found instanceof Uint8Array ? found.byteLength / PACKED_MATCH_BYTES : found.length;
    const count = kept.reduce((n, [, { start, end }]) => n + end - start, foundCount);
    const broad = count > mostMatches;
    const size = broad ? 0 : count;
    const entry: Entry = {
      broad,
      ids: new Int32Array(size),
      farms: new Int32Array(size),
      consumer: new Int32Array(size),
      wholesale: new Int32Array(size),
      category: new Int16Array(size),
      relevance: new Uint8Array(size),
      flags: new Uint8Array(size),
      byFarm: new Map(),
      seq: started,
      bytes: 0,
    };
    if (!broad) {
      let at = 0;
      for (const [farm, { start, end }] of kept) {
        for (const column of COLUMNS) entry[column].set(base!.entry[column].subarray(start, end), at);
        entry.byFarm.set(farm, { start: at, end: at + end - start });
        at += end - start;
      }
      const slice = (farm: number) => {
        const s = entry.byFarm.get(farm);
        if (!s) entry.byFarm.set(farm, { start: at, end: at + 1 });
        else if (s.end === at) s.end = at + 1;
        else throw new Error(`A finding of '${key}' came out of farm order`);
      };
      if (found instanceof Uint8Array) {
        // Straight from the bytes, in farm order: no object per match.
        const view = new DataView(found.buffer, found.byteOffset, found.byteLength);
        for (let i = 0; i < foundCount; i++, at++) {
          const p = i * PACKED_MATCH_BYTES;
          const farm = view.getInt32(p + 4);
          slice(farm);
          entry.ids[at] = view.getInt32(p);
          entry.farms[at] = farm;
          entry.consumer[at] = view.getInt32(p + 8);
          entry.wholesale[at] = view.getInt32(p + 12);
          entry.category[at] = view.getInt16(p + 16);
          entry.relevance[at] = view.getInt16(p + 18);
          entry.flags[at] = view.getInt16(p + 20);
        }
      } else {
        const inOrder = found.every((r, i) => i === 0 || found[i - 1]!.farmId <= r.farmId);
        for (const r of inOrder ? found : [...found].sort((a, b) => a.farmId - b.farmId)) {
          slice(r.farmId);
          entry.ids[at] = r.id;
          entry.farms[at] = r.farmId;
          entry.consumer[at] = r.consumerPriceCents;
          entry.wholesale[at] = r.wholesalePriceCents;
          entry.category[at] = r.category;
          entry.relevance[at] = r.relevance;
          entry.flags[at] = r.flags;
          at++;
        }
      }
    }
    entry.bytes = size * MATCH_BYTES + entry.byFarm.size * FARM_SLICE_BYTES + key.length * 2 + ENTRY_OVERHEAD;
    return entry;
  };

  /**
   * Finds `key`'s matches in the background and keeps them. With `base` (kept, but many of its farms changed
   * since), only the farms changed since it are read again: a text's matches in the country are read once
   * per process, not again every few dozen farmers' edits (a 35,000-row finding held the event loop for
   * hundreds of milliseconds).
   */
  const build = (key: string, find: Find, base?: Entry) => {
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const started = seq;
    const changed = base ? new Set(changedSince(base, null)) : null;
    if (!base) finding = key;
    const promise = (changed ? find(mostMatches + 1, [...changed]) : find(mostMatches + 1))
      .then((found) => {
        const entry = entryOf(
          key,
          found,
          started,
          changed ? { entry: base!, keep: (farm) => !changed.has(farm) } : undefined,
        );
        if (pending.get(key) === promise && listening) {
          asked.delete(key);
          remove(key);
          entries.set(key, entry);
          bytes += entry.bytes;
          for (const [oldest] of entries) {
            if (bytes <= maxBytes) break;
            remove(oldest);
          }
        }
        return entry;
      })
      .finally(() => {
        if (pending.get(key) === promise) pending.delete(key);
        if (finding === key) finding = null;
      });
    pending.set(key, promise);
    return promise;
  };

  /** The farms of `reaching` (every farm when null) changed since `entry` was found. */
  const changedSince = (entry: Entry, reaching: Set<number> | null) => {
    const changed: number[] = [];
    // The reaching farms are a few hundred; the changed ones may grow to every farm in a day.
    for (const farm of reaching ?? changedAt.keys())
      if ((changedAt.get(farm) ?? 0) > entry.seq) changed.push(farm);
    return changed;
  };

  return {
    async candidates(key, reaching, find, most) {
      if (!listening) return null;
      const entry = entries.get(key);
      if (entry?.broad) {
        counters.hits++;
        return null;
      }
      const farmsChanged = entry ? changedSince(entry, reaching) : [];
      if (!entry || farmsChanged.length > CHANGED_FARMS_MAX) {
        // Found in the background, and only for a text asked often (FIND_FROM_ASK): a search of a text not
        // kept reads the indexes as before, and nobody waits for a finding. A text kept but with many of its
        // farms changed since is brought up to date by reading those farms only.
        counters.misses++;
        const asks = (asked.get(key) ?? 0) + 1;
        if (!entry) {
          if (asked.size >= ASKED_MAX && !asked.has(key)) asked.clear();
          asked.set(key, asks);
        }
        // A finding that fails is not kept, and its count stays: the next ask tries again.
        if (entry || (asks >= findFrom && (finding === null || pending.has(key))))
          void build(key, find, entry).catch(() => {});
        return null;
      }
      counters.hits++;
      entries.delete(key);
      entries.set(key, entry);
      const rows: MatchRow[] = [];
      const changed = new Set(farmsChanged);
      const take = (slice: Slice) => pushSlice(entry, slice, rows).length <= most;
      if (reaching) {
        for (const farm of reaching) {
          const slice = entry.byFarm.get(farm);
          if (slice && !changed.has(farm) && !take(slice)) return null;
        }
      } else for (const [farm, slice] of entry.byFarm) if (!changed.has(farm) && !take(slice)) return null;
      return { rows, farmsChanged };
    },
    stats: () => ({ texts: entries.size, bytes, ...counters }),
    stop: () => listener.stop(),
  };
}
