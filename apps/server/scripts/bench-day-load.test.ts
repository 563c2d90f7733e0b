import { describe, expect, it } from 'vitest';
import {
  Recorder,
  latencyFromSchedule,
  mergeSchedules,
  poissonSchedule,
  runOpenLoop,
  seededRandom,
  weighted,
  zipf,
} from './bench-day-load';
import { percentile } from './bench-lib';

describe('poissonSchedule', () => {
  it('offers the rate asked, with exponential gaps, all within the step, in order', () => {
    const times = poissonSchedule(200, 60, seededRandom(1));
    // 12,000 expected; a Poisson count's standard deviation is sqrt(12,000) ~ 110.
    expect(times.length).toBeGreaterThan(12_000 - 400);
    expect(times.length).toBeLessThan(12_000 + 400);
    expect(times.every((t, i) => t >= 0 && t < 60_000 && (i === 0 || t >= times[i - 1]!))).toBe(true);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    const mean = gaps.reduce((s, g) => s + g, 0) / gaps.length;
    expect(mean).toBeCloseTo(5, 0);
    // Exponential: the share of gaps longer than the mean is e^-1, and a tenth of them exceed 2.3 means.
    expect(gaps.filter((g) => g > mean).length / gaps.length).toBeCloseTo(Math.exp(-1), 1);
    expect(gaps.filter((g) => g > 2.3 * mean).length / gaps.length).toBeCloseTo(0.1, 1);
  });

  it('is the same for the same seed, and empty at rate 0', () => {
    expect(poissonSchedule(50, 2, seededRandom(7))).toEqual(poissonSchedule(50, 2, seededRandom(7)));
    expect(poissonSchedule(50, 2, seededRandom(7))).not.toEqual(poissonSchedule(50, 2, seededRandom(8)));
    expect(poissonSchedule(0, 10, seededRandom(1))).toEqual([]);
  });
});

describe('zipf', () => {
  it('asks rank k in proportion to 1 / (k + 1)', () => {
    const pick = zipf(1000);
    const random = seededRandom(3);
    const counts = new Array<number>(1000).fill(0);
    for (let i = 0; i < 200_000; i++) counts[pick(random)]!++;
    const harmonic = Array.from({ length: 1000 }, (_, k) => 1 / (k + 1)).reduce((s, x) => s + x, 0);
    expect(counts[0]! / 200_000).toBeCloseTo(1 / harmonic, 2); // ~13.4%
    expect(counts[0]! / counts[1]!).toBeCloseTo(2, 0);
    expect(counts[0]! / counts[9]!).toBeGreaterThan(8);
    expect(counts[0]! / counts[9]!).toBeLessThan(12);
    // Every rank stays reachable, the last one included.
    expect(counts.filter((c) => c === 0).length).toBeLessThan(50);
  });

  it('with one rank always picks it, and never picks outside 0..n-1', () => {
    expect(zipf(1)(() => 0.999)).toBe(0);
    const pick = zipf(5, 1.2);
    expect(pick(() => 0)).toBe(0);
    expect(pick(() => 0.9999999)).toBe(4);
    expect(() => zipf(0)).toThrow();
  });
});

describe('weighted', () => {
  it('picks each choice in proportion to its weight', () => {
    const pick = weighted([
      ['a', 3],
      ['b', 1],
    ] as const);
    const random = seededRandom(5);
    let a = 0;
    for (let i = 0; i < 10_000; i++) if (pick(random) === 'a') a++;
    expect(a / 10_000).toBeCloseTo(0.75, 1);
  });
});

describe('latency from the schedule', () => {
  it('counts the wait of a request sent late, not only its time on the wire', () => {
    // Due at 1,000 ms, sent at 1,900 ms behind a stall, answered at 1,950 ms: 950 ms, not 50.
    expect(latencyFromSchedule(1000, 1950)).toBe(950);
    expect(latencyFromSchedule(1000, 1000)).toBe(0);
  });

  it('a stalled server shows in every request due during the stall (open loop)', async () => {
    // 20 requests due every 10 ms; the server answers nothing for the first 300 ms.
    const plan = Array.from({ length: 20 }, (_, i) => ({ at: i * 10, what: 'page' }));
    const recorder = new Recorder();
    const started = performance.now();
    const stallEnds = started + 300;
    await runOpenLoop(plan, {
      maxOutstanding: 100,
      dropped: (w) => recorder.notSent(w),
      send: async (what, dueAt) => {
        await new Promise((r) => setTimeout(r, Math.max(0, stallEnds - performance.now())));
        recorder.answered(what, dueAt, performance.now(), { status: 200 });
      },
    });
    const { overall } = recorder.summarize(started, 0.3);
    expect(overall.answered).toBe(20);
    // The first request waited the whole stall, the one due at 100 ms 200 ms of it: request i waited 300 - 10 i.
    expect(overall.max).toBeGreaterThanOrEqual(290);
    expect(overall.p50).toBeGreaterThanOrEqual(190);
  });

  it('counts as not sent what falls due while too many wait, and sends the rest on time', async () => {
    const plan = Array.from({ length: 10 }, (_, i) => ({ at: i, what: i < 5 ? 'slow' : 'late' }));
    const recorder = new Recorder();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    setTimeout(() => release(), 60);
    await runOpenLoop(plan, {
      maxOutstanding: 3,
      dropped: (w) => recorder.notSent(w),
      send: async (what, dueAt) => {
        await gate;
        recorder.answered(what, dueAt, performance.now(), { status: 200 });
      },
    });
    const { kinds, overall } = recorder.summarize(0, 1);
    expect(overall.answered).toBe(3);
    expect(overall.notSent).toBe(7);
    expect(kinds.find((k) => k.kind === 'late')!.notSent).toBe(5);
  });

  it('fails the run when a send throws (a broken load, not a failed call)', async () => {
    await expect(
      runOpenLoop([{ at: 0, what: 1 }], {
        maxOutstanding: 1,
        dropped: () => {},
        send: async () => {
          throw new Error('bug in the load');
        },
      }),
    ).rejects.toThrow('bug in the load');
  });
});

describe('Recorder', () => {
  it('sums up per kind and overall: rate, percentiles, 5xx apart from other errors, kept answers and matches', () => {
    const r = new Recorder();
    for (let i = 1; i <= 100; i++)
      r.answered('catalogue', 0, i, { status: 200, cache: i <= 75 ? 'hit' : 'miss' });
    r.answered('checkout', 0, 500, { status: 503 });
    r.answered('checkout', 0, 40, { status: 400 });
    r.answered('checkout', 0, 2000, { status: 0 });
    r.notSent('checkout');
    // Searches built: one read farms' matches (10 of 100), three read none.
    for (const [matches, farmsRead] of [
      ['indexes', '10/100'],
      ['kept', '0/100'],
      ['kept', '0/100'],
      ['kept', '0/200'],
    ])
      r.answered('search', 0, 10, { status: 200, cache: 'miss', matches, farmsRead });
    const { kinds, overall } = r.summarize(0, 1);
    const catalogue = kinds.find((k) => k.kind === 'catalogue')!;
    expect(catalogue).toMatchObject({ answered: 100, p50: 50, p90: 90, p99: 99, max: 100, hitRate: 0.75 });
    expect(catalogue.serverErrors + catalogue.otherErrors).toBe(0);
    const checkout = kinds.find((k) => k.kind === 'checkout')!;
    expect(checkout).toMatchObject({
      answered: 3,
      serverErrors: 1,
      otherErrors: 2,
      notSent: 1,
      hitRate: null,
    });
    expect(kinds.find((k) => k.kind === 'search')).toMatchObject({
      hitRate: 0,
      matchesKeptRate: 0.75,
      farmsReadRate: 10 / 500,
    });
    expect(catalogue).toMatchObject({ matchesKeptRate: null, farmsReadRate: null });
    expect(overall).toMatchObject({ answered: 107, serverErrors: 1, otherErrors: 2, notSent: 1 });
    // The step ran from 0 to its last answer at 2 s.
    expect(overall.achievedPerSecond).toBeCloseTo(107 / 2);
    expect(overall.hitRate).toBe(75 / 104);
  });

  it('percentile is the nearest rank', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4], 0.99)).toBe(4);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('mergeSchedules', () => {
  it('merges the streams in time order, each arrival tagged with its stream', () => {
    expect(
      mergeSchedules([
        ['browse', [1, 5]],
        ['checkout', [3]],
      ]),
    ).toEqual([
      { at: 1, what: 'browse' },
      { at: 3, what: 'checkout' },
      { at: 5, what: 'browse' },
    ]);
  });
});
