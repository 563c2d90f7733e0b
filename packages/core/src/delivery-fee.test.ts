import { describe, expect, it } from 'vitest';
import { deliveryFee, deliveryFeeLabel, type DeliveryFeeQuery, type DeliveryFeeRule } from './delivery-fee';
import { deliveryZonesSchema } from './portal';

const zones = [
  { postalCodes: ['12534', '12513'], feeCents: 300 },
  { postalCodes: ['12401'], feeCents: 900 },
];
const at = (q: Partial<DeliveryFeeQuery>): DeliveryFeeQuery => ({
  postalCode: '12534',
  miles: 10,
  orderCents: 2000,
  ...q,
});

describe('deliveryFee: zones, flat fee, per mile beyond a radius, free threshold', () => {
  it.each<[string, DeliveryFeeRule, DeliveryFeeQuery, { cents: number | null; kind: string }]>([
    // SPEC 4 alone: flat when it exists, else rate x distance.
    ['flat fee only', { flatFeeCents: 500 }, at({}), { cents: 500, kind: 'flat' }],
    [
      'flat wins over a rate without radius',
      { flatFeeCents: 500, deliveryFeeCentsPerMile: 100 },
      at({ miles: 12 }),
      { cents: 500, kind: 'flat' },
    ],
    [
      'rate x whole distance',
      { deliveryFeeCentsPerMile: 75 },
      at({ miles: 12.4 }),
      { cents: 930, kind: 'distance' },
    ],
    [
      'flat 0 counts as none',
      { flatFeeCents: 0, deliveryFeeCentsPerMile: 50 },
      at({ miles: 3.333 }),
      { cents: 167, kind: 'distance' },
    ],
    ['nothing set is free of charge', {}, at({}), { cents: 0, kind: 'flat' }],
    // The delivery day's fee stands in for a missing flat fee (demo: '$5' slots).
    ['slot fee when no flat fee', {}, at({ slotFeeCents: 500 }), { cents: 500, kind: 'flat' }],
    [
      'flat fee wins over the slot fee',
      { flatFeeCents: 400 },
      at({ slotFeeCents: 500 }),
      { cents: 400, kind: 'flat' },
    ],
    // Zones.
    [
      'zip in a zone pays the zone fee',
      { flatFeeCents: 500, deliveryZones: zones },
      at({}),
      { cents: 300, kind: 'zone' },
    ],
    [
      'zip in the second zone',
      { flatFeeCents: 500, deliveryZones: zones },
      at({ postalCode: '12401' }),
      { cents: 900, kind: 'zone' },
    ],
    [
      'zip in no zone pays the flat fee',
      { flatFeeCents: 500, deliveryZones: zones },
      at({ postalCode: '12075' }),
      { cents: 500, kind: 'flat' },
    ],
    [
      'zone wins over the slot fee',
      { deliveryZones: zones },
      at({ slotFeeCents: 500 }),
      { cents: 300, kind: 'zone' },
    ],
    // Per mile beyond a radius, added to the base.
    [
      'inside the radius: base only',
      { flatFeeCents: 500, deliveryFeeCentsPerMile: 100, radiusMiles: 15 },
      at({ miles: 10 }),
      { cents: 500, kind: 'distance' },
    ],
    [
      'beyond the radius: base + rate x extra miles',
      { flatFeeCents: 500, deliveryFeeCentsPerMile: 100, radiusMiles: 15 },
      at({ miles: 20.5 }),
      { cents: 1050, kind: 'distance' },
    ],
    [
      'zone + miles beyond radius',
      { deliveryZones: zones, deliveryFeeCentsPerMile: 40, radiusMiles: 5 },
      at({ miles: 8 }),
      { cents: 420, kind: 'distance' },
    ],
    [
      'radius with rate only: free within',
      { deliveryFeeCentsPerMile: 50, radiusMiles: 20 },
      at({ miles: 12 }),
      { cents: 0, kind: 'distance' },
    ],
    [
      'unknown distance with a rate',
      { deliveryFeeCentsPerMile: 50 },
      at({ miles: null }),
      { cents: null, kind: 'distance' },
    ],
    [
      'unknown distance without a rate',
      { flatFeeCents: 500 },
      at({ miles: null }),
      { cents: 500, kind: 'flat' },
    ],
    // Free-delivery threshold per order amount.
    [
      'order at the threshold is free',
      { flatFeeCents: 500, freeDeliveryOverCents: 4000 },
      at({ orderCents: 4000 }),
      { cents: 0, kind: 'free' },
    ],
    [
      'order a cent below pays',
      { flatFeeCents: 500, freeDeliveryOverCents: 4000 },
      at({ orderCents: 3999 }),
      { cents: 500, kind: 'flat' },
    ],
    [
      'threshold beats zone and miles',
      { deliveryZones: zones, deliveryFeeCentsPerMile: 40, radiusMiles: 5, freeDeliveryOverCents: 3000 },
      at({ orderCents: 5000, miles: 80 }),
      { cents: 0, kind: 'free' },
    ],
    [
      'threshold with unknown distance is still free',
      { deliveryFeeCentsPerMile: 40, freeDeliveryOverCents: 3000 },
      at({ orderCents: 3000, miles: null }),
      { cents: 0, kind: 'free' },
    ],
  ])('%s', (_name, rule, query, expected) => {
    expect(deliveryFee(rule, query)).toEqual(expected);
  });

  it.each([
    ['flat', 'Flat Fee'],
    ['zone', 'Flat Fee'],
    ['distance', 'Delivery Fee'],
    ['free', 'Free delivery'],
  ] as const)('%s is labelled %s', (kind, label) => expect(deliveryFeeLabel(kind)).toBe(label));
});

describe('deliveryZonesSchema: the farmer writes one zone a line', () => {
  it('reads "zips: fee" lines into zones in cents', () => {
    expect(deliveryZonesSchema.parse('12534, 12513: 3.00\n12401 : 9')).toEqual(zones);
  });
  it('takes zones as JSON too', () => {
    expect(deliveryZonesSchema.parse(zones)).toEqual(zones);
  });
  it.each([
    ['12534 3.00', 'Write each zone as zip codes, a colon and the fee, like 12534, 12513: 3.00'],
    ['1253: 3.00', 'Zip code must be 5 numbers'],
    ['12534: -1', 'Zone fee must be a dollar amount, like 3.00'],
    ['12534: 3\n12534: 4', 'Zip code 12534 is in two zones.'],
  ])('%j is refused: %s', (text, message) => {
    const r = deliveryZonesSchema.safeParse(text);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});
