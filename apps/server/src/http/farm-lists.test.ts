/**
 * The kept answers' lists by farm (farm-lists.ts): a farm's change finds every kept answer that read it, and
 * the tags of answers gone are made again from what is kept once they outnumber it, without losing one kept.
 */
import { describe, expect, it } from 'vitest';
import { FarmLists, type Tag } from './farm-lists';

/** A cache as public-cache.ts keeps one: answers by key, each with its tag and the farms it read. */
function cache(slack: number) {
  const lists = new FarmLists(slack);
  const kept = new Map<string, { tag: Tag; farms: number[] }>();
  return {
    lists,
    keep(key: string, farms: number[]) {
      const old = kept.get(key);
      if (old) lists.gone(old.farms);
      const answer = { tag: { key }, farms };
      kept.set(key, answer);
      lists.add(answer.tag, farms);
      return lists.tidy(() => kept.values());
    },
    evict(key: string) {
      lists.gone(kept.get(key)!.farms);
      kept.delete(key);
    },
    /** The kept answers a change at `farm` drops, as public-cache.ts's `drop` tells them. */
    change(farm: number) {
      const dropped = lists
        .take(farm)
        .filter((tag) => kept.get(tag.key)?.tag === tag)
        .map((tag) => tag.key);
      for (const key of dropped) this.evict(key);
      return dropped.sort();
    },
  };
}

describe('the kept answers by farm', () => {
  it('gives a farm’s change the answers that read it, and none gone or rebuilt from other farms', () => {
    const c = cache(1000);
    c.keep('a', [1, 2]);
    c.keep('b', [2, 3]);
    c.keep('c', [3]);
    c.evict('c');
    // The same URL built again reading other farms (a farm stopped reaching the zip).
    c.keep('a', [4]);
    expect(c.change(3)).toEqual(['b']);
    expect(c.change(3)).toEqual([]);
    expect(c.change(1)).toEqual([]);
    expect(c.change(2)).toEqual([]);
    expect(c.change(4)).toEqual(['a']);
    expect(c.lists.counts().kept).toBe(0);
  });

  it('makes its lists again from the kept answers once those gone outnumber them, and still finds each', () => {
    const c = cache(10);
    let tidied = 0;
    for (let i = 0; i < 200; i++) {
      if (c.keep(`u${i}`, [i % 7, 100 + (i % 3)])) tidied++;
      if (i >= 5) c.evict(`u${i - 5}`);
    }
    expect(tidied).toBeGreaterThan(0);
    const { listed, kept } = c.lists.counts();
    expect(kept).toBe(10);
    // Tidied at the last answer kept when past 2 × kept + slack (one answer, two farms, evicted since).
    expect(listed).toBeLessThanOrEqual(2 * (kept + 2) + 10);
    // u195..u199 are kept: 195 % 7 = 6, 196 % 7 = 0, ...; 100 + i % 3.
    expect(c.change(6)).toEqual(['u195']);
    expect(c.change(101)).toEqual(['u196', 'u199']);
    expect(c.change(100)).toEqual(['u198']);
    expect(c.change(102)).toEqual(['u197']);
  });
});
