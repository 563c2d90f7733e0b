/**
 * The items whose words match a search query, kept per process and per farm (issue 29, ADRs 012, 017 and 018;
 * the key is the query a text reads as, so the texts that read alike share them, and each search weighs them by
 * its own text's relevance). Which of a farm's items a text matches depends on the farm's items' words alone,
 * not on the buyer's zip, the page or the filters, so once a search at a zip has read a farm's matches they
 * serve every later search of the text at any zip that farm reaches: a search reads only the reaching farms it
 * has not read yet (or that changed since), by (farm, lexeme) as ADR 016 reads them, and tests the live
 * rules on the rest in the process. Nothing reads a text's matches across the country: a text asked once
 * costs one search, a text asked at many zips costs each farm's matches once.
 *
 * With each match is kept what a search filters and orders by (its relevance to the text, category, prices
 * and the rules it met: shown, buyable, the ways it is sold), so a search at a zip pages through them in the
 * process and reads only its page's rows.
 *
 * A farm's items change words (an item added, renamed, moved or removed), prices, status or whether they
 * are in stock only with a change that notifies `f:<farm id>` on `catalog_changed` (migrations 0022 and
 * 0035; a change of stock alone notifies `s:` and changes none of them). Each farm's kept matches remember
 * the change number at which they were read; a farm changed since is read again at its next search, so a
 * renamed item drops out at once. While the LISTEN connection is down nothing kept is used (a change could
 * be missed); once it is back everything kept is forgotten.
 *
 * Bounded by bytes, the least recently searched text first.
 */
import type { Database, Listener } from '../../db/client';

/**
 * One item a text matches, with what a search filters and orders it by, as it was when read. Each of these
 * changes only with a change that notifies `f:<farm id>` (a price, a status, the item running out or coming
 * back, its words, its ways: ADR 011), after which the farm's items are read again.
 */
export interface MatchRow {
  id: number;
  farmId: number;
  /**
   * The item's text (its search_text) as a 52-bit hash: what its relevance to a search text depends on, so texts
   * read as the same query share the matches and each weighs them (ADR 018).
   */
  text: number;
  /**
   * The search text's relevance to the item in tenths (the search's `relevance` times ten): not kept, set by the
   * search that takes the row (0 until then).
   */
  relevance: number;
  category: number;
  consumerPriceCents: number;
  wholesalePriceCents: number;
  /** The rules the item met when read (MatchFlag), as tested in SQL by catalog/queries.ts. */
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

/**
 * Reads the matches of the text among `farmIds` (every match of each of them, whatever the rules), in farm
 * order: packed (PACKED_MATCH_BYTES each, as the database sends them) or as rows.
 */
export type Read = (farmIds: readonly number[]) => Promise<MatchRow[] | Uint8Array>;

/** A text's matches among the farms asked for. */
export interface Among {
  rows: MatchRow[];
  /** How many of the farms were read (not kept, or changed since): 0 when all came from what was kept. */
  read: number;
}

export interface SearchMatches {
  /**
   * The matches of `key`'s text among `farms`: each farm's kept matches when it has not changed since they were
   * read, the others' read by `read` (and kept). Null while nothing may be kept (the notifications are not
   * heard): the caller searches as if nothing were kept.
   */
  among(key: string, farms: Iterable<number>, read: Read): Promise<Among | null>;
  /**
   * What is remembered of a search text (ADR 018), the least recently searched of TEXTS_REMEMBERED first: the
   * query it reads as, and its relevance to each item text met (by MatchRow.text). Neither changes with the
   * catalogue: nothing drops them.
   */
  remembered(text: string): RememberedText;
  /** Queries (`texts`) and farms kept; farms' matches taken as kept (`hits`) and read (`misses`) since the start. */
  stats(): { texts: number; farms: number; bytes: number; hits: number; misses: number };
  stop(): Promise<void>;
}

/** What a process remembers of a search text (SearchMatches.remembered). */
export interface RememberedText {
  /** The query its words read as (the key of its kept matches), once found. */
  query?: string;
  /**
   * Its relevance to each item text met, by MatchRow.text, in tenths: as `withWords * 32 + without`, with and
   * without the 0.3 it adds for an item matching the text's words as written.
   */
  weights: Map<number, number>;
}

/** Search texts remembered per process; a text's weights past WEIGHTS_MOST are forgotten and found again. */
const TEXTS_REMEMBERED = 10_000;
const WEIGHTS_MOST = 50_000;

/**
 * The bytes of one match packed (Read may answer so): id, farm, consumer and wholesale price as 4-byte
 * integers, category and flags as 2-byte ones and the text's hash as an 8-byte one (below 2^52), big-endian
 * (PostgreSQL's int4send, int2send and int8send), the matches one after another in farm order.
 */
export const PACKED_MATCH_BYTES = 28;
/** The text hashes' bound: a JavaScript number holds them exactly. */
export const TEXT_HASH_BITS = 52;

/** `rows` packed as the database sends them (service.ts packedMatches), in farm order. */
export function packMatches(rows: readonly MatchRow[]): Uint8Array {
  const inOrder = rows.every((r, i) => i === 0 || rows[i - 1]!.farmId <= r.farmId);
  const sorted = inOrder ? rows : [...rows].sort((a, b) => a.farmId - b.farmId);
  const bytes = new Uint8Array(sorted.length * PACKED_MATCH_BYTES);
  const view = new DataView(bytes.buffer);
  sorted.forEach((m, i) => {
    const at = i * PACKED_MATCH_BYTES;
    view.setInt32(at, m.id);
    view.setInt32(at + 4, m.farmId);
    view.setInt32(at + 8, m.consumerPriceCents);
    view.setInt32(at + 12, m.wholesalePriceCents);
    view.setInt16(at + 16, m.category);
    view.setInt16(at + 18, m.flags);
    view.setInt32(at + 20, Math.floor(m.text / 2 ** 32));
    view.setUint32(at + 24, m.text % 2 ** 32);
  });
  return bytes;
}

/** Appends the packed matches in `view` from byte `start` to `end` to `rows`. */
function unpack(view: DataView, rows: MatchRow[], start = 0, end = view.byteLength) {
  for (let p = start; p < end; p += PACKED_MATCH_BYTES)
    rows.push({
      id: view.getInt32(p),
      farmId: view.getInt32(p + 4),
      consumerPriceCents: view.getInt32(p + 8),
      wholesalePriceCents: view.getInt32(p + 12),
      category: view.getInt16(p + 16),
      flags: view.getInt16(p + 18),
      text: view.getInt32(p + 20) * 2 ** 32 + view.getUint32(p + 24),
      relevance: 0,
    });
  return rows;
}

/**
 * One read's matches, packed, shared by the farms read: an array per farm cost some 260 bytes each beside its
 * matches (most farms match a text with a few items, or none).
 */
interface Chunk {
  view: DataView;
  /** The farms whose kept matches are in it: once none, its bytes are given back. */
  farms: number;
}

/** One farm's kept matches of a text. */
interface FarmMatches {
  /** The change number when they were read: the farm changed after it is read again. */
  seq: number;
  /** Where they are (none: the farm has no match). */
  chunk: Chunk | null;
  start: number;
  end: number;
}

interface Entry {
  farms: Map<number, FarmMatches>;
  /** Its farms' FARM_BYTES and the bytes of the chunks they are in. */
  bytes: number;
}

const ENTRY_OVERHEAD = 256;
/** A farm's kept matches beside their bytes: a map entry and an object (about 93 measured). */
const FARM_BYTES = 100;

/**
 * The most one text keeps (a text matching nearly everything, 'a', at every farm): past it the farms read are
 * given to the search and not kept.
 */
const TEXT_BYTES_MOST = 4 << 20;

export async function keepSearchMatches(
  database: Database,
  channel: string,
  maxBytes: number,
  { textBytesMost = TEXT_BYTES_MOST }: { textBytesMost?: number } = {},
): Promise<SearchMatches> {
  const entries = new Map<string, Entry>();
  /** Per text, the farms whose matches a search is reading now, and that read: other searches wait for it. */
  const reading = new Map<string, Map<number, Promise<unknown>>>();
  /** The change number at which each farm last changed. */
  const changedAt = new Map<number, number>();
  let seq = 0;
  /** Counts the times everything was forgotten: a read begun before is not kept. */
  let era = 0;
  let bytes = 0;
  let keptFarms = 0;
  let listening = false;
  const counters = { hits: 0, misses: 0 };
  const texts = new Map<string, RememberedText>();

  const forget = () => {
    entries.clear();
    reading.clear();
    changedAt.clear();
    bytes = 0;
    keptFarms = 0;
    era++;
  };
  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
    keptFarms -= e.farms.size;
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
   * Keeps `packed` (matches of `farmIds`, in farm order) in `key`'s entry as each farm's, read at change number
   * `started`; a farm of `farmIds` with none keeps that it has none. Throws when a farm's matches are apart.
   */
  const keep = (key: string, farmIds: readonly number[], packed: Uint8Array, started: number) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { farms: new Map(), bytes: ENTRY_OVERHEAD + key.length * 2 };
      bytes += entry.bytes;
    } else entries.delete(key);
    entries.set(key, entry);
    const sizeBefore = entry.bytes;
    // Its own copy: a small bytea may be a view of the driver's shared buffer.
    const bytesOf = new Uint8Array(packed);
    const chunk: Chunk = { view: new DataView(bytesOf.buffer), farms: 0 };
    const ranges = new Map<number, [number, number]>();
    for (let start = 0; start < packed.byteLength;) {
      const farm = chunk.view.getInt32(start + 4);
      let end = start + PACKED_MATCH_BYTES;
      while (end < packed.byteLength && chunk.view.getInt32(end + 4) === farm) end += PACKED_MATCH_BYTES;
      if (ranges.has(farm)) throw new Error(`The matches of '${key}' came out of farm order`);
      ranges.set(farm, [start, end]);
      start = end;
    }
    const release = (kept: FarmMatches) => {
      if (kept.chunk && --kept.chunk.farms === 0) entry.bytes -= kept.chunk.view.byteLength;
    };
    for (const farm of farmIds) {
      const before = entry.farms.get(farm);
      if (before) release(before);
      else if (entry.bytes + FARM_BYTES > textBytesMost) continue;
      else {
        entry.bytes += FARM_BYTES;
        keptFarms++;
      }
      const range = ranges.get(farm);
      if (range && chunk.farms++ === 0) entry.bytes += chunk.view.byteLength;
      entry.farms.set(farm, {
        seq: started,
        chunk: range ? chunk : null,
        start: range?.[0] ?? 0,
        end: range?.[1] ?? 0,
      });
    }
    bytes += entry.bytes - sizeBefore;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  /** The kept matches of `key` at `farm` that are still good (the farm has not changed since they were read). */
  const keptAt = (key: string, farm: number) => {
    const kept = entries.get(key)?.farms.get(farm);
    return kept && (changedAt.get(farm) ?? 0) <= kept.seq ? kept : null;
  };

  /** Reads the matches of `farmIds` and keeps them; while it runs, other searches of `key` wait for it. */
  const readAndKeep = (key: string, farmIds: number[], read: Read) => {
    const started = seq;
    const startedEra = era;
    const done = read(farmIds).then((found) => {
      const packed = found instanceof Uint8Array ? found : packMatches(found);
      // Kept only when nothing was forgotten meanwhile (the notifications went down: a change could be missed).
      if (listening && era === startedEra) keep(key, farmIds, packed, started);
      return packed;
    });
    let ofKey = reading.get(key);
    if (!ofKey) reading.set(key, (ofKey = new Map()));
    for (const farm of farmIds) ofKey.set(farm, done);
    const settled = () => {
      for (const farm of farmIds) if (ofKey.get(farm) === done) ofKey.delete(farm);
      if (!ofKey.size && reading.get(key) === ofKey) reading.delete(key);
    };
    done.then(settled, settled);
    return done;
  };

  return {
    async among(key, farms, read) {
      if (!listening) return null;
      const rows: MatchRow[] = [];
      const take = (kept: FarmMatches) => {
        if (kept.chunk) unpack(kept.chunk.view, rows, kept.start, kept.end);
      };
      const missing: number[] = [];
      /** Farms another search of the text is reading now: their matches are taken once it has kept them. */
      const awaited: number[] = [];
      const others = new Set<Promise<unknown>>();
      let asked = 0;
      for (const farm of farms) {
        asked++;
        const kept = keptAt(key, farm);
        const other = kept ? undefined : reading.get(key)?.get(farm);
        if (kept) take(kept);
        else if (other) {
          awaited.push(farm);
          others.add(other);
        } else missing.push(farm);
      }
      const entry = entries.get(key);
      if (entry) {
        // The most recently searched text is the last to go.
        entries.delete(key);
        entries.set(key, entry);
      }
      const unpackAll = (packed: Uint8Array) =>
        unpack(new DataView(packed.buffer, packed.byteOffset, packed.byteLength), rows);
      let readCount = 0;
      if (missing.length) {
        const ours = readAndKeep(key, missing, read);
        await Promise.allSettled(others);
        unpackAll(await ours);
        readCount += missing.length;
      } else await Promise.allSettled(others);
      // What the other searches kept (a read that failed, or was not kept, is done again here).
      const left: number[] = [];
      for (const farm of awaited) {
        const kept = keptAt(key, farm);
        if (kept) take(kept);
        else left.push(farm);
      }
      if (left.length) {
        unpackAll(await readAndKeep(key, left, read));
        readCount += left.length;
      }
      counters.hits += asked - readCount;
      counters.misses += readCount;
      return { rows, read: readCount };
    },
    remembered(text) {
      let memo = texts.get(text);
      if (memo) texts.delete(text);
      else if (texts.size >= TEXTS_REMEMBERED) texts.delete(texts.keys().next().value!);
      if (!memo || memo.weights.size > WEIGHTS_MOST) memo = { query: memo?.query, weights: new Map() };
      texts.set(text, memo);
      return memo;
    },
    stats: () => ({ texts: entries.size, farms: keptFarms, bytes, ...counters }),
    stop: () => listener.stop(),
  };
}
