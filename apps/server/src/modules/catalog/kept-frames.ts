/**
 * The frame of an order-now list, kept per process (issue 29, ADR 013): what a list by zip reads that does
 * not depend on its page or category (the distributions reaching the zip with their farms and markets, the
 * farms' item counts per category, their order windows). Pages 1-5 and each category's tab of the same zip
 * and way share it, so a kept answer's miss for another page or tab reads one page of items instead of
 * the whole list.
 *
 * A frame is as fresh as the kept answers (ADR 007/011): it is kept with the farms it read and the number of
 * the last change heard when its build began, and it is used only while no change heard since touched it: a
 * farm's items, photos or capped slots' orders (`f:<farm id>` on `catalog_changed`) for one of its farms, or
 * anything keyless (a farm's listing, a distribution, a market). A change of stock alone (`s:`) leaves the
 * in-stock flags, hence the counts, as they were. The order windows are kept as rows and their state worked
 * out when a list is built, so the clock never stales a frame. While the LISTEN connection is down nothing
 * is kept or used.
 *
 * Items' rows are kept here too, by id (`items`): the rows of a page the process merged from its farms' kept
 * keys, or of a search's page, so a page whose items were shown before sends no statement for them. A row
 * goes with its farm's change (`f:`), a keyless change, or a change of its stock (`s:<item id>:...`).
 *
 * The pickups' markets are kept here too, by market id, as rows of `ofFarms` that only keyless changes drop (a market
 * notifies without a key): listing.ts `marketsById`.
 *
 * The search keeps here too the farms reaching a zip (search/service.ts `farmsReachingKept`): they read no
 * farm's items, so they name no farm and only keyless changes drop them.
 *
 * Bounded by the number of frames, least recently used first.
 */
import type { Database, Listener } from '../../db/client';

export interface KeptFrames {
  /**
   * `build`'s frame for `key`, kept while no change heard since its build began touched one of the farms it
   * read (`farms`) or anything keyless.
   */
  get<T>(key: string, build: () => Promise<{ frame: T; farms: readonly number[] }>): Promise<T>;
  /**
   * The rows `load` reads for `farmIds`, kept per farm under `kind` (a farm's order windows, its item counts
   * for one kind of list and viewer): only the farms not kept are read, in one call of `load`. Rows that
   * depend on a farm's items (`byItems`) are dropped by `f:<farm id>` too; the others only by keyless changes.
   * A farm whose kept rows are not `enough` for this call (a farm's first items, when a later page needs more
   * of them) is read again with the others.
   */
  ofFarms<T>(
    kind: string,
    farmIds: readonly number[],
    load: (farmIds: number[]) => Promise<T[]>,
    farmOf: (row: T) => number,
    opts: { byItems: boolean; enough?: (rows: readonly T[]) => boolean },
  ): Promise<T[]>;
  /**
   * The rows of items `ids` by id, kept per item: only the items not kept are read, in one call of `load`.
   * A row is used while no change heard since it was read touched its farm (`keysOf`), its stock, or
   * anything keyless. An item `load` does not find is not in the answer.
   */
  items<T>(
    ids: readonly number[],
    load: (ids: number[]) => Promise<T[]>,
    keysOf: (row: T) => ItemKeys,
  ): Promise<Map<number, T>>;
  stats(): { frames: number; farmRows: number; itemRows: number; hits: number; misses: number };
  stop(): Promise<void>;
}

/** What an item's kept row is known by: its id, and its farm, whose change drops it. */
export interface ItemKeys {
  id: number;
  farm: number;
}

interface Entry {
  frame: unknown;
  farms: Int32Array;
  /** The change number heard when its build began: a change numbered after it touches it. */
  seq: number;
}

/**
 * Farms' rows kept at most, of every kind: 10,000 farms' windows, a few kinds of counts and the lists' first items'
 * keys (one row a farm per list and category asked: 0.7 kB at 20 items, 1.9 kB at 100, so 70-190 MB at the
 * bound should every row be a farm's keys).
 */
const FARM_ROWS_MOST = 100_000;
/**
 * Items' rows kept at most (about 1 kB each on the heap: 40 MB). A market day's pages show the first items of the
 * farms reaching busy zips again and again; a bound this size keeps those and lets the rarely asked go.
 */
const ITEM_ROWS_MOST = 40_000;
/** Items whose stock moved remembered, to tell whether a change reached a read under way (more: start afresh). */
const STOCK_MOVES_REMEMBERED = 4096;

export async function keepFrames(
  database: Database,
  channel: string,
  maxFrames: number,
  {
    maxFarmRows = FARM_ROWS_MOST,
    maxItemRows = ITEM_ROWS_MOST,
  }: { maxFarmRows?: number; maxItemRows?: number } = {},
): Promise<KeptFrames> {
  const entries = new Map<string, Entry>();
  /** The change number at which each farm last changed. */
  const changedAt = new Map<number, number>();
  let seq = 0;
  /** The change number of the last keyless change: every frame built before it is stale. */
  let allAt = 0;
  let listening = false;
  const counters = { hits: 0, misses: 0 };

  /** Per kind, per farm: its rows and the change number heard when they were read. */
  const farmRows = new Map<string, Map<number, { rows: unknown[]; seq: number }>>();
  let farmRowsCount = 0;

  /** Items' rows by id, least recently used first, with their farm and the change number heard when read. */
  const itemRows = new Map<number, { row: unknown; farm: number; seq: number }>();
  /** The stock change number at which each item's stock last moved, and before which none is remembered. */
  const stockMoved = new Map<number, number>();
  let stockSeq = 0;
  let stockFloor = 0;

  const forgetAll = () => {
    allAt = ++seq;
    entries.clear();
    changedAt.clear();
    farmRows.clear();
    farmRowsCount = 0;
    itemRows.clear();
  };
  const stockMove = (payload: string) => {
    const id = Number(payload.slice(2, payload.indexOf(':', 2)));
    itemRows.delete(id);
    stockMoved.set(id, ++stockSeq);
    if (stockMoved.size > STOCK_MOVES_REMEMBERED) {
      stockMoved.clear();
      stockFloor = stockSeq;
    }
  };
  const listener: Listener = await database.listen(
    channel,
    (payload) => {
      const farm = /^f:(\d+)$/.exec(payload);
      if (farm) changedAt.set(Number(farm[1]), ++seq);
      else if (payload.startsWith('s:')) stockMove(payload);
      else forgetAll();
    },
    (up) => {
      listening = up;
      forgetAll();
    },
  );

  /** Whether `farm` has not changed since change number `at`. */
  const farmUnchanged = (farm: number, at: number) => (changedAt.get(farm) ?? 0) <= at;
  /** Whether what was read from change number `started` on, while listening, may be kept (no keyless change since). */
  const mayKeep = (started: number, wasListening: boolean) => wasListening && listening && started >= allAt;
  const fresh = (entry: Entry) => {
    if (entry.seq < allAt) return false;
    if (entry.seq === seq) return true;
    for (const farm of entry.farms) if (!farmUnchanged(farm, entry.seq)) return false;
    return true;
  };

  return {
    async get<T>(key: string, build: () => Promise<{ frame: T; farms: readonly number[] }>) {
      const kept = listening ? entries.get(key) : undefined;
      if (kept && fresh(kept)) {
        counters.hits++;
        entries.delete(key);
        entries.set(key, kept);
        return kept.frame as T;
      }
      counters.misses++;
      const started = seq;
      const wasListening = listening;
      const { frame, farms } = await build();
      // Kept with the number heard when the build began: what changed while it read is seen as newer.
      if (mayKeep(started, wasListening)) {
        entries.delete(key);
        entries.set(key, { frame, farms: Int32Array.from(farms), seq: started });
        for (const [oldest] of entries) {
          if (entries.size <= maxFrames) break;
          entries.delete(oldest);
        }
      }
      return frame;
    },
    async ofFarms<T>(
      kind: string,
      farmIds: readonly number[],
      load: (farmIds: number[]) => Promise<T[]>,
      farmOf: (row: T) => number,
      { byItems, enough }: { byItems: boolean; enough?: (rows: readonly T[]) => boolean },
    ) {
      let ofKind = farmRows.get(kind);
      if (!ofKind) farmRows.set(kind, (ofKind = new Map()));
      const rows: T[] = [];
      const missing: number[] = [];
      for (const farm of farmIds) {
        const kept = listening ? ofKind.get(farm) : undefined;
        if (
          kept &&
          kept.seq >= allAt &&
          (!byItems || farmUnchanged(farm, kept.seq)) &&
          (!enough || enough(kept.rows as T[]))
        )
          for (const r of kept.rows) rows.push(r as T);
        else missing.push(farm);
      }
      if (missing.length === 0) return rows;
      const started = seq;
      const wasListening = listening;
      const read = await load(missing);
      rows.push(...read);
      if (mayKeep(started, wasListening) && farmRows.get(kind) === ofKind) {
        const byFarm = new Map<number, T[]>(missing.map((farm) => [farm, []]));
        for (const r of read) byFarm.get(farmOf(r))?.push(r);
        for (const [farm, farmRowsRead] of byFarm) {
          if (byItems && !farmUnchanged(farm, started)) continue;
          if (!ofKind.delete(farm)) farmRowsCount++;
          ofKind.set(farm, { rows: farmRowsRead, seq: started });
        }
        // The oldest farms go first, of this kind, past the bound.
        for (const [oldest] of ofKind) {
          if (farmRowsCount <= maxFarmRows) break;
          ofKind.delete(oldest);
          farmRowsCount--;
        }
      }
      return rows;
    },
    async items<T>(
      ids: readonly number[],
      load: (ids: number[]) => Promise<T[]>,
      keysOf: (row: T) => ItemKeys,
    ) {
      const found = new Map<number, T>();
      const missing: number[] = [];
      for (const id of ids) {
        const kept = listening ? itemRows.get(id) : undefined;
        if (kept && kept.seq >= allAt && farmUnchanged(kept.farm, kept.seq)) {
          itemRows.delete(id);
          itemRows.set(id, kept);
          found.set(id, kept.row as T);
        } else missing.push(id);
      }
      if (missing.length === 0) return found;
      const started = seq;
      const stockStarted = stockSeq;
      const wasListening = listening;
      const read = await load(missing);
      const keep = mayKeep(started, wasListening) && stockStarted >= stockFloor;
      for (const row of read) {
        const { id, farm } = keysOf(row);
        found.set(id, row);
        // Not kept when a change reached it while it was read: its farm's, or its stock's.
        if (!keep || !farmUnchanged(farm, started) || (stockMoved.get(id) ?? 0) > stockStarted) continue;
        itemRows.delete(id);
        itemRows.set(id, { row, farm, seq: started });
      }
      for (const [oldest] of itemRows) {
        if (itemRows.size <= maxItemRows) break;
        itemRows.delete(oldest);
      }
      return found;
    },
    stats: () => ({ frames: entries.size, farmRows: farmRowsCount, itemRows: itemRows.size, ...counters }),
    stop: () => listener.stop(),
  };
}
