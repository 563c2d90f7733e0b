import { formatCents } from './format';
import type { Locale } from './i18n/locales';
import { msg, translate, translateText } from './i18n/translate';
import { isWholesaleBuyer } from './user-types';

/** SPEC 9: unit codes; 13 or unknown shows the custom unit text, or 'others'. */
export const UNIT_LABELS: Record<number, string> = {
  3: msg('unit.bunch'),
  5: msg('unit.pint'),
  6: msg('unit.head'),
  7: msg('unit.bag'),
  8: msg('unit.halfPint'),
  10: msg('unit.pound'),
  11: msg('unit.halfPoundBag'),
  12: msg('unit.halfPound'),
};
export const unitLabel = (code: number, custom?: string | null) =>
  UNIT_LABELS[code] ?? (custom?.trim() ? custom.trim() : msg('unit.others'));

/** SPEC 9: inventory categories, in the order the wholesale tabs show them. */
export const CATEGORIES = [
  { id: 1, name: msg('category.vegetables') },
  { id: 2, name: msg('category.seedlings') },
  { id: 6, name: msg('category.fruits') },
  { id: 7, name: msg('category.meatEggs') },
  { id: 8, name: msg('category.dairy') },
  { id: 5, name: msg('category.others') },
] as const;
export const categoryName = (id: number) =>
  CATEGORIES.find((c) => c.id === id)?.name ?? msg('category.others');

/** SPEC 3/4: selectPickDel and distribution types: 1 pickup, 2 delivery, 3 shipping. */
export const DistributionType = { Pickup: 1, Delivery: 2, Shipping: 3 } as const;
/** SPEC 3 `selectPickDel`: 1 pickup, 2 delivery, 3 shipping. */
export type DistributionType = (typeof DistributionType)[keyof typeof DistributionType];
/** Every distribution type, in the order pickup, delivery, shipping. */
export const DISTRIBUTION_TYPES: readonly DistributionType[] = Object.values(DistributionType);
export const isDistributionType = (n: number): n is DistributionType =>
  (DISTRIBUTION_TYPES as readonly number[]).includes(n);

/** SPEC 4: only products whose distribution types are exactly shipping (3) are shippable. */
export const isShippable = (distributionTypes: readonly number[]) =>
  distributionTypes.length > 0 && distributionTypes.every((t) => t === DistributionType.Shipping);

/** SPEC 6: delivery offered only for the buyer's type or both; deliveryFor 1 consumer, 2 wholesale, 3 or none all. */
export function deliveryOfferedTo(
  deliveryFor: number | null | undefined,
  userType: number | null | undefined,
) {
  if (deliveryFor == null || deliveryFor === 3) return true;
  const wholesale = userType != null && isWholesaleBuyer(userType);
  return deliveryFor === 2 ? wholesale : !wholesale;
}

export interface PricedItem {
  consumerPriceCents: number;
  wholesalePriceCents: number;
  consumerUnit: number;
  otherConsumerUnit?: string | null;
  wholesaleUnit: number;
  otherWholesaleUnit?: string | null;
  maximumConsumerQuantity: number;
  maximumWholesaleQuantity: number;
}

/** SPEC 6: customers see consumer price, unit and maximum; wholesale buyers (3, 4) the wholesale ones. */
export function priceFor(item: PricedItem, userType: number | null | undefined) {
  const wholesale = userType != null && isWholesaleBuyer(userType);
  return wholesale
    ? {
        priceCents: item.wholesalePriceCents,
        unit: unitLabel(item.wholesaleUnit, item.otherWholesaleUnit),
        maxQuantity: item.maximumWholesaleQuantity,
      }
    : {
        priceCents: item.consumerPriceCents,
        unit: unitLabel(item.consumerUnit, item.otherConsumerUnit),
        maxQuantity: item.maximumConsumerQuantity,
      };
}

/** SPEC 9: price shown '$price / unit' (the unit in `locale` when it is one of ours, else as the farmer wrote it). */
export const formatPricePerUnit = (priceCents: number, unit: string, locale: Locale = 'en') =>
  `${formatCents(priceCents, locale)} / ${translateText(locale, unit)}`;

/** SPEC 9: 'Orders every N interval' (plural when N above 1), only when the count is above 0. */
export function subscriptionText(
  interval: string | null | undefined,
  count: number | null | undefined,
  locale: Locale = 'en',
) {
  if (!interval || !count || count <= 0) return '';
  return translate(locale, 'catalog.ordersEvery', { count, interval });
}

/** SPEC 3: itemName 'others' means otherItemName is the name. */
export const itemDisplayName = (item: { itemName: string; otherItemName?: string | null }) =>
  item.itemName.toLowerCase() === 'others' && item.otherItemName ? item.otherItemName : item.itemName;

/** SPEC 4: names starting 'test product' are hidden unless the showTestProduct query is present. */
export const isTestProduct = (name: string) => name.trim().toLowerCase().startsWith('test product');

export const EARTH_RADIUS_MILES = 3958.8;
/** Great-circle (haversine) distance in miles. */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
