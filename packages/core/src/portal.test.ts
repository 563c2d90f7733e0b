import { describe, expect, it } from 'vitest';
import { firstMessage } from './fields';
import { distributionSchema, inventoryItemSchema, lastWindowClose, previewWindow } from './portal';

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
