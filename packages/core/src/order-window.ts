import { msg } from './i18n/translate';
import { Temporal } from 'temporal-polyfill';
import { LOCALES, type Locale } from './i18n/locales';
import { weekdayInSentence, weekdayName } from './format';
// Declared with their schemas (order-window-schemas.ts), exported from there alone; only their types here.
import type { WindowPoint, WindowPreview } from './order-window-schemas';

/**
 * SPEC 4 'Ordering window': whether a distribution takes orders now, from the day and time
 * in the market's time zone against placeOrderOpen / placeOrderClose.
 */

export const DEFAULT_TIME_ZONE = 'America/New_York';
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

// A list works out hundreds of windows' times, nearly all a handful of texts ('6:00' AM): each is read once
// (issue 29: matching the text every time was a twelfth of what the API process allocated on a market day).
const minutesRead = { AM: new Map<string, number>(), PM: new Map<string, number>() };

/** Minutes after midnight. SPEC 4: hours converted to 24-hour time, 12 taken as noon for both AM and PM. */
export function toMinutes(time: string, meridiem: 'AM' | 'PM'): number {
  const read = minutesRead[meridiem] ?? minutesRead.AM;
  const known = read.get(time);
  if (known !== undefined) return known;
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) throw new Error(`Invalid time '${time}'`);
  const h = Number(m[1]);
  const min = Number(m[2]);
  const hour24 = h === 12 ? 12 : meridiem === 'PM' ? h + 12 : h;
  if (read.size >= 2_000) read.clear();
  read.set(time, hour24 * 60 + min);
  return hour24 * 60 + min;
}

/**
 * What a 12 o'clock AM time means under SPEC 4's rule (12 is noon for AM and PM), for a form to say
 * beside the field instead of changing it silently; null for any other time.
 */
export function noonRuleNote(p: { time: string; meridiem: 'AM' | 'PM' }): string | null {
  const m = /^12:(\d{2})$/.exec(p.time.trim());
  if (!m || p.meridiem !== 'AM') return null;
  return `12:${m[1]} AM is read as 12:${m[1]} PM (noon): 12 counts as noon for AM and PM. For midnight, use 11:59 PM the day before.`;
}

export const WINDOW_CLOSES_BEFORE_OPENING = msg('validation.windowClosesBeforeOpening');
/** SPEC 4: on the same day the window is the time between open and close; closing first would never open. */
export const windowProblem = (open: WindowPoint, close: WindowPoint): string | null =>
  open.day === close.day && toMinutes(open.time, open.meridiem) > toMinutes(close.time, close.meridiem)
    ? WINDOW_CLOSES_BEFORE_OPENING
    : null;

const WEEK_MINUTES = 7 * 1440;
const mod = (m: number) => ((m % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
const weekMinuteOf = (p: WindowPoint) => p.day * 1440 + toMinutes(p.time, p.meridiem);

// Building a formatter costs ~0.1 ms; lists evaluate many windows, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** What the wall clock of a time zone shows at an instant. */
export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 Sunday .. 6 Saturday */
  day: number;
  /** minutes after midnight */
  minutes: number;
}

/**
 * What the wall clock of `timeZone` shows at `at`. Reading the clock is the platform's (Intl, a few
 * µs); going from a wall-clock time back to an instant, where daylight saving bites, is Temporal's
 * (reachedOn below). A caller evaluating many windows of one zone reads the clock once.
 */
export function wallClock(at: Date, timeZone: string = DEFAULT_TIME_ZONE): Readonly<WallClock> {
  // Zones' offsets are whole minutes (only local mean times before about 1900 had seconds), so the clock
  // reads the same all minute: read once a minute per zone.
  const minute = Math.floor(at.getTime() / 60_000);
  const last = clockRead.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const clock = readWallClock(at, timeZone);
  if (clockRead.size >= 1_000) clockRead.clear();
  clockRead.set(timeZone, { minute, clock });
  return clock;
}
const clockRead = new Map<string, { minute: number; clock: Readonly<WallClock> }>();

function readWallClock(at: Date, timeZone: string): WallClock {
  const n: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(at))
    if (p.type !== 'literal') n[p.type] = Number(p.value);
  const pad = (v: number) => String(v).padStart(2, '0');
  return {
    date: `${String(n.year).padStart(4, '0')}-${pad(n.month!)}-${pad(n.day!)}`,
    day: new Date(Date.UTC(n.year!, n.month! - 1, n.day!)).getUTCDay(),
    minutes: n.hour! * 60 + n.minute!,
  };
}

/** Day of week (0 Sunday) and minutes after midnight of `at` in `timeZone`. */
export function localDayAndMinutes(at: Date, timeZone = DEFAULT_TIME_ZONE): { day: number; minutes: number } {
  const { day, minutes } = wallClock(at, timeZone);
  return { day, minutes };
}

// A list evaluates many windows with the same points (most open Sunday 6:00 AM); zone rules do not
// change while the process runs, so an instant once found is kept (bounded).
const reached = new Map<string, number>();
/**
 * The first instant (epoch ms) of the local date `days` after `date` at which the wall clock of
 * `timeZone` shows `minutes` after midnight or later. In the week the clocks go back, a time seen
 * twice counts the first time; in the week they go forward, a time they skip is reached when they
 * jump (2:30 AM: at 3:00 AM).
 */
function reachedOn(date: string, days: number, minutes: number, timeZone: string): number {
  const key = `${timeZone}|${date}|${days}|${minutes}`;
  let at = reached.get(key);
  if (at === undefined) {
    const wall = Temporal.PlainDate.from(date).add({ days }).toPlainDateTime().add({ minutes });
    const first = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
    at = first.toPlainDateTime().equals(wall)
      ? first.epochMilliseconds
      : (first.getTimeZoneTransition('next') ?? first).epochMilliseconds;
    if (reached.size >= 10_000) reached.clear();
    reached.set(key, at);
  }
  return at;
}

/**
 * The last instant at or before `now` at which the wall clock reached local week minute `weekMinute`
 * (`local`: the wall clock at `now`).
 */
function lastReached(
  weekMinute: number,
  now: Date,
  timeZone: string,
  local = wallClock(now, timeZone),
): Date {
  const days = -((local.day - Math.floor(weekMinute / 1440) + 7) % 7);
  const at = reachedOn(local.date, days, weekMinute % 1440, timeZone);
  return new Date(at <= now.getTime() ? at : reachedOn(local.date, days - 7, weekMinute % 1440, timeZone));
}

/** The first instant after `after` at which the wall clock reaches local week minute `weekMinute`. */
function nextReached(weekMinute: number, after: Date, timeZone: string): Date {
  const local = wallClock(after, timeZone);
  const days = (Math.floor(weekMinute / 1440) - local.day + 7) % 7;
  const at = reachedOn(local.date, days, weekMinute % 1440, timeZone);
  return new Date(at > after.getTime() ? at : reachedOn(local.date, days + 7, weekMinute % 1440, timeZone));
}

const startOfMinute = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** Whether the window is open at local `day` and `minutes`. */
export function isWindowOpenAt(open: WindowPoint, close: WindowPoint, day: number, minutes: number): boolean {
  const openMin = toMinutes(open.time, open.meridiem);
  const closeMin = toMinutes(close.time, close.meridiem);
  // SPEC 4: same day compares the times.
  if (open.day === close.day) return day === open.day && minutes >= openMin && minutes <= closeMin;
  // On the open day only at or after opening; on the close day only at or before closing.
  if (day === open.day) return minutes >= openMin;
  if (day === close.day) return minutes <= closeMin;
  // Days between are open; open day after close day wraps across the weekend.
  return open.day < close.day ? day > open.day && day < close.day : day > open.day || day < close.day;
}

/**
 * A distribution's ordering window (SPEC 4): its opening and closing points of the week, read in its
 * market's time zone (New York when it has none; windowTransitions reads the points only).
 */
export interface OrderingWindow {
  placeOrderOpen: WindowPoint;
  placeOrderClose: WindowPoint;
  timeZone?: string | null;
}
/** An ordering window whose time zone is worked out already (the server's rows carry their market's). */
export type ZonedOrderingWindow = OrderingWindow & { timeZone: string };

/** Whether the window is open at instant `at`, evaluated in the market's time zone. */
export function isWindowOpen(window: OrderingWindow, at: Date): boolean {
  const { day, minutes } = localDayAndMinutes(at, window.timeZone ?? DEFAULT_TIME_ZONE);
  return isWindowOpenAt(window.placeOrderOpen, window.placeOrderClose, day, minutes);
}

/**
 * 'Sunday 6:00 AM', inside a sentence ('opens Sunday 6:00 AM'; Spanish writes the day in lowercase there:
 * 'abre el domingo 6:00 AM'); `label` for the start of a line ('Domingo 6:00 AM').
 */
export const formatWindowPoint = (p: WindowPoint, locale: Locale = 'en', label = false) =>
  `${locale === 'en' ? (WEEKDAYS[p.day] ?? '') : label ? weekdayName(p.day, locale) : weekdayInSentence(p.day, locale)} ${p.time} ${p.meridiem}`;
/** 'Sunday 6:00 AM – Thursday 11:00 PM', a label: 'Domingo 6:00 AM – jueves 11:00 PM' in Spanish. */
export const formatWindow = (open: WindowPoint, close: WindowPoint, locale: Locale = 'en') =>
  `${formatWindowPoint(open, locale, true)} – ${formatWindowPoint(close, locale)}`;

/**
 * When the weekly order window last opened, at or before `now` (the start of the current order
 * cycle: a slot's capacity counts the orders placed since then).
 */
export const windowOpenedAt = (open: WindowPoint, now: Date, timeZone = DEFAULT_TIME_ZONE): Date =>
  lastReached(weekMinuteOf(open), now, timeZone);

/**
 * The date ('YYYY-MM-DD', local to the distribution) an order placed at `placedAt` is picked up or
 * delivered: the first `day` (0 Sunday) on or after the day its order window closes (SPEC 4: orders
 * of a window are harvested for the pickup or delivery day that follows). Without a window, the first
 * `day` on or after the order's own day.
 */
export function handOverDate(
  placedAt: Date,
  day: number,
  close?: WindowPoint | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  // The close at or after the order's minute (an order placed in the closing minute is in that window).
  const closing = close
    ? nextReached(weekMinuteOf(close), new Date(startOfMinute(placedAt).getTime() - 1), timeZone)
    : placedAt;
  const local = wallClock(closing, timeZone);
  return Temporal.PlainDate.from(local.date)
    .add({ days: (day - local.day + 7) % 7 })
    .toString();
}

/**
 * The local week minutes (0 = Sunday 0:00) of the window's first open minute and of its first
 * closed minute after it; both null when it is open all week or never. SPEC 4's window is one
 * interval of the week, so it opens at its open point and closes the minute after its close point,
 * or never changes: checked with the same rule as isWindowOpenAt, no minute-by-minute walk.
 */
export function windowTransitions(w: OrderingWindow): {
  open: number | null;
  close: number | null;
} {
  const { placeOrderOpen: o, placeOrderClose: c } = w;
  const openAt = (m: number) => isWindowOpenAt(o, c, Math.floor(mod(m) / 1440), mod(m) % 1440);
  const close = mod(weekMinuteOf(c) + 1);
  if (openAt(close) || !openAt(close - 1)) return { open: null, close: null };
  return { open: weekMinuteOf(o), close };
}

/**
 * The portal's preview: whether the window is open at `now` and when it next opens and closes, to the
 * minute, in the window's time zone (right across a daylight-saving change).
 */
export function previewWindow(w: OrderingWindow, now: Date): WindowPreview {
  const timeZone = w.timeZone ?? DEFAULT_TIME_ZONE;
  const t = windowTransitions(w);
  const ahead = (m: number | null) =>
    m == null ? null : nextReached(m, startOfMinute(now), timeZone).toISOString();
  return { isOpen: isWindowOpen(w, now), nextOpenAt: ahead(t.open), nextCloseAt: ahead(t.close) };
}

/**
 * The last moment the window closed at or before `now` (the first closed minute after an open one),
 * within the past week; null when it never closes. The window-close summaries start from it.
 * `local` is the wall clock at `now` in the window's time zone, for callers that evaluate many
 * windows of one zone.
 */
export function lastWindowClose(
  w: OrderingWindow,
  now: Date,
  local: WallClock = wallClock(now, w.timeZone ?? DEFAULT_TIME_ZONE),
): Date | null {
  const { close } = windowTransitions(w);
  return close == null ? null : lastReached(close, now, w.timeZone ?? DEFAULT_TIME_ZONE, local);
}

// Made when first used (see format.ts's ORDER_DATE).
const shortDates = new Map<Locale, Intl.DateTimeFormat>();
/** '2026-11-21' -> 'Sat, Nov 21' */
export const formatShortDate = (isoDate: string, locale: Locale = 'en') => {
  let f = shortDates.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[locale].intl, {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    shortDates.set(locale, f);
  }
  return f.format(new Date(`${isoDate}T00:00:00Z`));
};
