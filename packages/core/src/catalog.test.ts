import { describe, expect, it } from 'vitest';
import {
  categoryName,
  deliveryOfferedTo,
  distanceMiles,
  formatPricePerUnit,
  isShippable,
  isTestProduct,
  itemDisplayName,
  priceFor,
  subscriptionText,
  unitLabel,
} from './catalog';
import { loadLocale, translateText } from './i18n/translate';

describe('units and categories (SPEC 9)', () => {
  it.each([
    [3, undefined, 'bunch'],
    [5, undefined, 'pint'],
    [6, undefined, 'head'],
    [7, undefined, 'bag'],
    [8, undefined, 'half pint'],
    [10, undefined, 'Pound'],
    [11, undefined, 'Half Pound Bag'],
    [12, undefined, 'Half Pound'],
    [13, 'dozen', 'dozen'],
    [13, '', 'others'],
    [99, undefined, 'others'],
  ])('unit %i (%s) -> %s', (code, custom, expected) => {
    expect(unitLabel(code, custom)).toBe(expected);
  });
  it('reads in Spanish in lower case, as units do inside a sentence ("$4.00 / libra")', async () => {
    await loadLocale('es');
    expect([3, 5, 10, 11, 12, 99].map((code) => translateText('es', unitLabel(code)))).toEqual([
      'manojo',
      'pinta',
      'libra',
      'bolsa de media libra',
      'media libra',
      'otros',
    ]);
  });
  it.each([
    [1, 'Vegetables'],
    [2, 'Seedlings'],
    [5, 'Others'],
    [6, 'Fruits'],
    [7, 'Meat and Eggs'],
    [8, 'Dairy'],
    [4, 'Others'],
  ])('category %i -> %s', (id, name) => {
    expect(categoryName(id)).toBe(name);
  });
});

describe('shippable only when distribution types are exactly shipping (SPEC 4)', () => {
  it.each([
    [[3], true],
    [[3, 3], true],
    [[1, 3], false],
    [[2], false],
    [[], false],
  ])('%j -> %s', (types, expected) => {
    expect(isShippable(types)).toBe(expected);
  });
});

describe('delivery offered only for the buyer type or both (SPEC 6)', () => {
  it.each([
    [null, 2, true],
    [3, 3, true],
    [1, 2, true],
    [1, 3, false],
    [2, 3, true],
    [2, 4, true],
    [2, 2, false],
    [1, null, true],
  ])('deliveryFor %s, userType %s -> %s', (deliveryFor, userType, expected) => {
    expect(deliveryOfferedTo(deliveryFor, userType)).toBe(expected);
  });
});

describe('role-aware price, unit and maximum (SPEC 6)', () => {
  const item = {
    consumerPriceCents: 450,
    wholesalePriceCents: 3200,
    consumerUnit: 3,
    wholesaleUnit: 13,
    otherWholesaleUnit: 'case of 12 bunches',
    maximumConsumerQuantity: 8,
    maximumWholesaleQuantity: 20,
  };
  it.each([
    [2, { priceCents: 450, unit: 'bunch', maxQuantity: 8 }],
    [null, { priceCents: 450, unit: 'bunch', maxQuantity: 8 }],
    [3, { priceCents: 3200, unit: 'case of 12 bunches', maxQuantity: 20 }],
    [4, { priceCents: 3200, unit: 'case of 12 bunches', maxQuantity: 20 }],
  ])('userType %s', (userType, expected) => {
    expect(priceFor(item, userType)).toEqual(expected);
  });
  it("formats '$price / unit'", () => {
    expect(formatPricePerUnit(450, 'bunch')).toBe('$4.50 / bunch');
  });
});

describe('subscriptions, names (SPEC 3, 4, 9)', () => {
  it.each([
    ['week', 1, 'Orders every 1 week'],
    ['week', 2, 'Orders every 2 weeks'],
    ['month', 3, 'Orders every 3 months'],
    ['week', 0, ''],
    [null, 2, ''],
  ])('%s x %i -> %s', (interval, count, expected) => {
    expect(subscriptionText(interval, count)).toBe(expected);
  });

  it('in Spanish too', async () => {
    await loadLocale('es');
    expect(subscriptionText('week', 1, 'es')).toBe('Pedido cada 1 semana');
    expect(subscriptionText('month', 3, 'es')).toBe('Pedido cada 3 meses');
  });
  it('uses otherItemName when the item is "others"', () => {
    expect(itemDisplayName({ itemName: 'others', otherItemName: 'Ramps' })).toBe('Ramps');
    expect(itemDisplayName({ itemName: 'Carrots', otherItemName: 'x' })).toBe('Carrots');
  });
  it.each([
    ['Test product - do not buy', true],
    ['  test PRODUCT 2', true],
    ['Tested tomatoes', false],
  ])('hidden test product %s -> %s', (name, expected) => {
    expect(isTestProduct(name)).toBe(expected);
  });
});

describe('distance and delivery fee (SPEC 4)', () => {
  const hudson = { latitude: 42.2529, longitude: -73.7907 };
  const kingston = { latitude: 41.927, longitude: -73.9974 };
  it('is the great-circle distance in miles', () => {
    expect(distanceMiles(hudson, hudson)).toBe(0);
    expect(distanceMiles(hudson, kingston)).toBeCloseTo(24.9, 0);
    // New York to Los Angeles, about 2,445 miles
    expect(
      distanceMiles({ latitude: 40.7128, longitude: -74.006 }, { latitude: 34.0522, longitude: -118.2437 }),
    ).toBeCloseTo(2445, -1);
  });
});
