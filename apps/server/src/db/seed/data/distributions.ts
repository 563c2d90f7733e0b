import { windowPoint as at } from '../../factories';
import type { WindowPoint } from '@lfm/core';
import type { DeliverySlot, DeliveryZone, PickupSlot } from '../../schema';

interface Window {
  open: WindowPoint;
  close: WindowPoint;
}

/**
 * Order windows (SPEC 4), varied so that at any moment of the week some are open and others
 * closed, and every farm has one open on weekday daytimes. Pickups and deliveries fall after the
 * window closes.
 */
const W = {
  sunToThu: { open: at(0, '6:00', 'AM'), close: at(4, '11:00', 'PM') },
  friSat: { open: at(5, '8:00', 'AM'), close: at(6, '6:00', 'PM') },
  // SPEC 4: open day after close day wraps across the weekend.
  thuToMon: { open: at(4, '12:00', 'PM'), close: at(1, '9:00', 'AM') },
  monToWed: { open: at(1, '7:00', 'AM'), close: at(3, '8:00', 'PM') },
  tueToFri: { open: at(2, '6:00', 'AM'), close: at(5, '5:00', 'PM') },
} satisfies Record<string, Window>;

const slot = (day: number, startTime: string, endTime: string): PickupSlot => ({
  day,
  time: [{ startTime, endTime }],
});
const drop = (day: number, time: string, feeCents: number): DeliverySlot => ({ day, time, feeCents });

/** Real zips near each farm (the farm's own first), and the cities a shipping farm sends to. */
const ZIPS = {
  hudson: ['12534', '12513', '12526', '12075', '12414', '12106', '12184', '12565', '12037', '12521'],
  newPaltz: ['12561', '12401', '12528', '12525', '12589', '12440', '12472', '12484'],
  hopewell: ['08525', '08534', '08540', '08542', '08558', '08560', '08530', '08551', '08648', '08628'],
  hammonton: ['08037', '08215', '08089', '08004', '08094', '08341', '08328', '08310', '08360'],
  kutztown: ['19530', '19539', '19522', '19605', '19601', '18062', '18104', '19526', '18011', '19534'],
  litchfield: ['06759', '06750', '06763', '06793', '06794', '06790', '06751', '06798', '06795'],
  hadley: ['01035', '01060', '01002', '01003', '01062', '01075', '01038', '01073', '01027', '01054'],
  middlebury: ['05753', '05491', '05443', '05472', '05778', '05770', '05766', '05740', '05769', '05733'],
  putney: ['05346', '05301', '05158', '05101', '05344', '05354'],
  princeton: ['08540', '08542', '08534'],
  philadelphia: ['19103', '19147', '19106'],
  northeastCities: [
    '10001',
    '10025',
    '11215',
    '11217',
    '07030',
    '08540',
    '08542',
    '19103',
    '19147',
    '02139',
    '02116',
    '06511',
    '06103',
    '12207',
    '05401',
    '01060',
    '12534',
    '12561',
    '07960',
    '10583',
  ],
};

export type DistributionSeed = { farm: string } & (
  | { kind: 'farm-pickup'; window: Window; pickups: PickupSlot[] }
  | { kind: 'market-pickup'; market: string }
  | {
      kind: 'delivery';
      window: Window;
      zips: string[];
      deliveries: DeliverySlot[];
      /** 1 consumer, 2 wholesale, 3 both; null all. */
      deliveryFor: 1 | 2 | 3 | null;
      flatFeeCents?: number;
      perMileCents?: number;
      radiusMiles?: number;
      /** Issue 18.4: zip zones priced apart, and the order amount delivered free. */
      zones?: DeliveryZone[];
      freeOverCents?: number;
    }
  | { kind: 'shipping'; window: Window; zips: string[]; flatFeeCents: number }
);

// One line per entry reads as a table.
// prettier-ignore
export const DISTRIBUTIONS: DistributionSeed[] = [
  // Hawthorn Hollow Farm
  { farm: 'hawthorn', kind: 'farm-pickup', window: W.friSat, pickups: [slot(0, '10:00 AM', '1:00 PM')] },
  { farm: 'hawthorn', kind: 'market-pickup', market: 'hudson' },
  { farm: 'hawthorn', kind: 'market-pickup', market: 'parkslope' },
  { farm: 'hawthorn', kind: 'delivery', window: W.sunToThu, zips: ZIPS.hudson, deliveryFor: 1, flatFeeCents: 500, deliveries: [drop(5, '2:00 PM - 6:00 PM', 500)] },
  { farm: 'hawthorn', kind: 'delivery', window: W.monToWed, zips: [...ZIPS.hudson, ...ZIPS.newPaltz], deliveryFor: 2, perMileCents: 75, deliveries: [drop(4, '7:00 AM - 11:00 AM', 0)] },
  { farm: 'hawthorn', kind: 'shipping', window: W.tueToFri, zips: ZIPS.northeastCities, flatFeeCents: 950 },

  // Two Rivers Creamery
  { farm: 'tworivers', kind: 'farm-pickup', window: W.tueToFri, pickups: [slot(6, '9:00 AM', '12:00 PM')] },
  { farm: 'tworivers', kind: 'market-pickup', market: 'northampton' },
  { farm: 'tworivers', kind: 'delivery', window: W.sunToThu, zips: ZIPS.middlebury, deliveryFor: null, flatFeeCents: 600, deliveries: [drop(5, '2:00 PM - 6:00 PM', 600), drop(6, '9:00 AM - 12:00 PM', 600)] },
  { farm: 'tworivers', kind: 'shipping', window: W.thuToMon, zips: ZIPS.northeastCities, flatFeeCents: 1200 },

  // Blue Heron Orchard
  { farm: 'blueheron', kind: 'farm-pickup', window: W.friSat, pickups: [slot(0, '10:00 AM', '2:00 PM')] },
  { farm: 'blueheron', kind: 'market-pickup', market: 'princeton' },
  { farm: 'blueheron', kind: 'market-pickup', market: 'parkslope' },
  { farm: 'blueheron', kind: 'delivery', window: W.monToWed, zips: ZIPS.hopewell, deliveryFor: 3, perMileCents: 50, deliveries: [drop(4, '2:00 PM - 6:00 PM', 0)] },
  { farm: 'blueheron', kind: 'shipping', window: W.sunToThu, zips: ZIPS.northeastCities, flatFeeCents: 850 },

  // Oak Ridge Pastures
  { farm: 'oakridge', kind: 'farm-pickup', window: W.thuToMon, pickups: [slot(2, '3:00 PM', '6:00 PM')] },
  { farm: 'oakridge', kind: 'market-pickup', market: 'princeton' },
  { farm: 'oakridge', kind: 'delivery', window: W.sunToThu, zips: [...ZIPS.kutztown, ...ZIPS.princeton], deliveryFor: 1, perMileCents: 60, deliveries: [drop(5, '1:00 PM - 5:00 PM', 0)] },
  { farm: 'oakridge', kind: 'delivery', window: W.tueToFri, zips: [...ZIPS.kutztown, ...ZIPS.philadelphia], deliveryFor: 2, flatFeeCents: 1500, deliveries: [drop(1, '6:00 AM - 10:00 AM', 1500)] },

  // Putney Sugarworks
  { farm: 'putney', kind: 'farm-pickup', window: W.friSat, pickups: [slot(0, '11:00 AM', '3:00 PM')] },
  { farm: 'putney', kind: 'market-pickup', market: 'northampton' },
  { farm: 'putney', kind: 'delivery', window: W.monToWed, zips: ZIPS.putney, deliveryFor: null, flatFeeCents: 400, deliveries: [drop(4, '3:00 PM - 6:00 PM', 400)] },
  { farm: 'putney', kind: 'shipping', window: W.sunToThu, zips: ZIPS.northeastCities, flatFeeCents: 800 },

  // Cold Spring Greens
  { farm: 'coldspring', kind: 'farm-pickup', window: W.monToWed, pickups: [slot(4, '3:00 PM', '6:00 PM')] },
  { farm: 'coldspring', kind: 'market-pickup', market: 'parkslope' },
  { farm: 'coldspring', kind: 'delivery', window: W.tueToFri, zips: ZIPS.litchfield, deliveryFor: 3, flatFeeCents: 700, deliveries: [drop(6, '10:00 AM - 2:00 PM', 700)] },

  // Pioneer Valley Growers
  { farm: 'pioneer', kind: 'farm-pickup', window: W.sunToThu, pickups: [slot(5, '3:00 PM', '6:00 PM'), slot(6, '9:00 AM', '12:00 PM')] },
  { farm: 'pioneer', kind: 'market-pickup', market: 'northampton' },
  { farm: 'pioneer', kind: 'delivery', window: W.monToWed, zips: ZIPS.hadley, deliveryFor: 1, flatFeeCents: 500, deliveries: [drop(4, '2:00 PM - 6:00 PM', 500)] },
  { farm: 'pioneer', kind: 'delivery', window: W.thuToMon, zips: ZIPS.hadley, deliveryFor: 2, perMileCents: 40, deliveries: [drop(2, '6:00 AM - 10:00 AM', 0)] },
  { farm: 'pioneer', kind: 'shipping', window: W.tueToFri, zips: ZIPS.northeastCities, flatFeeCents: 900 },

  // Pine Barrens Berry Farm
  { farm: 'pinebarrens', kind: 'farm-pickup', window: W.sunToThu, pickups: [slot(6, '8:00 AM', '12:00 PM'), slot(0, '9:00 AM', '12:00 PM')] },
  { farm: 'pinebarrens', kind: 'market-pickup', market: 'princeton' },
  { farm: 'pinebarrens', kind: 'delivery', window: W.thuToMon, zips: ZIPS.hammonton, deliveryFor: null, flatFeeCents: 800, deliveries: [drop(2, '2:00 PM - 6:00 PM', 800)] },
  { farm: 'pinebarrens', kind: 'shipping', window: W.friSat, zips: ZIPS.northeastCities, flatFeeCents: 850 },

  // Wallkill Valley Farm & Bakehouse
  { farm: 'wallkill', kind: 'farm-pickup', window: W.tueToFri, pickups: [slot(6, '8:00 AM', '12:00 PM')] },
  { farm: 'wallkill', kind: 'market-pickup', market: 'hudson' },
  { farm: 'wallkill', kind: 'market-pickup', market: 'parkslope' },
  { farm: 'wallkill', kind: 'delivery', window: W.sunToThu, zips: ZIPS.newPaltz, deliveryFor: 1, flatFeeCents: 300, perMileCents: 40, radiusMiles: 15, zones: [{ postalCodes: ['12561'], feeCents: 200 }], freeOverCents: 4000, deliveries: [drop(5, '2:00 PM - 6:00 PM', 0)] },
  { farm: 'wallkill', kind: 'shipping', window: W.thuToMon, zips: ZIPS.northeastCities, flatFeeCents: 750 },
];
