import { DistributionType, type PortalDistribution, type WindowPoint } from '@lfm/core';
import type { PortalKey } from '../../lib/i18n';
import { zonesText } from './delivery-fee-fields';

/* The distribution form's values, and their conversion from and to the API's distribution. */

/** The words (the catalogue's portal part) of each kind, and of whom a delivery is for. */
export const KINDS = {
  [DistributionType.Pickup]: 'farmer.kind.pickup',
  [DistributionType.Delivery]: 'farmer.kind.delivery',
  [DistributionType.Shipping]: 'farmer.kind.shipping',
} as const satisfies Record<DistributionType, PortalKey>;
export const FOR = {
  1: 'farmer.for.consumers',
  2: 'farmer.for.wholesale',
  3: 'farmer.for.both',
} as const satisfies Record<1 | 2 | 3, PortalKey>;

/** '13:30' (a time input) ⇄ the 12-hour clock the API speaks ('1:30' PM). */
const from24 = (v: string) => {
  const [h = 0, m = 0] = v.split(':').map(Number);
  return {
    time: `${h % 12 || 12}:${String(m).padStart(2, '0')}`,
    meridiem: h < 12 ? ('AM' as const) : ('PM' as const),
  };
};
const to24 = (time: string, meridiem: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = (h % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};
const clock = (v: string) => {
  const { time, meridiem } = from24(v);
  return `${time} ${meridiem}`;
};
const clockTo24 = (v: string) => {
  const [time = '', meridiem = 'AM'] = v.trim().split(/\s+/);
  return to24(time, meridiem);
};
const dollars = (c: number | null | undefined) => (c == null ? '' : (c / 100).toFixed(2));
const cents = (v: string) => (v.trim() === '' ? null : Math.round(Number(v.replace(/[$,]/g, '')) * 100));

export interface PickupRow {
  day: number;
  start: string;
  end: string;
}
export interface DeliveryRow {
  day: number;
  time: string;
  fee: string;
}
export interface FormState {
  selectPickDel: DistributionType;
  marketId: string;
  deliveryFor: string;
  zips: string;
  flatFee: string;
  perMile: string;
  radius: string;
  zones: string;
  freeOver: string;
  capacity: string;
  pickups: PickupRow[];
  deliveries: DeliveryRow[];
  openDay: number;
  openTime: string;
  closeDay: number;
  closeTime: string;
}

export const initial = (d?: PortalDistribution): FormState => ({
  selectPickDel: (d?.selectPickDel ?? DistributionType.Pickup) as DistributionType,
  marketId: d?.marketId ? String(d.marketId) : '',
  deliveryFor: String(d?.deliveryFor ?? 3),
  zips: d?.deliveryPostalCodes.join(', ') ?? '',
  flatFee: dollars(d?.flatFeeCents),
  perMile: dollars(d?.deliveryFeeCentsPerMile),
  radius: d?.radiusMiles ? String(d.radiusMiles) : '',
  zones: zonesText(d?.deliveryZones),
  freeOver: dollars(d?.freeDeliveryOverCents),
  capacity: d?.slotCapacity ? String(d.slotCapacity) : '',
  pickups: d
    ? d.pickups.flatMap((p) =>
        p.time.map((t) => ({ day: p.day, start: clockTo24(t.startTime), end: clockTo24(t.endTime) })),
      )
    : [{ day: 6, start: '09:00', end: '12:00' }],
  deliveries: d
    ? d.deliveries.map((x) => ({ day: x.day, time: x.time, fee: dollars(x.feeCents) }))
    : [{ day: 4, time: '9:00 AM - 1:00 PM', fee: '' }],
  openDay: d?.placeOrderOpen.day ?? 0,
  openTime: d ? to24(d.placeOrderOpen.time, d.placeOrderOpen.meridiem) : '08:00',
  closeDay: d?.placeOrderClose.day ?? 3,
  closeTime: d ? to24(d.placeOrderClose.time, d.placeOrderClose.meridiem) : '18:00',
});

export const point = (day: number, v: string): WindowPoint => ({ day, ...from24(v) });

/** The API's body from the form: pickup rows grouped by day. */
export function toBody(f: FormState) {
  const byDay = new Map<number, { startTime: string; endTime: string }[]>();
  for (const p of f.pickups)
    byDay.set(p.day, [...(byDay.get(p.day) ?? []), { startTime: clock(p.start), endTime: clock(p.end) }]);
  const kind = f.selectPickDel;
  return {
    selectPickDel: kind,
    marketId: kind === DistributionType.Pickup && f.marketId ? Number(f.marketId) : null,
    deliveryFor: kind === DistributionType.Delivery ? Number(f.deliveryFor) : null,
    deliveryPostalCodes: kind === DistributionType.Pickup ? [] : f.zips.split(/[\s,]+/).filter(Boolean),
    flatFeeCents: kind === DistributionType.Pickup ? null : cents(f.flatFee),
    deliveryFeeCentsPerMile: kind === DistributionType.Delivery ? cents(f.perMile) : null,
    radiusMiles: kind === DistributionType.Delivery && f.radius ? Number(f.radius) : null,
    deliveryZones: kind === DistributionType.Delivery ? f.zones : [],
    freeDeliveryOverCents: kind === DistributionType.Delivery ? cents(f.freeOver) : null,
    slotCapacity: kind !== DistributionType.Shipping && f.capacity.trim() ? f.capacity.trim() : null,
    pickups:
      kind === DistributionType.Pickup
        ? [...byDay].sort(([a], [b]) => a - b).map(([day, time]) => ({ day, time }))
        : [],
    deliveries:
      kind === DistributionType.Delivery
        ? f.deliveries.map((d) => ({ day: d.day, time: d.time, feeCents: cents(d.fee) ?? 0 }))
        : [],
    placeOrderOpen: point(f.openDay, f.openTime),
    placeOrderClose: point(f.closeDay, f.closeTime),
  };
}
