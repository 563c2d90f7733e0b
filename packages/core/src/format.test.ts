import { describe, expect, it } from 'vitest';
import { formatAddress, formatCents } from './format';

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
  ])('%i -> %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });
});
