import { describe, expect, it } from 'vitest';
import {
  formatShortDate,
  formatWindow,
  formatWindowPoint,
  handOverDate,
  isWindowOpen,
  isWindowOpenAt,
  localDayAndMinutes,
  toMinutes,
} from './order-window';
import type { WindowPoint } from './order-window-schemas';

const p = (day: number, time: string, meridiem: 'AM' | 'PM'): WindowPoint => ({ day, time, meridiem });

describe('toMinutes: hours to 24-hour time, 12 is noon for AM and PM (SPEC 4)', () => {
  it.each([
    ['1:00', 'AM', 60],
    ['9:30', 'AM', 570],
    ['12:00', 'AM', 720],
    ['12:00', 'PM', 720],
    ['12:45', 'PM', 765],
    ['1:00', 'PM', 780],
    ['11:59', 'PM', 1439],
  ] as const)('%s %s -> %i', (time, meridiem, expected) => {
    expect(toMinutes(time, meridiem)).toBe(expected);
  });
  it('refuses a malformed time', () => {
    expect(() => toMinutes('9am', 'AM')).toThrow();
  });
});

describe('isWindowOpenAt (SPEC 4: day 0 Sunday to 6 Saturday)', () => {
  // Monday 8:00 AM -> Thursday 5:00 PM
  const monThu = [p(1, '8:00', 'AM'), p(4, '5:00', 'PM')] as const;
  // Friday 6:00 PM -> Tuesday 9:00 AM: open day after close day wraps across the weekend
  const friTue = [p(5, '6:00', 'PM'), p(2, '9:00', 'AM')] as const;
  // Saturday 7:00 AM -> Saturday 12:00 PM (noon): same day compares times
  const satMorning = [p(6, '7:00', 'AM'), p(6, '12:00', 'PM')] as const;

  it.each([
    ['before opening on the open day', monThu, 1, 7 * 60 + 59, false],
    ['at opening on the open day', monThu, 1, 8 * 60, true],
    ['late on the open day', monThu, 1, 23 * 60, true],
    ['a day between', monThu, 2, 0, true],
    ['another day between', monThu, 3, 12 * 60, true],
    ['at closing on the close day', monThu, 4, 17 * 60, true],
    ['after closing on the close day', monThu, 4, 17 * 60 + 1, false],
    ['a day after the close day', monThu, 5, 12 * 60, false],
    ['a day before the open day', monThu, 0, 12 * 60, false],
    ['wrap: Friday before opening', friTue, 5, 17 * 60, false],
    ['wrap: Friday after opening', friTue, 5, 18 * 60, true],
    ['wrap: Saturday', friTue, 6, 3 * 60, true],
    ['wrap: Sunday', friTue, 0, 12 * 60, true],
    ['wrap: Monday', friTue, 1, 23 * 60, true],
    ['wrap: Tuesday before closing', friTue, 2, 9 * 60, true],
    ['wrap: Tuesday after closing', friTue, 2, 9 * 60 + 1, false],
    ['wrap: Wednesday', friTue, 3, 12 * 60, false],
    ['wrap: Thursday', friTue, 4, 12 * 60, false],
    ['same day: before', satMorning, 6, 6 * 60 + 59, false],
    ['same day: at opening', satMorning, 6, 7 * 60, true],
    ['same day: at noon closing', satMorning, 6, 12 * 60, true],
    ['same day: after', satMorning, 6, 12 * 60 + 1, false],
    ['same day: another day', satMorning, 5, 9 * 60, false],
  ] as const)('%s', (_label, [open, close], day, minutes, expected) => {
    expect(isWindowOpenAt(open, close, day, minutes)).toBe(expected);
  });
});

describe('isWindowOpen evaluates in the market time zone from an injected clock', () => {
  const window = { placeOrderOpen: p(1, '8:00', 'AM'), placeOrderClose: p(4, '5:00', 'PM') };

  it('reads the New York day and time, not UTC', () => {
    // 2026-11-19 is a Thursday. 22:30 UTC = 5:30 PM in New York (EST): closed, though UTC says 22:30 Thursday.
    expect(localDayAndMinutes(new Date('2026-11-19T22:30:00Z'))).toEqual({ day: 4, minutes: 17 * 60 + 30 });
    expect(isWindowOpen(window, new Date('2026-11-19T22:30:00Z'))).toBe(false);
    expect(isWindowOpen(window, new Date('2026-11-19T21:59:00Z'))).toBe(true);
    // Monday 2026-11-16 12:30 UTC = 7:30 AM New York: not yet open.
    expect(isWindowOpen(window, new Date('2026-11-16T12:30:00Z'))).toBe(false);
  });

  it('follows daylight saving time', () => {
    // 2026-07-16 (Thursday) 21:00 UTC = 5:00 PM EDT: open at closing minute.
    expect(isWindowOpen(window, new Date('2026-07-16T21:00:00Z'))).toBe(true);
    expect(isWindowOpen(window, new Date('2026-07-16T21:01:00Z'))).toBe(false);
  });

  it('uses another zone when the market has one', () => {
    const la = { ...window, timeZone: 'America/Los_Angeles' };
    // Thursday 23:30 UTC = 3:30 PM in Los Angeles: open there, closed in New York.
    expect(isWindowOpen(la, new Date('2026-11-19T23:30:00Z'))).toBe(true);
    expect(isWindowOpen(window, new Date('2026-11-19T23:30:00Z'))).toBe(false);
  });
});

describe('handOverDate: the pickup or delivery day after the order window closes (issue 15)', () => {
  // Wednesday November 18th 2026, 10:00am in New York.
  const wed = new Date('2026-11-18T15:00:00Z');
  it.each([
    ['Sun 6 AM - Thu 11 PM window, Friday delivery', wed, 5, p(4, '11:00', 'PM'), '2026-11-20'],
    [
      'Sun 6 AM - Thu 11 PM window, Thursday delivery (the close day)',
      wed,
      4,
      p(4, '11:00', 'PM'),
      '2026-11-19',
    ],
    ['Fri - Sat 6 PM window, Sunday farm pickup', wed, 0, p(6, '6:00', 'PM'), '2026-11-22'],
    ['Mon - Wed 8 PM window, Saturday pickup', wed, 6, p(3, '8:00', 'PM'), '2026-11-21'],
    ['window closed this morning: next week', wed, 3, p(3, '9:00', 'AM'), '2026-11-25'],
    ['no window: the first such day from the order', wed, 6, null, '2026-11-21'],
    ['no window, the same weekday: that day', wed, 3, null, '2026-11-18'],
    ['Saturday 11:30 PM local (Sunday in UTC)', new Date('2026-11-22T04:30:00Z'), 0, null, '2026-11-22'],
    ['across the month end', new Date('2026-11-28T15:00:00Z'), 2, null, '2026-12-01'],
  ] as const)('%s', (_name, placedAt, day, close, expected) => {
    expect(handOverDate(placedAt, day, close)).toBe(expected);
  });
  it('formats as a short date', () => {
    expect(formatShortDate('2026-11-21')).toBe('Sat, Nov 21');
  });
});

describe('formatWindowPoint and formatWindow: the days of a window in words', () => {
  const open = p(0, '6:00', 'AM');
  const close = p(4, '11:00', 'PM');
  it('in English, as before', () => {
    expect(formatWindowPoint(open)).toBe('Sunday 6:00 AM');
    expect(formatWindow(open, close)).toBe('Sunday 6:00 AM – Thursday 11:00 PM');
  });
  it("in Spanish, a day inside a sentence is lowercase ('abre el domingo'); a label starts with a capital", () => {
    expect(formatWindowPoint(open, 'es')).toBe('domingo 6:00 AM');
    expect(formatWindowPoint(open, 'es', true)).toBe('Domingo 6:00 AM');
    expect(formatWindow(open, close, 'es')).toBe('Domingo 6:00 AM – jueves 11:00 PM');
  });
});
