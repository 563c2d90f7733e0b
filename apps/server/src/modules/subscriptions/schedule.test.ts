import { describe, expect, it } from 'vitest';
import { addInterval } from './schedule';

describe('addInterval', () => {
  it.each([
    ['2026-11-18T15:00:00Z', 'day', 1, '2026-11-19T15:00:00.000Z'],
    ['2026-11-18T15:00:00Z', 'day', 3, '2026-11-21T15:00:00.000Z'],
    ['2026-11-18T15:00:00Z', 'week', 1, '2026-11-25T15:00:00.000Z'],
    ['2026-11-18T15:00:00Z', 'week', 2, '2026-12-02T15:00:00.000Z'],
    ['2026-11-18T15:00:00Z', 'month', 1, '2026-12-18T15:00:00.000Z'],
    ['2026-01-31T15:00:00Z', 'month', 1, '2026-02-28T15:00:00.000Z'],
    ['2026-12-31T15:00:00Z', 'month', 2, '2027-02-28T15:00:00.000Z'],
    ['2026-11-18T15:00:00Z', 'week', 0, '2026-11-25T15:00:00.000Z'],
  ])('%s + %s × %i = %s', (from, interval, count, expected) => {
    expect(addInterval(new Date(from), interval, count).toISOString()).toBe(expected);
  });

  it('refuses an unknown interval', () => {
    expect(() => addInterval(new Date(), 'fortnight', 1)).toThrow('Unknown subscription interval');
  });
});
