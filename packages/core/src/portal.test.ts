import { describe, expect, it } from 'vitest';
import { firstMessage } from './fields';
import { distributionSchema, inventoryItemSchema } from './portal';
import {
  isWindowOpen,
  lastWindowClose,
  noonRuleNote,
  previewWindow,
  wallClock,
  windowTransitions,
  windowProblem,
} from './order-window';
import type { WindowPoint } from './order-window-schemas';

const item = {
  itemName: 'Carrots',
  inventoryType: '1',
  distributionTypes: '1,2',
  consumerPriceCents: '400',
  wholesalePriceCents: '300',
  consumerUnit: '3',
  wholesaleUnit: '3',
  maximumConsumerQuantity: '20',
  maximumWholesaleQuantity: '40',
};

describe('inventory item form', () => {
  it('reads a multipart form into typed values', () => {
    expect(inventoryItemSchema.parse(item)).toMatchObject({
      distributionTypes: [1, 2],
      consumerPriceCents: 400,
      subscriptionInterval: null,
      subscriptionIntervalCount: 0,
      status: 1,
    });
  });
  it.each([
    [{ itemName: '' }, 'Item name is required.'],
    [{ itemName: 'others' }, 'Other item name is required.'],
    [{ inventoryType: '3' }, 'Category is required.'],
    [{ distributionTypes: '' }, 'Select at least one way to distribute this item.'],
    [{ distributionTypes: '4' }, 'Distribution types are 1 pickup, 2 delivery, 3 shipping.'],
    [{ consumerPriceCents: '4.5' }, 'Consumer price must be in whole cents.'],
    [{ wholesalePriceCents: '-1' }, 'Wholesale price cannot be negative.'],
    [{ consumerUnit: '99' }, 'Unit is required.'],
    [{ consumerUnit: '13' }, 'Name the consumer unit.'],
    [{ subscriptionInterval: 'year' }, 'Subscription interval must be day, week or month.'],
    [
      { subscriptionInterval: 'week', subscriptionIntervalCount: '0' },
      'Subscription count must be at least 1.',
    ],
  ])('%j → %s', (override, message) => {
    const r = inventoryItemSchema.safeParse({ ...item, ...override });
    expect(r.success).toBe(false);
    expect(firstMessage(r.error!)).toBe(message);
  });
});

const window = {
  placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' as const },
  placeOrderClose: { day: 4, time: '11:00', meridiem: 'PM' as const },
};

describe('distribution form', () => {
  const pickup = {
    selectPickDel: 1,
    pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
    ...window,
  };
  it('accepts a farm pickup and needs zip codes for delivery', () => {
    expect(distributionSchema.parse(pickup)).toMatchObject({ selectPickDel: 1, deliveryPostalCodes: [] });
    const r = distributionSchema.safeParse({
      ...window,
      selectPickDel: 2,
      deliveries: [{ day: 4, time: '2-6 PM', feeCents: 500 }],
    });
    expect(firstMessage(r.error!)).toBe('Add the zip codes you serve.');
    expect(
      distributionSchema.parse({
        ...window,
        selectPickDel: 2,
        deliveryPostalCodes: '12401, 12443',
        deliveries: [{ day: 4, time: '2-6 PM' }],
      }).deliveryPostalCodes,
    ).toEqual(['12401', '12443']);
  });
  it.each([
    [{ pickups: [] }, 'Add at least one pickup day and time.'],
    [{ placeOrderOpen: { day: 7, time: '6:00', meridiem: 'AM' } }, 'Day must be 0 (Sunday) to 6 (Saturday).'],
    [{ placeOrderClose: { day: 4, time: '23:00', meridiem: 'PM' } }, "Time must be like '9:00'."],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone.'],
  ])('%j → %s', (override, message) => {
    expect(firstMessage(distributionSchema.safeParse({ ...pickup, ...override }).error!)).toBe(message);
  });
});

describe('order window preview (America/New_York)', () => {
  it.each([
    // Wednesday 10:00: open; closes Thursday 23:01, opens again Sunday 06:00.
    ['2026-11-18T15:00:00Z', true, '2026-11-22T11:00:00.000Z', '2026-11-20T04:01:00.000Z'],
    // Saturday 14:00: closed; opens Sunday 06:00 then closes Thursday 23:01.
    ['2026-11-21T19:00:00Z', false, '2026-11-22T11:00:00.000Z', '2026-11-27T04:01:00.000Z'],
  ])('at %s open=%s, next open %s, next close %s', (now, isOpen, nextOpenAt, nextCloseAt) => {
    expect(previewWindow(window, new Date(now))).toEqual({ isOpen, nextOpenAt, nextCloseAt });
  });
});

describe('last window close', () => {
  it.each([
    // Sunday 6:00 AM to Thursday 11:00 PM: the first closed minute is Thursday 23:01 New York (04:01 UTC Friday).
    ['2026-11-21T19:00:00Z', '2026-11-20T04:01:00.000Z'],
    ['2026-11-20T04:01:00Z', '2026-11-20T04:01:00.000Z'],
    ['2026-11-18T15:00:00Z', '2026-11-13T04:01:00.000Z'],
  ])('at %s it last closed at %s', (now, closed) => {
    expect(lastWindowClose(window, new Date(now))?.toISOString()).toBe(closed);
  });
});

describe('order window across a daylight-saving change (America/New_York)', () => {
  const sundayMorning = {
    placeOrderOpen: { day: 0, time: '8:00', meridiem: 'AM' as const },
    placeOrderClose: { day: 1, time: '6:00', meridiem: 'PM' as const },
  };
  it.each([
    // Clocks go back Sunday 2026-11-01 2:00: Sunday 8:00 AM is EST, 13:00 UTC (not 12:00).
    ['fall back', '2026-10-29T16:00:00Z', '2026-11-01T13:00:00.000Z', '2026-11-02T23:01:00.000Z'],
    // Clocks go forward Sunday 2026-03-08 2:00: Sunday 8:00 AM is EDT, 12:00 UTC (not 13:00).
    ['spring forward', '2026-03-05T17:00:00Z', '2026-03-08T12:00:00.000Z', '2026-03-09T22:01:00.000Z'],
  ])('%s: the preview opens and closes at the local times', (_week, now, nextOpenAt, nextCloseAt) => {
    expect(previewWindow(sundayMorning, new Date(now))).toEqual({ isOpen: false, nextOpenAt, nextCloseAt });
  });
  it('the last close before a change is found at its real instant', () => {
    // Closed Saturday 2026-10-31 6:00 PM EDT (22:01 UTC is the first closed minute); asked Monday noon EST.
    const saturdayClose = {
      placeOrderOpen: { day: 3, time: '8:00', meridiem: 'AM' as const },
      placeOrderClose: { day: 6, time: '6:00', meridiem: 'PM' as const },
    };
    expect(lastWindowClose(saturdayClose, new Date('2026-11-02T17:00:00Z'))?.toISOString()).toBe(
      '2026-10-31T22:01:00.000Z',
    );
  });
});

describe('order window rules a farmer meets in the form', () => {
  it('refuses a window that closes before it opens on the same day, with a message', () => {
    const r = distributionSchema.safeParse({
      selectPickDel: 1,
      pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
      placeOrderOpen: { day: 3, time: '5:00', meridiem: 'PM' },
      placeOrderClose: { day: 3, time: '9:00', meridiem: 'AM' },
    });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['placeOrderClose'],
      message: 'Orders must close after they open on the same day.',
    });
    // 12:00 AM is noon (SPEC 4), so 12:00 AM to 11:00 AM the same day closes before it opens too.
    expect(
      windowProblem({ day: 2, time: '12:00', meridiem: 'AM' }, { day: 2, time: '11:00', meridiem: 'AM' }),
    ).toBe('Orders must close after they open on the same day.');
    expect(
      windowProblem({ day: 2, time: '9:00', meridiem: 'AM' }, { day: 2, time: '5:00', meridiem: 'PM' }),
    ).toBeNull();
  });
  it('says what 12 AM means instead of changing it', () => {
    expect(noonRuleNote({ time: '12:30', meridiem: 'AM' })).toBe(
      '12:30 AM is read as 12:30 PM (noon): 12 counts as noon for AM and PM. For midnight, use 11:59 PM the day before.',
    );
    expect(noonRuleNote({ time: '12:30', meridiem: 'PM' })).toBeNull();
    expect(noonRuleNote({ time: '1:30', meridiem: 'AM' })).toBeNull();
  });
});

describe('window arithmetic agrees with a minute-by-minute walk (SPEC 4)', () => {
  const point = (day: number, time: string, meridiem: 'AM' | 'PM'): WindowPoint => ({ day, time, meridiem });
  const windows = [
    window,
    // Same day, evening: Saturday 12:00 PM to 11:59 PM closes at midnight into Sunday.
    { placeOrderOpen: point(6, '12:00', 'PM'), placeOrderClose: point(6, '11:59', 'PM') },
    // Wraps across the weekend, in another zone.
    {
      placeOrderOpen: point(5, '9:30', 'AM'),
      placeOrderClose: point(1, '12:00', 'AM'),
      timeZone: 'America/Los_Angeles',
    },
    // Same day with the close before the open: never open, so it never closes.
    { placeOrderOpen: point(2, '5:00', 'PM'), placeOrderClose: point(2, '9:00', 'AM') },
    // Monday 0:00 to Sunday 11:59 PM: open all week, never closes.
    { placeOrderOpen: point(1, '0:00', 'AM'), placeOrderClose: point(0, '11:59', 'PM') },
  ];
  const walkBack = (w: (typeof windows)[number], now: Date) => {
    const start = Math.floor(now.getTime() / 60_000) * 60_000;
    for (let k = 0; k < 7 * 1440; k++)
      if (
        !isWindowOpen(w, new Date(start - k * 60_000)) &&
        isWindowOpen(w, new Date(start - (k + 1) * 60_000))
      )
        return new Date(start - k * 60_000).toISOString();
    return null;
  };
  const instants = [
    '2026-11-18T15:00:00Z',
    '2026-11-22T07:59:30Z',
    '2026-11-24T05:00:00Z',
    '2026-11-27T08:00:00Z',
  ];
  it.each(windows.flatMap((w, i) => instants.map((at) => [i, at] as const)))('window %i at %s', (i, at) => {
    const w = windows[i]!;
    expect(lastWindowClose(w, new Date(at))?.toISOString() ?? null).toBe(walkBack(w, new Date(at)));
  });
  it('finds no transition in a window that never changes', () => {
    expect(windowTransitions(windows[3]!)).toEqual({ open: null, close: null });
    expect(windowTransitions(windows[4]!)).toEqual({ open: null, close: null });
    expect(windowTransitions(windows[1]!)).toEqual({ open: 6 * 1440 + 720, close: 0 });
  });
  it('evaluates a batch of 1,000 windows of one time zone well within the 50 ms event-loop budget', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const local = wallClock(now, 'America/New_York');
    const started = Date.now();
    for (let n = 0; n < 1000; n++) lastWindowClose(windows[n % 2]!, now, local);
    expect(Date.now() - started).toBeLessThan(50);
  });
});
