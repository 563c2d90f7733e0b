import { describe, expect, it } from 'vitest';
import {
  CARD_CVC_INVALID,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_HOLDER_REQUIRED,
  CARD_NUMBER_INVALID,
  cardBrand,
  cardDetailsSchema,
  cardFormSchema,
  formatExpiry,
  luhn,
  maskCard,
} from './cards';
import { firstMessage } from './fields';

const NOW = () => new Date('2026-11-18T15:00:00Z');
const good = { number: '4242 4242 4242 4242', name: 'Ada Lovelace', expMonth: 12, expYear: 2030, cvc: '123' };

describe('card details (tokenizer)', () => {
  it('accepts the test card and keeps digits only', () => {
    expect(cardDetailsSchema(NOW).parse(good)).toMatchObject({ number: '4242424242424242', expYear: 2030 });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, CARD_NUMBER_INVALID],
    [{ number: '1234' }, CARD_NUMBER_INVALID],
    [{ number: undefined }, CARD_NUMBER_INVALID],
    [{ name: ' ' }, CARD_HOLDER_REQUIRED],
    [{ name: 'x'.repeat(36) }, 'Card holder name must be at most 35 characters.'],
    [{ expMonth: 13 }, CARD_EXPIRY_INVALID],
    [{ expMonth: 0 }, CARD_EXPIRY_INVALID],
    [{ expMonth: 10, expYear: 2026 }, CARD_EXPIRED],
    [{ expMonth: 12, expYear: 2025 }, CARD_EXPIRED],
    [{ cvc: '12' }, CARD_CVC_INVALID],
    [{ cvc: '12a' }, CARD_CVC_INVALID],
  ])('%j → %s', (override, message) => {
    const r = cardDetailsSchema(NOW).safeParse({ ...good, ...override });
    expect(r.success).toBe(false);
    expect(firstMessage(r.error!)).toBe(message);
  });

  it('is valid through the end of its expiry month', () => {
    expect(cardDetailsSchema(NOW).safeParse({ ...good, expMonth: 11, expYear: 2026 }).success).toBe(true);
  });
});

describe('card form', () => {
  it.each([
    ['12 / 30', 12, 2030],
    ['1/31', 1, 2031],
    ['06 / 2029', 6, 2029],
  ])('expiry %s → %i/%i', (expiry, m, y) => {
    expect(
      cardFormSchema(NOW).parse({ number: good.number, name: good.name, cvc: '123', expiry }),
    ).toMatchObject({
      expMonth: m,
      expYear: y,
    });
  });
  it('refuses an expiry that is not MM / YY', () => {
    const r = cardFormSchema(NOW).safeParse({
      number: good.number,
      name: good.name,
      cvc: '123',
      expiry: '1230',
    });
    expect(firstMessage(r.error!)).toBe(CARD_EXPIRY_INVALID);
  });
});

describe('card helpers', () => {
  it.each([
    ['4242424242424242', true],
    ['5555555555554444', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
  ])('luhn(%s) = %s', (n, ok) => expect(luhn(n)).toBe(ok));
  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
  ])('brand of %s is %s', (n, brand) => expect(cardBrand(n)).toBe(brand));
  it('masks and formats', () => {
    expect(maskCard('4242')).toBe('•••• •••• •••• 4242');
    expect(formatExpiry(3, 2030)).toBe('03 / 30');
  });
});
