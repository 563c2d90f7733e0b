import { formatAddress, weekdayName } from './format';
import type { Locale } from './i18n/locales';
import { msg, translate } from './i18n/translate';
import { formatShortDate } from './order-window';
import type { OrderDto, OrderGroupDto } from './payment-types';

/*
 * How an order reads to people, the same on the order's page, its PDF and its emails (issue 15).
 */

export const ORDER_STATUS_LABELS: Record<string, string> = {
  '0': msg('order.status.pending'),
  '1': msg('order.status.paid'),
  '3': msg('order.status.cancelled'),
};

/** The words of portal-types.ts's HARVEST_STATUSES (the same English), so translateText can say them. */
export const HARVEST_STATUS_LABELS = [
  msg('harvest.pending'),
  msg('harvest.harvested'),
  msg('harvest.fulfilled'),
  msg('harvest.outOfStock'),
] as const;

type CourierGroup = Pick<
  OrderGroupDto,
  'courierType' | 'locationName' | 'farmName' | 'address' | 'day' | 'timeSlot'
> & { date?: string | null };

/** How a farm's part of an order reaches the buyer, in one line, dated when the order has the date. */
export function courierLine(g: CourierGroup, locale: Locale = 'en') {
  const day = g.date ? formatShortDate(g.date, locale) : g.day != null ? weekdayName(g.day, locale) : '';
  const when = [day, g.timeSlot ?? ''].filter(Boolean).join(' ');
  const where = g.address ? formatAddress(g.address) : '';
  const at = when ? ` · ${when}` : '';
  if (g.courierType === 'Pickup')
    return `${translate(locale, 'order.line.pickup', { place: g.locationName ?? g.farmName })}${where ? `, ${where}` : ''}${at}`;
  if (g.courierType === 'Shipping') return translate(locale, 'order.line.shipped', { where });
  return `${translate(locale, 'order.line.delivery', { where })}${at}`;
}

/** When a farm's part comes ('Pick up Sat, Nov 21', 'Delivery Thu, Nov 19', 'Shipping'). */
export function handOverLabel(g: Pick<OrderGroupDto, 'courierType' | 'date'>, locale: Locale = 'en') {
  const kind = g.courierType === 'Pickup' ? 'pickup' : g.courierType === 'Shipping' ? 'shipping' : 'delivery';
  const date = kind !== 'shipping' && g.date ? formatShortDate(g.date, locale) : 'none';
  return translate(locale, 'order.handOver', { kind, date });
}

/** 'Visa ···· 4242', or 'Invoice'; a card order from before cards were kept says 'Card'. */
export function paymentLabel(order: Pick<OrderDto, 'paymentMethod' | 'card'>, locale: Locale = 'en') {
  if (order.paymentMethod === 'invoice') return translate(locale, 'order.payment.invoice');
  return order.card
    ? `${order.card.brand} ···· ${order.card.last4}`
    : translate(locale, 'order.payment.card');
}
