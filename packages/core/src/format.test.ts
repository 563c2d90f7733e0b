import { describe, expect, it } from 'vitest';
import { formatAddress, formatCents, formatOrderDate, weekdayInSentence, weekdayName } from './format';
import { WEEKDAYS } from './order-window';

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
    [-250, '-$2.50'],
    [-5, '-$0.05'],
  ])('%i -> %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('writes dollars in Spanish as the United States does (es-US)', () => {
    expect(formatCents(123456, 'es')).toBe('$1,234.56');
    expect(formatCents(123456, 'es')).toBe(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1234.56),
    );
    expect(formatCents(-250, 'es')).toBe('-$2.50');
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

  it('in Spanish, as es-US writes a date', () => {
    const text = formatOrderDate('2026-11-18T15:00:00Z', 'es');
    expect(text).toMatch(/^miércoles, 18 de noviembre de 2026/);
    expect(text).toMatch(/10:00/);
  });
});

describe('weekdayName', () => {
  it('says the days of SPEC 4 (0 Sunday) as WEEKDAYS does in English, and in Spanish', () => {
    for (let day = 0; day < 7; day++) expect(weekdayName(day)).toBe(WEEKDAYS[day]);
    expect(weekdayName(1, 'es')).toBe('Lunes');
    expect(weekdayName(0, 'es')).toBe('Domingo');
  });

  it('inside a sentence keeps the English capital and writes the Spanish day in lowercase', () => {
    for (let day = 0; day < 7; day++) {
      expect(weekdayInSentence(day)).toBe(WEEKDAYS[day]);
      const es = weekdayInSentence(day, 'es');
      expect(es).toBe(es.toLowerCase());
      expect(weekdayName(day, 'es')).toBe(es.charAt(0).toUpperCase() + es.slice(1));
    }
    expect(weekdayInSentence(0, 'es')).toBe('domingo');
    expect(weekdayInSentence(3, 'es')).toBe('miércoles');
  });
});
