/**
 * The open-loop load of `npm run bench:day` (issue 29): when requests are due, which of many things a
 * person asks for, and what the answers came to. Pure except `runOpenLoop`, which only keeps time.
 *
 * Open loop: requests are due at Poisson arrival times of a fixed offered rate whatever the server
 * does, and each call's latency counts from the moment it was due, not from when it went out, so a
 * server that stalls shows every request that waited behind the stall (a closed loop, as autocannon's
 * connections, would send fewer requests instead and hide it). A request due while `maxOutstanding`
 * are already waiting is not sent at all and counted as such.
 */
import { percentile } from './bench-lib';

/** A seeded generator of uniform numbers in [0, 1) (mulberry32): the same seed, the same day. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The moments (ms from the start) a Poisson process of `ratePerSecond` arrivals falls due within
 * `seconds`: gaps drawn from the exponential distribution of mean 1000 / rate ms.
 */
export function poissonSchedule(ratePerSecond: number, seconds: number, random: () => number): number[] {
  const times: number[] = [];
  if (ratePerSecond <= 0) return times;
  const end = seconds * 1000;
  for (let t = -Math.log(1 - random()) * (1000 / ratePerSecond); t < end;) {
    times.push(t);
    t += -Math.log(1 - random()) * (1000 / ratePerSecond);
  }
  return times;
}

/**
 * Picks ranks 0..n-1 with probability proportional to 1 / (rank + 1)^exponent (Zipf): the first of a
 * list sorted by popularity is asked most, as a big city's zip or a big farm is.
 */
export function zipf(n: number, exponent = 1): (random: () => number) => number {
  if (n < 1) throw new Error('zipf needs at least one rank');
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative[k] = sum += 1 / (k + 1) ** exponent;
  return (random) => {
    const target = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/** One of `choices` with probability proportional to its weight. */
export function weighted<T>(choices: readonly (readonly [T, number])[]): (random: () => number) => T {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  return (random) => {
    let r = random() * total;
    for (const [choice, w] of choices) if ((r -= w) < 0) return choice;
    return choices.at(-1)![0];
  };
}

/** How one call ended: its HTTP status (0: no answer, the connection failed or timed out) and cache header. */
export interface Outcome {
  status: number;
  /** The answer's `x-cache` header: 'hit' when a kept answer was sent, 'miss' when it was built. */
  cache?: string;
  /** The answer's size. */
  bytes?: number;
  /**
   * A search's `x-search-matches` header: 'kept' when it read no farm's matches from the database (ADR 017),
   * 'indexes' when it read some.
   */
  matches?: string;
  /** A search's `x-search-farms-read` header: reaching farms whose matches it read, of those it asked for ('3/990'). */
  farmsRead?: string;
}

/** What one kind of call (or all of them) came to during a step. */
export interface Summary {
  kind: string;
  /** Answers received (any status). */
  answered: number;
  /** Answers per second over the step, from its start to its last answer. */
  achievedPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers of 5xx. */
  serverErrors: number;
  /** Everything else that did not succeed: 4xx, and no answer at all (connection refused, timeout). */
  otherErrors: number;
  /** Due but not sent, because `maxOutstanding` requests were already waiting. */
  notSent: number;
  /** Kept answers over answers that say whether they were kept; null when none says. */
  hitRate: number | null;
  /** Of the answers built that say where their search matches came from, the share that read none; else null. */
  matchesKeptRate: number | null;
  /** Of the reaching farms the built searches asked the kept matches for, the share read from the database. */
  farmsReadRate: number | null;
  /** The successful answers' mean size. */
  meanBytes: number;
}

/** Counts each kind of call's latencies (ms from the moment the call was due) and outcomes. */
export class Recorder {
  private readonly kinds = new Map<
    string,
    {
      latencies: number[];
      serverErrors: number;
      otherErrors: number;
      notSent: number;
      hits: number;
      misses: number;
      matchesKept: number;
      matchesRead: number;
      farmsRead: number;
      farmsAsked: number;
      succeeded: number;
      bytes: number;
    }
  >();
  private lastAnswerAt = 0;

  private of(kind: string) {
    let k = this.kinds.get(kind);
    if (!k) {
      k = {
        latencies: [],
        serverErrors: 0,
        otherErrors: 0,
        notSent: 0,
        hits: 0,
        misses: 0,
        matchesKept: 0,
        matchesRead: 0,
        farmsRead: 0,
        farmsAsked: 0,
        succeeded: 0,
        bytes: 0,
      };
      this.kinds.set(kind, k);
    }
    return k;
  }

  /** A call due at `dueAt` answered at `answeredAt` (same clock, ms); the latency is the difference. */
  answered(kind: string, dueAt: number, answeredAt: number, outcome: Outcome) {
    const k = this.of(kind);
    k.latencies.push(latencyFromSchedule(dueAt, answeredAt));
    if (outcome.status >= 500) k.serverErrors++;
    else if (outcome.status < 200 || outcome.status >= 300) k.otherErrors++;
    if (outcome.cache === 'hit') k.hits++;
    else if (outcome.cache === 'miss') k.misses++;
    if (outcome.matches === 'kept') k.matchesKept++;
    else if (outcome.matches === 'indexes') k.matchesRead++;
    const farms = /^(\d+)\/(\d+)$/.exec(outcome.farmsRead ?? '');
    if (farms) {
      k.farmsRead += Number(farms[1]);
      k.farmsAsked += Number(farms[2]);
    }
    if (outcome.status >= 200 && outcome.status < 300) {
      k.succeeded++;
      k.bytes += outcome.bytes ?? 0;
    }
    this.lastAnswerAt = Math.max(this.lastAnswerAt, answeredAt);
  }

  notSent(kind: string) {
    this.of(kind).notSent++;
  }

  /** Per kind (sorted by name) and overall ('all'), for a step that started at `startedAt` (ms). */
  summarize(startedAt: number, minSeconds: number): { kinds: Summary[]; overall: Summary } {
    const seconds = Math.max(minSeconds, (this.lastAnswerAt - startedAt) / 1000);
    const summary = (kind: string, ks: ReturnType<Recorder['of']>[]): Summary => {
      const latencies = ks.flatMap((k) => k.latencies).sort((a, b) => a - b);
      const sum = (of: (k: ReturnType<Recorder['of']>) => number) => ks.reduce((s, k) => s + of(k), 0);
      const hits = sum((k) => k.hits);
      const told = hits + sum((k) => k.misses);
      const matchesKept = sum((k) => k.matchesKept);
      const matchesTold = matchesKept + sum((k) => k.matchesRead);
      return {
        kind,
        answered: latencies.length,
        achievedPerSecond: latencies.length / seconds,
        p50: percentile(latencies, 0.5),
        p90: percentile(latencies, 0.9),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1) ?? Number.NaN,
        serverErrors: sum((k) => k.serverErrors),
        otherErrors: sum((k) => k.otherErrors),
        notSent: sum((k) => k.notSent),
        hitRate: told ? hits / told : null,
        matchesKeptRate: matchesTold ? matchesKept / matchesTold : null,
        farmsReadRate: sum((k) => k.farmsAsked) ? sum((k) => k.farmsRead) / sum((k) => k.farmsAsked) : null,
        meanBytes:
          sum((k) => k.bytes) /
          Math.max(
            1,
            sum((k) => k.succeeded),
          ),
      };
    };
    const names = [...this.kinds.keys()].sort();
    return {
      kinds: names.map((n) => summary(n, [this.kinds.get(n)!])),
      overall: summary('all', [...this.kinds.values()]),
    };
  }
}

/**
 * A call's latency counted from when it was due, not from when it went out: a request that waited
 * behind a stalled server (or a busy load generator) counts the wait.
 */
export const latencyFromSchedule = (dueAt: number, answeredAt: number) => Math.max(0, answeredAt - dueAt);

/** Arrival times of several streams merged in time order, each arrival tagged with its stream. */
export function mergeSchedules<T>(streams: readonly (readonly [T, number[]])[]): { at: number; what: T }[] {
  return streams.flatMap(([what, times]) => times.map((at) => ({ at, what }))).sort((a, b) => a.at - b.at);
}

/**
 * Sends each planned arrival when it falls due (ms from the start, on `performance.now()`), without
 * waiting for earlier ones to be answered; `send` gets the due time (absolute, performance.now()) so it
 * can count latency from it. An arrival due while `maxOutstanding` are waiting goes to `dropped`.
 * Resolves when every sent arrival has finished.
 */
export async function runOpenLoop<T>(
  plan: readonly { at: number; what: T }[],
  opts: {
    maxOutstanding: number;
    send: (what: T, dueAt: number) => Promise<void>;
    dropped: (what: T) => void;
  },
) {
  const start = performance.now();
  let outstanding = 0;
  let next = 0;
  /** A send that threw (a bug of the load, not a failed call: those are recorded) fails the run at its end. */
  let failure: unknown;
  let finished!: () => void;
  const done = new Promise<void>((r) => (finished = r));
  const release = () => {
    outstanding--;
    if (next >= plan.length && outstanding === 0) finished();
  };
  const tick = () => {
    const now = performance.now() - start;
    while (next < plan.length && plan[next]!.at <= now) {
      const { at, what } = plan[next++]!;
      if (outstanding >= opts.maxOutstanding) {
        opts.dropped(what);
        continue;
      }
      outstanding++;
      opts
        .send(what, start + at)
        .catch((err: unknown) => (failure ??= err))
        .finally(release);
    }
    if (next < plan.length) setTimeout(tick, Math.max(0, plan[next]!.at - (performance.now() - start)));
    else if (outstanding === 0) finished();
  };
  tick();
  await done;
  if (failure) throw failure;
}
