import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handOverDate,
  isWindowOpen,
  lastWindowClose,
  previewWindow,
  toMinutes,
  windowOpenedAt,
} from './order-window';
import type { WindowPoint } from './order-window-schemas';

/*
 * Every time function of the order window against a brute-force reference that steps through real
 * minutes and reads each one's wall clock with Intl (issue 31 item 3). The reference knows nothing of
 * offsets or Temporal: the clock is read at every quarter hour (where US offset changes fall) and
 * counted forward a minute at a time within it.
 */

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const FIRST_DAY = Date.UTC(2026, 0, 1);
const DAYS = 1096; // 2026-01-01 .. 2028-12-31

interface Clock {
  date: string;
  day: number;
  minutes: number;
}
const quarterClocks = new Map<string, Map<number, Clock>>();
const formats = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of `zone` at minute `t` (epoch ms, whole minutes). */
function clockAt(zone: string, t: number): Clock {
  let byQuarter = quarterClocks.get(zone);
  if (!byQuarter) quarterClocks.set(zone, (byQuarter = new Map()));
  const q = Math.floor(t / QUARTER) * QUARTER;
  let c = byQuarter.get(q);
  if (!c) {
    if (!formats.has(zone))
      formats.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
      );
    const parts = formats.get(zone)!.formatToParts(new Date(q));
    const get = (type: string) => parts.find((p) => p.type === type)!.value;
    c = {
      date: `${get('year')}-${get('month')}-${get('day')}`,
      day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
      minutes: Number(get('hour')) * 60 + Number(get('minute')),
    };
    byQuarter.set(q, c);
  }
  // Within a quarter hour the clock only counts forward (a quarter ends before midnight does).
  return { ...c, minutes: c.minutes + (t - q) / MINUTE };
}

/**
 * The minutes in [from, to) at which the wall clock first shows week minute `weekMinute` (its day of
 * the week, that time or later) on a local date: one per local date of that weekday. Walks every
 * quarter hour, and within one the minutes it counts.
 */
function reachedMinutes(zone: string, weekMinute: number, from: number, to: number): number[] {
  const day = Math.floor(weekMinute / 1440);
  const minutes = weekMinute % 1440;
  const seen = new Set<string>();
  const found: number[] = [];
  for (let q = Math.floor(from / QUARTER) * QUARTER; q < to; q += QUARTER) {
    const c = clockAt(zone, q);
    if (c.day !== day || c.minutes + 14 < minutes || seen.has(c.date)) continue;
    seen.add(c.date);
    found.push(q + Math.max(0, minutes - c.minutes) * MINUTE);
  }
  return found;
}

const weekMinute = (p: WindowPoint) => p.day * 1440 + toMinutes(p.time, p.meridiem);
const WEEK = 7 * 1440;
type Window = { placeOrderOpen: WindowPoint; placeOrderClose: WindowPoint };
const openMinutesOf = new Map<string, Uint8Array>();
/**
 * The week minutes (0 = Sunday 12:00 AM) at which the window is open, SPEC 4 read literally: from the
 * open point, minute by minute across days (and round the week's end), up to and including the close
 * point.
 */
function openMinutes(w: Window): Uint8Array {
  const key = JSON.stringify(w);
  let open = openMinutesOf.get(key);
  if (!open) {
    open = new Uint8Array(WEEK);
    const close = weekMinute(w.placeOrderClose);
    for (let m = weekMinute(w.placeOrderOpen), n = 0; n < WEEK; m = (m + 1) % WEEK, n++) {
      open[m] = 1;
      if (m === close) break;
    }
    openMinutesOf.set(key, open);
  }
  return open;
}
/** The week minutes at which the window turns open and turns closed (none when it is open all week). */
function transitions(w: Window): { open: number | null; close: number | null } {
  const open = openMinutes(w);
  let opens: number | null = null;
  let closes: number | null = null;
  for (let m = 0; m < WEEK; m++) {
    const before = open[(m + WEEK - 1) % WEEK];
    if (!before && open[m]) opens = m;
    if (before && !open[m]) closes = m;
  }
  return { open: opens, close: closes };
}

const ref = {
  /** The last minute at or before `now` that reached the open point (scanned from 9 days back). */
  openedAt(zone: string, open: WindowPoint, now: number) {
    const start = Math.floor(now / MINUTE) * MINUTE;
    // From a whole local day before: a date already reached before the scan must not count again.
    const found = reachedMinutes(zone, weekMinute(open), start - 9 * 1440 * MINUTE, start + MINUTE);
    return found.filter((t) => t <= now).at(-1)!;
  },
  /** The wall clock at `t`'s minute, looked up among the window's open week minutes. */
  isOpen(zone: string, w: Window, t: number) {
    const c = clockAt(zone, Math.floor(t / MINUTE) * MINUTE);
    return openMinutes(w)[c.day * 1440 + c.minutes] === 1;
  },
  transitions,
  /** The first minute after `now`'s minute that reaches week minute `m`. */
  next(zone: string, m: number, now: number) {
    const start = Math.floor(now / MINUTE) * MINUTE;
    const found = reachedMinutes(zone, m, start - 2 * 1440 * MINUTE, start + 9 * 1440 * MINUTE);
    return new Date(found.find((t) => t > start)!).toISOString();
  },
  /** The local date of the first minute at or after the order's minute that reaches the close point, then the first `day` from it. */
  handOver(zone: string, placedAt: number, day: number, close: WindowPoint | null) {
    const start = Math.floor(placedAt / MINUTE) * MINUTE;
    let from = clockAt(zone, start);
    if (close) {
      const found = reachedMinutes(
        zone,
        weekMinute(close),
        start - 2 * 1440 * MINUTE,
        start + 9 * 1440 * MINUTE,
      );
      from = clockAt(
        zone,
        found.find((t) => t >= start)!,
      );
    }
    // Step whole local days by real minutes until the weekday is `day`.
    for (let t = Date.parse(`${from.date}T12:00:00Z`); ; t += 1440 * MINUTE) {
      const date = new Date(t).toISOString().slice(0, 10);
      if (new Date(t).getUTCDay() === day) return date;
    }
  },
  /** The last minute at or before `now` that reached the week minute the window turns closed. */
  lastClose(zone: string, w: Window, now: number) {
    const { close } = transitions(w);
    if (close == null) return null;
    const start = Math.floor(now / MINUTE) * MINUTE;
    const found = reachedMinutes(zone, close, start - 9 * 1440 * MINUTE, start + MINUTE);
    return new Date(found.filter((t) => t <= now).at(-1)!).toISOString();
  },
};

const hours12 = ['12', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'];
const pointArb = (hour: fc.Arbitrary<string> = fc.constantFrom(...hours12)) =>
  fc.record({
    day: fc.integer({ min: 0, max: 6 }),
    time: fc
      .tuple(hour, fc.constantFrom('00', '01', '15', '29', '30', '45', '59'))
      .map(([h, m]) => `${h}:${m}`),
    meridiem: fc.constantFrom<'AM' | 'PM'>('AM', 'PM'),
  });
/** A window SPEC 4 accepts (on one day the close is not before the open). */
const windowArb = (point = pointArb()) =>
  fc
    .record({ placeOrderOpen: point, placeOrderClose: point })
    .filter(
      ({ placeOrderOpen: o, placeOrderClose: c }) =>
        o.day !== c.day || toMinutes(o.time, o.meridiem) <= toMinutes(c.time, c.meridiem),
    );

/** Each function at `now` in `zone` equals the reference. */
function agrees(zone: string, w: Window, now: number, day: number) {
  const window = { ...w, timeZone: zone };
  const at = new Date(now);
  expect(windowOpenedAt(w.placeOrderOpen, at, zone).toISOString()).toBe(
    new Date(ref.openedAt(zone, w.placeOrderOpen, now)).toISOString(),
  );
  expect(isWindowOpen(window, at)).toBe(ref.isOpen(zone, w, now));
  const t = ref.transitions(w);
  expect(previewWindow(window, at)).toEqual({
    isOpen: ref.isOpen(zone, w, now),
    nextOpenAt: t.open == null ? null : ref.next(zone, t.open, now),
    nextCloseAt: t.close == null ? null : ref.next(zone, t.close, now),
  });
  expect(lastWindowClose(window, at)?.toISOString() ?? null).toBe(ref.lastClose(zone, w, now));
  expect(handOverDate(at, day, w.placeOrderClose, zone)).toBe(
    ref.handOver(zone, now, day, w.placeOrderClose),
  );
  expect(handOverDate(at, day, null, zone)).toBe(ref.handOver(zone, now, day, null));
}

const caseArb = fc.record({
  window: windowArb(),
  // Any second of the day (UTC), and a pickup or delivery weekday.
  second: fc.integer({ min: 0, max: 86_399 }),
  day: fc.integer({ min: 0, max: 6 }),
});

describe.each(ZONES)('order-window time in %s agrees with a minute-by-minute reference', (zone) => {
  it('on every day of 2026-2028', { timeout: 120_000 }, () => {
    // One seeded case for each day (so every day is met), then random ones that shrink on failure.
    const daily = fc.sample(caseArb, { numRuns: DAYS, seed: 31 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DAYS - 1 }), caseArb, (dayIndex, c) =>
        agrees(zone, c.window, FIRST_DAY + dayIndex * 1440 * MINUTE + c.second * 1000, c.day),
      ),
      { numRuns: 50, examples: daily.map((c, i) => [i, c] as [number, typeof c]) },
    );
  });
});

/** The Sundays the clocks change in the US (second Sunday of March, first of November). */
const dstSundays = [2026, 2027, 2028].flatMap((y) => {
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(y, month, 1)).getUTCDay();
    return Date.UTC(y, month, 1 + ((7 - first) % 7) + 7 * (nth - 1));
  };
  return [sunday(2, 2), sunday(10, 1)];
});

describe('the weeks the clocks change', () => {
  // Windows whose points fall around the change (Saturday evening to Sunday 4 AM) and instants all week.
  const nearChange = fc.oneof(
    pointArb(fc.constantFrom('12', '1', '2', '3')).map((p) => ({ ...p, day: 0, meridiem: 'AM' as const })),
    pointArb(),
  );
  it.each(ZONES.filter((z) => z !== 'America/Phoenix' && z !== 'Pacific/Honolulu'))(
    '%s',
    { timeout: 60_000 },
    (zone) => {
      fc.assert(
        fc.property(
          fc.constantFrom(...dstSundays),
          windowArb(nearChange),
          // From the Thursday before to the Wednesday after, to the second.
          fc.integer({ min: -3 * 86_400, max: 4 * 86_400 }),
          fc.integer({ min: 0, max: 6 }),
          (sunday, w, second, day) => agrees(zone, w, sunday + second * 1000, day),
        ),
        { numRuns: 300, seed: 3131 },
      );
    },
  );

  it('a window opening Saturday 6:00 AM in the week New York falls back opens at 6:00 EDT, 10:00 UTC', () => {
    // 2026-11-01 is the fall-back Sunday; Saturday 2026-10-31 is still EDT. Asked Sunday 1:30 AM EST.
    const sat = { day: 6, time: '6:00', meridiem: 'AM' as const };
    expect(windowOpenedAt(sat, new Date('2026-11-01T06:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-10-31T10:00:00.000Z',
    );
    // The week after: 6:00 EST is 11:00 UTC.
    expect(windowOpenedAt(sat, new Date('2026-11-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-07T11:00:00.000Z',
    );
  });

  it('a time seen twice counts the first time; a time skipped is reached when the clocks jump', () => {
    const sun = (time: string) => ({ day: 0, time, meridiem: 'AM' as const });
    // Fall back 2026-11-01: 1:30 AM is 05:30 UTC (EDT) and again 06:30 UTC (EST); the window opened at the first.
    expect(
      windowOpenedAt(sun('1:30'), new Date('2026-11-01T07:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-11-01T05:30:00.000Z');
    // Spring forward 2026-03-08: 2:30 AM never shows; the window opens when 1:59 EST becomes 3:00 EDT (07:00 UTC).
    expect(
      windowOpenedAt(sun('2:30'), new Date('2026-03-08T09:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-03-08T07:00:00.000Z');
  });
});
