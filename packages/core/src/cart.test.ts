import { describe, expect, it } from 'vitest';
import {
  FARM_DOES_NOT_EXIST,
  MINIMUM_AMOUNT,
  MUST_ENTER_SHIP_ADDRESS,
  OUT_OF_STOCK,
  REMOVE_UNAVAILABLE,
  ZERO_UNITS,
  cartTotals,
  checkoutProblems,
  defaultAddressId,
  defaultTab,
  minimumAmountProblem,
  quantityProblem,
  showUnitsLeft,
  type CheckoutFacts,
} from './cart';
import { isWindowOpen } from './order-window';

describe('quantity (SPEC 5)', () => {
  it.each([
    [1, 10, null],
    [10, 10, null],
    [11, 10, 'Only 10 units left'],
    [0, 10, ZERO_UNITS],
    [-1, 10, ZERO_UNITS],
    [1.5, 10, ZERO_UNITS],
    [1, 0, OUT_OF_STOCK],
  ])('%d of max %d → %s', (q, max, message) => expect(quantityProblem(q, max)).toBe(message));
  it.each([
    [9, true],
    [10, false],
    [0, false],
  ])("'Only N units left' shown for max %d: %s", (max, shown) => expect(showUnitsLeft(max)).toBe(shown));
});

describe('defaults (SPEC 4)', () => {
  it.each([
    [2, 'Pickup'],
    [3, 'Delivery'],
    [4, 'Delivery'],
    [null, 'Pickup'],
  ])('user type %s opens %s', (type, tab) => expect(defaultTab(type)).toBe(tab));
  const addresses = [
    { _id: 1, postalCode: '10001' },
    { _id: 2, postalCode: '12401' },
  ];
  it('picks the saved address a farm serves, else the first', () => {
    expect(defaultAddressId(addresses, new Set(['12401']))).toBe(2);
    expect(defaultAddressId(addresses, new Set(['99999']))).toBe(1);
    expect(defaultAddressId([], new Set(['12401']))).toBeNull();
  });
});

describe('totals in cents', () => {
  it.each([
    [
      [{ productPriceCents: 450, productQuantity: 3 }],
      [],
      { subtotalCents: 1350, deliveryFeesCents: 0, totalPayCents: 1350 },
    ],
    [
      [
        { productPriceCents: 199, productQuantity: 3 },
        { productPriceCents: 1, productQuantity: 1 },
      ],
      [500, 37],
      { subtotalCents: 598, deliveryFeesCents: 537, totalPayCents: 1135 },
    ],
  ])('%j + fees %j', (lines, fees, expected) => expect(cartTotals(lines, fees)).toEqual(expected));
  it.each([
    [0, 0, MINIMUM_AMOUNT],
    [1, 0, null],
    [999, 1000, MINIMUM_AMOUNT],
    [1000, 1000, null],
  ])('total %d with minimum %d → %s', (total, min, p) => expect(minimumAmountProblem(total, min)).toBe(p));
});

const farm = (o: Partial<CheckoutFacts['farms'][number]> = {}): CheckoutFacts['farms'][number] => ({
  farmName: 'Hudson Greens',
  exists: true,
  windowOpen: true,
  courierType: 'Pickup',
  hasPickupLocation: true,
  hasDeliveryAddress: false,
  hasDeliveryDay: false,
  deliveryCoversZip: false,
  ...o,
});
const facts = (o: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  anyUnavailable: false,
  shipped: { hasShipTo: true, lines: [] },
  farms: [farm()],
  ...o,
});
const shippedLine = (o: Partial<CheckoutFacts['shipped']['lines'][number]> = {}) => ({
  productName: 'Maple Syrup',
  farmExists: true,
  windowOpen: true,
  zipServed: true,
  ...o,
});

describe('checkout checks in order (SPEC 5, messages SPEC 8)', () => {
  it.each<[string, CheckoutFacts, string[]]>([
    ['a ready cart', facts(), []],
    ['unavailable lines', facts({ anyUnavailable: true }), [REMOVE_UNAVAILABLE]],
    [
      'shipped items without an address',
      facts({ shipped: { hasShipTo: false, lines: [shippedLine()] } }),
      [MUST_ENTER_SHIP_ADDRESS],
    ],
    [
      'a shipped item whose farm is gone',
      facts({ shipped: { hasShipTo: true, lines: [shippedLine({ farmExists: false })] } }),
      ['No farm host for Maple Syrup'],
    ],
    ['a farm that is gone', facts({ farms: [farm({ exists: false })] }), [FARM_DOES_NOT_EXIST]],
    [
      'shipping window closed',
      facts({ shipped: { hasShipTo: true, lines: [shippedLine({ windowOpen: false })] } }),
      ['The order window has closed for Maple Syrup'],
    ],
    [
      'shipping zip not served',
      facts({ shipped: { hasShipTo: true, lines: [shippedLine({ zipServed: false })] } }),
      ['Shipping not available for Maple Syrup to the address specified'],
    ],
    [
      'farm window closed',
      facts({ farms: [farm({ windowOpen: false })] }),
      ['Hudson Greens Order window is closed'],
    ],
    [
      'delivery without a day',
      facts({
        farms: [farm({ courierType: 'Delivery', hasDeliveryAddress: true, deliveryCoversZip: true })],
      }),
      ['Please select delivery location for Hudson Greens'],
    ],
    [
      'delivery without an address',
      facts({ farms: [farm({ courierType: 'Delivery', hasDeliveryDay: true })] }),
      ['Please select delivery location for Hudson Greens'],
    ],
    [
      'pickup without a location',
      facts({ farms: [farm({ hasPickupLocation: false })] }),
      ['Please select pick up location for Hudson Greens'],
    ],
    [
      'no courier chosen',
      facts({ farms: [farm({ courierType: null })] }),
      ['Please select pick up or delivery location for Hudson Greens'],
    ],
    [
      'delivery to a zip the farm does not serve',
      facts({ farms: [farm({ courierType: 'Delivery', hasDeliveryAddress: true, hasDeliveryDay: true })] }),
      [
        'Delivery is not available for your address for Hudson Greens. Please choose pickup option or update your address.',
      ],
    ],
    [
      'several problems keep the spec order',
      facts({
        shipped: { hasShipTo: false, lines: [shippedLine()] },
        farms: [farm({ courierType: null, farmName: 'B' }), farm({ windowOpen: false, farmName: 'A' })],
      }),
      [
        MUST_ENTER_SHIP_ADDRESS,
        'A Order window is closed',
        'Please select pick up or delivery location for B',
      ],
    ],
  ])('%s', (_name, f, expected) => expect(checkoutProblems(f)).toEqual(expected));

  it('a window that closes between add-to-cart and checkout blocks the checkout', () => {
    const window = {
      placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' as const },
      placeOrderClose: { day: 6, time: '6:00', meridiem: 'AM' as const },
    };
    const at = (iso: string) =>
      checkoutProblems(facts({ farms: [farm({ windowOpen: isWindowOpen(window, new Date(iso)) })] }));
    expect(at('2026-11-18T15:00:00Z')).toEqual([]); // Wednesday 10:00 in New York: added to cart
    expect(at('2026-11-21T19:00:00Z')).toEqual(['Hudson Greens Order window is closed']); // Saturday 14:00
  });
});
