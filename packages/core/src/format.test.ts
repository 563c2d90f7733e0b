import { describe, expect, it } from 'vitest';
import { formatAddress, formatCents, formatOrderDate } from './format';

// SPEC 9: address shown as comma-separated present parts.
describe('formatAddress', () => {
  it.each([
    [
      { addressLine1: '1 Main St', addressLine2: 'Apt 2', city: 'Hudson', state: 'NY', postalCode: '12534' },
      '1 Main St, Apt 2, Hudson, NY, 12534',
    ],
    [
      { addressLine1: '1 Main St', addressLine2: '', city: 'Hudson', state: 'NY', postalCode: '12534' },
      '1 Main St, Hudson, NY, 12534',
    ],
    [{ addressLine1: ' ', city: 'Hudson', state: null, postalCode: undefined }, 'Hudson'],
    [{}, ''],
  ])('%j -> %s', (address, expected) => {
    expect(formatAddress(address)).toBe(expected);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1250, '$12.50'],
    [123456789, '$1,234,567.89'],
    [100000, '$1,000.00'],
    [99999, '$999.99'],
    [-250, '$-2.50'],
  ])('%i -> %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });
});

describe('formatOrderDate (America/New_York)', () => {
  it.each([
    ['2026-11-18T15:00:00Z', 'Wednesday November 18th 2026, 10:00am'],
    ['2026-11-01T04:05:00Z', 'Sunday November 1st 2026, 12:05am'],
    ['2026-07-02T21:30:00Z', 'Thursday July 2nd 2026, 5:30pm'],
    ['2026-03-23T16:00:00Z', 'Monday March 23rd 2026, 12:00pm'],
    ['2026-12-11T17:45:00Z', 'Friday December 11th 2026, 12:45pm'],
    ['2026-12-12T17:45:00Z', 'Saturday December 12th 2026, 12:45pm'],
    ['2026-12-13T17:45:00Z', 'Sunday December 13th 2026, 12:45pm'],
    ['2026-12-21T17:45:00Z', 'Monday December 21st 2026, 12:45pm'],
  ])('%s → %s', (iso, expected) => expect(formatOrderDate(iso)).toBe(expected));
});
