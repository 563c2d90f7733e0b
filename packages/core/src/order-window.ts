/**
 * SPEC 4 'Ordering window': whether a distribution takes orders now, from the day and time
 * in the market's time zone against placeOrderOpen / placeOrderClose.
 */
export interface WindowPoint {
  /** 0 Sunday .. 6 Saturday */
  day: number;
  /** 'H:MM' on a 12-hour clock */
  time: string;
  meridiem: 'AM' | 'PM';
}

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

/** Minutes after midnight. SPEC 4: hours converted to 24-hour time, 12 taken as noon for both AM and PM. */
export function toMinutes(time: string, meridiem: 'AM' | 'PM'): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) throw new Error(`Invalid time '${time}'`);
  const h = Number(m[1]);
  const min = Number(m[2]);
  const hour24 = h === 12 ? 12 : meridiem === 'PM' ? h + 12 : h;
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

export const WINDOW_CLOSES_BEFORE_OPENING = 'Orders must close after they open on the same day.';
/** SPEC 4: on the same day the window is the time between open and close; closing first would never open. */
export const windowProblem = (open: WindowPoint, close: WindowPoint): string | null =>
  open.day === close.day && toMinutes(open.time, open.meridiem) > toMinutes(close.time, close.meridiem)
    ? WINDOW_CLOSES_BEFORE_OPENING
    : null;

/** Day of week (0 Sunday) and minutes after midnight of `at` in `timeZone`. */
const formatters = new Map<string, Intl.DateTimeFormat>();
// Building a formatter costs ~0.1 ms; lists evaluate many windows, so keep one per zone.
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

export function localDayAndMinutes(at: Date, timeZone = DEFAULT_TIME_ZONE): { day: number; minutes: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

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

/** Whether the window is open at instant `at`, evaluated in the market's time zone. */
export function isWindowOpen(
  window: { placeOrderOpen: WindowPoint; placeOrderClose: WindowPoint; timeZone?: string | null },
  at: Date,
): boolean {
  const { day, minutes } = localDayAndMinutes(at, window.timeZone ?? DEFAULT_TIME_ZONE);
  return isWindowOpenAt(window.placeOrderOpen, window.placeOrderClose, day, minutes);
}

/** 'Sunday 6:00 AM' */
export const formatWindowPoint = (p: WindowPoint) => `${WEEKDAYS[p.day] ?? ''} ${p.time} ${p.meridiem}`;
/** 'Sunday 6:00 AM – Thursday 11:00 PM' */
export const formatWindow = (open: WindowPoint, close: WindowPoint) =>
  `${formatWindowPoint(open)} – ${formatWindowPoint(close)}`;

/**
 * When the weekly order window last opened, at or before `now` (the start of the current order
 * cycle: a slot's capacity counts the orders placed since then).
 */
export function windowOpenedAt(open: WindowPoint, now: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  const WEEK = 7 * 1440;
  const local = localDayAndMinutes(now, timeZone);
  const openAt = open.day * 1440 + toMinutes(open.time, open.meridiem);
  const since = (((local.day * 1440 + local.minutes - openAt) % WEEK) + WEEK) % WEEK;
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000 - since * 60_000);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/** 'YYYY-MM-DD' of `at` in `timeZone`. */
const localDate = (at: Date, timeZone: string) => {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, f);
  }
  return f.format(at);
};

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
  const local = localDayAndMinutes(placedAt, timeZone);
  let closeOffset = 0;
  if (close) {
    const WEEK = 7 * 1440;
    const now = local.day * 1440 + local.minutes;
    const untilClose =
      (((close.day * 1440 + toMinutes(close.time, close.meridiem) - now) % WEEK) + WEEK) % WEEK;
    closeOffset = Math.floor((now + untilClose) / 1440) - local.day;
  }
  const closeDay = (local.day + closeOffset) % 7;
  const offset = closeOffset + ((day - closeDay + 7) % 7);
  const [y, m, d] = localDate(placedAt, timeZone).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + offset)).toISOString().slice(0, 10);
}

// Made when first used (see format.ts's ORDER_DATE).
let shortDate: Intl.DateTimeFormat | undefined;
/** '2026-11-21' -> 'Sat, Nov 21' */
export const formatShortDate = (isoDate: string) =>
  (shortDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  })).format(new Date(`${isoDate}T00:00:00Z`));
