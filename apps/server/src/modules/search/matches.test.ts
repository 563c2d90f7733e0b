/**
 * The items a search text matches, kept per process (modules/search/matches.ts, issue 29): a search
 * answered from them is the search the indexes give, and a farmer's change shows to the next search of
 * any process. The kept answers are off here (PUBLIC_CACHE=false), so every answer is built.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SearchResultDto } from '@lfm/core';
import { createDistribution, createFarm, createInventoryItem } from '../../db/factories';
import { inventory } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { notifier } from '../../test/notifier';
import { get } from '../../test/helpers';
import { searchAndKeep, okData } from '../../test/catalog-helpers';
import { keepSearchMatches, packMatches, type MatchRow, type Read } from './matches';

let t: TestContext;
let other: TestContext;
/** The same searches with nothing kept: what the indexes find. */
let plain: TestContext;
const farm = { a: 0, b: 0, far: 0 };
beforeAll(async () => {
  const env = { PUBLIC_CACHE: 'false', RATE_LIMIT: 'false' };
  t = await buildTestApp(env);
  other = await buildTestApp(env, { shareWith: t });
  plain = await buildTestApp({ ...env, SEARCH_MATCHES_MB: '0' }, { shareWith: t });
  const { db } = t.database;
  const a = await createFarm(db, { farmName: 'Kingston Acres', postalCode: '12401' });
  await createDistribution(db, { farmId: a.id, selectPickDel: 2, deliveryPostalCodes: ['12401'] });
  await createInventoryItem(db, { farmId: a.id, itemName: 'Cherry Tomatoes', distributionTypes: [2] });
  await createInventoryItem(db, { farmId: a.id, itemName: 'Carrots', distributionTypes: [2] });
  const b = await createFarm(db, { farmName: 'Rondout Gardens', postalCode: '12401' });
  await createDistribution(db, { farmId: b.id, selectPickDel: 2, deliveryPostalCodes: ['12401'] });
  await createInventoryItem(db, { farmId: b.id, itemName: 'Roma Tomatoes', distributionTypes: [2] });
  const far = await createFarm(db, { farmName: 'Far Fields', postalCode: '08540' });
  await createDistribution(db, { farmId: far.id, selectPickDel: 2, deliveryPostalCodes: ['08540'] });
  await createInventoryItem(db, { farmId: far.id, itemName: 'Tomato Jam', distributionTypes: [2] });
  Object.assign(farm, { a: a.id, b: b.id, far: far.id });
});
afterAll(async () => {
  await plain.close();
  await other.close();
  await t.close();
});

const search = async (ctx: TestContext, q: string, zip = '12401') =>
  okData<SearchResultDto>(await get(ctx, `/api/search?q=${encodeURIComponent(q)}&zipCode=${zip}`));
const names = (r: SearchResultDto) => r.result.map((i) => i.name).sort();

/**
 * Searches `q` once and expects its matches kept by `ctx`: two texts, as its words find less than a page here, so
 * the typos are searched too.
 */
const keep = (ctx: TestContext, q: string, kinds = 2) =>
  searchAndKeep(ctx, () => search(ctx, q), ctx.app.searchMatches!.stats().texts + kinds);

/** Waits until both processes have heard the database's notifications of what was just written. */
const heard = () => new Promise((r) => setTimeout(r, 300));

describe('search from the kept matches of a text', () => {
  const stats = (ctx: TestContext) => ctx.app.searchMatches!.stats();

  it('answers as the indexes do, reading each farm’s matches once, at any zip', async () => {
    await keep(t, 'tomatoes');
    const before = stats(t);
    const kept = await search(t, 'tomatoes');
    // Both farms reaching 12401 from what was kept, for the words and for the typos; none read.
    expect(stats(t)).toMatchObject({ hits: before.hits + 4, misses: before.misses });
    expect(names(kept)).toEqual(['Cherry Tomatoes', 'Roma Tomatoes']);
    expect(kept).toEqual(await search(plain, 'tomatoes'));
    // Another zip reads only its own farm, not kept yet (words and typos), and then keeps it too.
    expect(names(await search(t, 'tomatoes', '08540'))).toEqual(['Tomato Jam']);
    expect(stats(t).misses).toBe(before.misses + 2);
    expect(await search(t, 'tomatoes', '08540')).toEqual(await search(plain, 'tomatoes', '08540'));
    expect(stats(t).misses).toBe(before.misses + 2);
  });

  it('shows a new item and drops a renamed one at the next search, whichever process wrote', async () => {
    // 'tomato' reads as the query 'tomatoes' read as (its words as written stem alike, and its typos are like the
    // same words): the matches kept by the test before are its own, and nothing more is kept (ADR 018).
    await keep(t, 'tomato', 0);
    // The farmer adds an item (through the other process's database connection: a trigger tells all).
    await createInventoryItem(other.database.db, {
      farmId: farm.b,
      itemName: 'Green Tomatoes',
      distributionTypes: [2],
    });
    const [roma] = await t.database.db
      .update(inventory)
      .set({ itemName: 'Roma Beans' })
      .where(and(eq(inventory.farmId, farm.b), eq(inventory.itemName, 'Roma Tomatoes')))
      .returning({ id: inventory.id });
    expect(roma).toBeDefined();
    await heard();
    const before = stats(t);
    const now = await search(t, 'tomato');
    // The changed farm is read again (words and typos); the other one's matches are still good.
    expect(stats(t)).toMatchObject({ hits: before.hits + 2, misses: before.misses + 2 });
    expect(names(now)).toEqual(['Cherry Tomatoes', 'Green Tomatoes']);
    expect(now).toEqual(await search(plain, 'tomato'));
  });

  it('says in x-search-matches whether the text was read from its indexes or its kept matches, and how many farms’', async () => {
    const source = async (ctx: TestContext) => {
      const { headers } = await get(ctx, '/api/search?q=carrot&zipCode=12401');
      return [headers['x-search-matches'], headers['x-search-farms-read']];
    };
    expect(await source(plain)).toEqual(['indexes', undefined]);
    // Its first search reads both farms reaching 12401, for the words and then the typos (one carrot: less than a page).
    expect(await source(t)).toEqual(['indexes', '4/4']);
    expect(await source(t)).toEqual(['kept', '0/4']);
    expect(await source(plain)).toEqual(['indexes', undefined]);
    await t.database.db
      .update(inventory)
      .set({ consumerPriceCents: 333 })
      .where(eq(inventory.farmId, farm.a));
    await heard();
    expect(await source(t)).toEqual(['indexes', '2/4']); // the farm changed is read again
    expect(await source(t)).toEqual(['kept', '0/4']);
  });

  it('shares the matches of one query between the texts that read as it, each weighed as its own (ADR 018)', async () => {
    const read = async (q: string) =>
      (await get(t, `/api/search?q=${encodeURIComponent(q)}&zipCode=12401`)).headers['x-search-farms-read'];
    // A word no item has and like none of the catalogue's: its words are read at both farms, and it has no typos.
    expect(await read('kale')).toBe('2/2');
    // Another spelling of 'carrot' (kept by the tests before): its words as written are read (they find nothing),
    // its typos are the words 'carrot' was like, kept.
    expect(await read('carrrots')).toBe('2/4');
    expect(await search(t, 'carrrots')).toEqual(await search(plain, 'carrrots'));
    // 'tomatos' reads as the words 'tomatoes' does ('tomato' in English, 'tomat' in Spanish): once 'tomatoes' has
    // read what changed since the tests before, nothing is read for it, and its relevance is its own.
    await read('tomatoes');
    expect(await read('tomatos')).toBe('0/4');
    expect(await search(t, 'tomatos')).toEqual(await search(plain, 'tomatos'));
  });

  it('keeps texts with typos too (the trigram half), with the same answer', async () => {
    // Its typos read as the words 'carrot' was like (the test before): only its words as written are new.
    await keep(t, 'carots', 1);
    expect(names(await search(t, 'carots'))).toEqual(['Carrots']);
    expect(await search(t, 'carots')).toEqual(await search(plain, 'carots'));
  });
});

describe('the kept matches themselves (a database that only notifies)', () => {
  /** What each match keeps besides its id and farm comes back as read (flags: shown, buyable, delivered). */
  const match = (id: number, farmId: number): MatchRow => ({
    id,
    farmId,
    // An item text's hash past 32 bits comes back whole; the relevance is the search's to set.
    text: 2 ** 51 + 2 ** 33 * id + id,
    relevance: 0,
    category: 1 + (id % 2),
    consumerPriceCents: 100 * id,
    wholesalePriceCents: 80 * id,
    flags: 0b0100111,
  });
  const rows = [match(1, 10), match(2, 10), match(3, 20), match(4, 30)];
  /** A read of `rows` that records which farms it was asked for. */
  const reader = (from: () => MatchRow[] = () => rows) => {
    const asked: number[][] = [];
    const read: Read = async (farmIds) => (
      asked.push([...farmIds]),
      from().filter((r) => farmIds.includes(r.farmId))
    );
    return { asked, read };
  };

  it('keeps each farm’s matches as read and reads only the farms not kept or changed since', async () => {
    const { database, heard } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const { asked, read } = reader();
    expect(await kept.among('words tomato', [10, 20], read)).toEqual({ rows: rows.slice(0, 3), read: 2 });
    expect(await kept.among('words tomato', [20, 10], read)).toEqual({
      rows: [rows[2], rows[0], rows[1]],
      read: 0,
    });
    // A farm with no match is kept as having none: farm 40 is read once.
    expect(await kept.among('words tomato', [10, 30, 40], read)).toEqual({
      rows: [...rows.slice(0, 2), rows[3]],
      read: 2,
    });
    expect((await kept.among('words tomato', [40], read))?.read).toBe(0);
    expect(asked).toEqual([
      [10, 20],
      [30, 40],
    ]);
    heard.notify!('s:3:5:5'); // stock only: no word changed
    heard.notify!('f:10');
    expect(await kept.among('words tomato', [10, 20], read)).toEqual({
      rows: [rows[2], ...rows.slice(0, 2)],
      read: 1,
    });
    expect(asked.at(-1)).toEqual([10]);
    expect(kept.stats()).toMatchObject({ texts: 1, farms: 4 });
    // While the notifications are not heard nothing kept is used, and all is forgotten once they are again.
    heard.state!(false);
    expect(await kept.among('words tomato', [10, 20], read)).toBeNull();
    heard.state!(true);
    expect(kept.stats()).toMatchObject({ texts: 0, farms: 0, bytes: 0 });
    expect(asked).toHaveLength(3);
  });

  it('takes a packed read as it takes rows, and refuses one with a farm’s matches apart', async () => {
    const { database } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const farms = [10, 20, 30];
    expect(await kept.among('words tomato', farms, async () => packMatches(rows))).toEqual(
      await kept.among('words tomatoes', farms, async () => rows),
    );
    expect(await kept.among('words tomato', farms, async () => new Uint8Array(0))).toEqual({ rows, read: 0 });
    const apart = packMatches([rows[0]!, rows[2]!]);
    const both = new Uint8Array([...apart, ...packMatches([rows[1]!])]);
    await expect(kept.among('words kale', farms, async () => both)).rejects.toThrow(/farm order/);
  });

  it('keeps a read made while the notifications went down and up again not at all', async () => {
    const { database, heard } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    let release = () => {};
    const slow: Read = () => new Promise((r) => (release = () => r(rows.slice(0, 3))));
    const during = kept.among('words tomato', [10, 20], slow);
    heard.state!(false);
    heard.state!(true);
    release();
    expect((await during)?.rows).toEqual(rows.slice(0, 3));
    expect(kept.stats().texts).toBe(0);
  });

  it('reads a farm changed while it was being read again at the next search', async () => {
    const { database, heard } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    let price = 100;
    const { asked, read } = reader(() => rows.map((r) => ({ ...r, consumerPriceCents: price })));
    let release = () => {};
    const during = kept.among('words tomato', [10], async (farms) => {
      const found = await read(farms);
      await new Promise<void>((r) => (release = r));
      return found;
    });
    await new Promise((r) => setTimeout(r, 0));
    heard.notify!('f:10');
    price = 250;
    release();
    expect((await during)?.rows.map((r) => r.consumerPriceCents)).toEqual([100, 100]);
    expect((await kept.among('words tomato', [10], read))?.rows.map((r) => r.consumerPriceCents)).toEqual([
      250, 250,
    ]);
    expect(asked).toEqual([[10], [10]]);
  });

  it('shares a read in flight: a search of the same text waits for the farms another is reading', async () => {
    const { database } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const { asked, read } = reader();
    let release = () => {};
    const slow: Read = async (farms) => {
      const found = await read(farms);
      await new Promise<void>((r) => (release = r));
      return found;
    };
    const first = kept.among('words tomato', [10, 20], slow);
    const second = kept.among('words tomato', [20, 30], read);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([[10, 20], [30]]); // farm 20 is not read twice
    release();
    expect(await first).toEqual({ rows: rows.slice(0, 3), read: 2 });
    expect(await second).toEqual({ rows: [rows[3], rows[2]], read: 1 });
    expect(kept.stats()).toMatchObject({ farms: 3, hits: 1, misses: 3 });
  });

  it('reads again the farms a failed read in flight was reading, for the search that waited for it', async () => {
    const { database } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const { asked, read } = reader();
    let fail = () => {};
    const failing: Read = async (farms) => {
      asked.push([...farms]);
      await new Promise<void>((r) => (fail = r));
      throw new Error('the database went away');
    };
    const first = kept.among('words tomato', [10, 20], failing);
    const second = kept.among('words tomato', [20], read);
    await new Promise((r) => setTimeout(r, 0));
    fail();
    await expect(first).rejects.toThrow('the database went away');
    expect(await second).toEqual({ rows: [rows[2]], read: 1 });
    expect(asked).toEqual([[10, 20], [20]]);
    // Nothing is left waiting: the next search reads farm 10, which nobody kept.
    expect(await kept.among('words tomato', [10, 20], read)).toEqual({
      rows: [rows[2], ...rows.slice(0, 2)],
      read: 1,
    });
  });

  it('forgets the least recently searched text past its bytes, and keeps at most so much of one text', async () => {
    const { database } = notifier();
    const many = Array.from({ length: 100 }, (_, i) => match(i + 1, 1000 + i));
    const farms = many.map((m) => m.farmId);
    // Room for two texts' 100 farms of one match each (some 12.5 kB a text), not three.
    const kept = await keepSearchMatches(database, 'catalog_changed', 28_000);
    for (const text of ['a', 'b', 'a', 'c']) await kept.among(`words ${text}`, farms, async () => many);
    const { asked, read } = reader(() => many);
    expect((await kept.among('words a', farms, read))?.read).toBe(0);
    expect((await kept.among('words b', farms, read))?.read).toBe(100);
    expect(asked).toHaveLength(1);
    expect(kept.stats().bytes).toBeLessThanOrEqual(28_000);

    const small = await keepSearchMatches(database, 'catalog_changed', 1 << 20, { textBytesMost: 10_000 });
    const first = await small.among('words a', farms, async () => many);
    expect(first?.rows).toEqual(many);
    const again = await small.among('words a', farms, async (ids) =>
      many.filter((m) => ids.includes(m.farmId)),
    );
    expect(again?.rows).toHaveLength(100);
    expect(again?.read).toBeGreaterThan(0);
    expect(again?.read).toBeLessThan(100);
    expect(small.stats().bytes).toBeLessThanOrEqual(10_000 + 1_000);
  });
});
