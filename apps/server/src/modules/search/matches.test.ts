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
import { askUntilKept, okData } from '../../test/catalog-helpers';
import { FIND_FROM_ASK, PACKED_MATCH_BYTES, keepSearchMatches, type Find } from './matches';

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
 * Asks until `q`'s matches are kept by `ctx`. Two per text: its words find less than a page here, so the
 * typos are searched too.
 */
const keep = (ctx: TestContext, q: string, kinds = 2) =>
  askUntilKept(ctx, () => search(ctx, q), ctx.app.searchMatches!.stats().texts + kinds);

/** Waits until both processes have heard the database's notifications of what was just written. */
const heard = () => new Promise((r) => setTimeout(r, 300));

describe('search from the kept matches of a text', () => {
  it('answers as the indexes do, at any zip, from what it kept', async () => {
    await keep(t, 'tomatoes');
    const hits = t.app.searchMatches!.stats().hits;
    const kept = await search(t, 'tomatoes');
    expect(t.app.searchMatches!.stats().hits).toBe(hits + 2);
    expect(names(kept)).toEqual(['Cherry Tomatoes', 'Roma Tomatoes']);
    expect(kept).toEqual(await search(plain, 'tomatoes'));
    // Another zip reads the same kept text: only the farms that reach it.
    expect(names(await search(t, 'tomatoes', '08540'))).toEqual(['Tomato Jam']);
    expect(t.app.searchMatches!.stats().hits).toBe(hits + 4);
  });

  it('shows a new item and drops a renamed one at the next search, whichever process wrote', async () => {
    await keep(t, 'tomato');
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
    const hits = t.app.searchMatches!.stats().hits;
    const now = await search(t, 'tomato');
    expect(t.app.searchMatches!.stats().hits).toBe(hits + 2);
    expect(names(now)).toEqual(['Cherry Tomatoes', 'Green Tomatoes']);
    expect(now).toEqual(await search(plain, 'tomato'));
  });

  it('says in x-search-matches whether the text was read from its indexes or its kept matches', async () => {
    const source = async (ctx: TestContext) =>
      (await get(ctx, '/api/search?q=carrot&zipCode=12401')).headers['x-search-matches'];
    expect(await source(plain)).toBe('indexes');
    expect(await source(t)).toBe('indexes');
    await keep(t, 'carrot');
    expect(await source(t)).toBe('kept');
    expect(await source(plain)).toBe('indexes');
  });

  it('keeps texts with typos too (the trigram half), with the same answer', async () => {
    await keep(t, 'carots');
    expect(names(await search(t, 'carots'))).toEqual(['Carrots']);
    expect(await search(t, 'carots')).toEqual(await search(plain, 'carots'));
  });
});

describe('the kept matches themselves (a database that only notifies)', () => {
  /** What each match keeps besides its id and farm comes back as found (flags: shown, buyable, delivered). */
  const match = (id: number, farmId: number) => ({
    id,
    farmId,
    relevance: 13 - id,
    category: 1 + (id % 2),
    consumerPriceCents: 100 * id,
    wholesalePriceCents: 80 * id,
    flags: 0b0100111,
  });
  const rows = [match(1, 10), match(2, 10), match(3, 20), match(4, 30)];
  const settle = () => new Promise((r) => setTimeout(r, 10));

  it('keeps a text asked often, gives the reaching farms’ matches, and searches a changed farm live', async () => {
    const { database, heard } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const finds: number[] = [];
    const find = async (limit: number) => (finds.push(limit), rows);
    const reaching = new Set([10, 20]);
    for (let i = 1; i < FIND_FROM_ASK; i++)
      expect(await kept.candidates('words tomato', reaching, find, 100)).toBeNull();
    await settle();
    expect(finds).toHaveLength(0); // not asked often enough yet: the indexes answer
    expect(await kept.candidates('words tomato', reaching, find, 100)).toBeNull();
    await settle();
    expect(finds).toHaveLength(1); // found in the background
    expect(await kept.candidates('words tomato', reaching, find, 100)).toEqual({
      rows: rows.slice(0, 3),
      farmsChanged: [],
    });
    heard.notify!('s:3:5:5'); // stock only: no word changed
    heard.notify!('f:10');
    expect(await kept.candidates('words tomato', reaching, find, 100)).toEqual({
      rows: [rows[2]],
      farmsChanged: [10],
    });
    // More kept matches than the caller takes: the indexes answer.
    expect(await kept.candidates('words tomato', null, find, 1)).toBeNull();
    // While the notifications are not heard nothing kept is used, and all is forgotten once they are again.
    heard.state!(false);
    expect(await kept.candidates('words tomato', reaching, find, 100)).toBeNull();
    heard.state!(true);
    expect(kept.stats().texts).toBe(0);
    expect(finds).toHaveLength(1);
  });

  /** `matches` packed as the database sends a finding (service.ts packedMatches): int4send and int2send, in a row. */
  const packed = (matches: typeof rows) => {
    const bytes = new Uint8Array(matches.length * PACKED_MATCH_BYTES);
    const view = new DataView(bytes.buffer);
    matches.forEach((m, i) => {
      const at = i * PACKED_MATCH_BYTES;
      view.setInt32(at, m.id);
      view.setInt32(at + 4, m.farmId);
      view.setInt32(at + 8, m.consumerPriceCents);
      view.setInt32(at + 12, m.wholesalePriceCents);
      view.setInt16(at + 16, m.category);
      view.setInt16(at + 18, m.relevance);
      view.setInt16(at + 20, m.flags);
    });
    return bytes;
  };

  it('keeps a packed finding as it keeps rows, and refuses one with a farm’s matches apart', async () => {
    const { database } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const asRows = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const reaching = new Set([10, 30]);
    for (let i = 0; i < FIND_FROM_ASK; i++) {
      await kept.candidates('words tomato', reaching, async () => packed(rows), 100);
      await asRows.candidates('words tomato', reaching, async () => rows, 100);
    }
    await settle();
    // A farm's matches apart (out of farm order), a packed finding is not kept: the indexes go on answering.
    for (let i = 0; i < FIND_FROM_ASK + 1; i++)
      await kept.candidates('words kale', reaching, async () => packed([rows[0]!, rows[2]!, rows[1]!]), 100);
    await settle();
    const candidates = await kept.candidates('words tomato', reaching, async () => packed(rows), 100);
    expect(candidates).toEqual({ rows: [rows[0], rows[1], rows[3]], farmsChanged: [] });
    expect(candidates).toEqual(await asRows.candidates('words tomato', reaching, async () => rows, 100));
    expect(kept.stats().texts).toBe(1);
  });

  it('remembers a text matching more than it may keep, and does not look for it again', async () => {
    const { database } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20, { mostMatches: 3 });
    const finds: number[] = [];
    const find = async (limit: number) => (finds.push(limit), rows.slice(0, limit));
    for (let i = 0; i < FIND_FROM_ASK; i++) await kept.candidates('words a', null, find, 100);
    await settle();
    expect(finds).toEqual([4]); // asked for one more than it keeps, and got it
    for (let i = 0; i < 3; i++) expect(await kept.candidates('words a', null, find, 100)).toBeNull();
    expect(finds).toHaveLength(1);
    expect(kept.stats().texts).toBe(1);
  });

  it('brings a text up to date by reading again only the farms changed since, once many have', async () => {
    const { database, heard } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const farms = Array.from({ length: 40 }, (_, i) => i + 1);
    let price = 100;
    /** One match per farm, at the farms' current price. */
    const current = (farmIds: readonly number[]) =>
      farmIds.map((farmId) => ({ ...match(farmId, farmId), relevance: 5, consumerPriceCents: price }));
    const asked: (readonly number[] | undefined)[] = [];
    const find: Find = async (_limit, farmIds) => (asked.push(farmIds), current(farmIds ?? farms));
    const reaching = new Set(farms);
    for (let i = 0; i < FIND_FROM_ASK; i++) await kept.candidates('words kale', reaching, find, 1000);
    await settle();
    expect(asked).toEqual([undefined]); // the whole country once

    price = 250;
    const changed = farms.slice(0, 33);
    for (const farm of changed) heard.notify!(`f:${farm}`);
    // Too many changed to read them live: the indexes answer while the text is brought up to date.
    expect(await kept.candidates('words kale', reaching, find, 1000)).toBeNull();
    await settle();
    expect(asked).toEqual([undefined, changed]);
    const after = await kept.candidates('words kale', reaching, find, 1000);
    expect(after?.farmsChanged).toEqual([]);
    expect(after?.rows.map((r) => [r.farmId, r.consumerPriceCents])).toEqual(
      farms.map((farm) => [farm, farm <= 33 ? 250 : 100]),
    );
  });

  it('finds one text at a time: a text due while another is found is found at a later ask', async () => {
    const { database } = notifier();
    const kept = await keepSearchMatches(database, 'catalog_changed', 1 << 20);
    const reaching = new Set([10, 20, 30]);
    let release = () => {};
    const slow: Find = () => new Promise((r) => (release = () => r(rows)));
    const finds: string[] = [];
    const find =
      (text: string, how: Find): Find =>
      (limit, farmIds) => (finds.push(text), how(limit, farmIds));
    /** An ask of 'arrots', whose finding answers at once. */
    const arrots = () =>
      kept.candidates(
        'typos arrots',
        reaching,
        find('arrots', async () => rows),
        100,
      );
    for (let i = 0; i < FIND_FROM_ASK; i++) {
      await kept.candidates('typos omatoes', reaching, find('omatoes', slow), 100);
      await arrots();
    }
    expect(finds).toEqual(['omatoes']); // arrots was due too, while omatoes was being found
    expect(await arrots()).toBeNull();
    expect(finds).toEqual(['omatoes']);
    release();
    await settle();
    expect(kept.stats().texts).toBe(1);
    // Its asks were counted: the next one finds it.
    expect(await arrots()).toBeNull();
    await settle();
    expect(finds).toEqual(['omatoes', 'arrots']);
    expect(await arrots()).toEqual({ rows: rows.slice(0, 4), farmsChanged: [] });
  });
});
