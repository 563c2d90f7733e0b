import { formatAddress } from './format';
import { WEEKDAYS, formatShortDate } from './order-window';
import type { OrderDto, OrderGroupDto } from './payment-types';

/*
 * How an order reads to people, the same on the order's page, its PDF and its emails (issue 15).
 */

export const ORDER_STATUS_LABELS: Record<string, string> = { '0': 'Pending', '1': 'Paid', '3': 'Cancelled' };

type CourierGroup = Pick<
  OrderGroupDto,
  'courierType' | 'locationName' | 'farmName' | 'address' | 'day' | 'timeSlot'
> & { date?: string | null };

/** How a farm's part of an order reaches the buyer, in one line, dated when the order has the date. */
export function courierLine(g: CourierGroup) {
  const day = g.date ? formatShortDate(g.date) : g.day != null ? WEEKDAYS[g.day] : '';
  const when = [day, g.timeSlot ?? ''].filter(Boolean).join(' ');
  const where = g.address ? formatAddress(g.address) : '';
  if (g.courierType === 'Pickup')
    return `Pickup at ${g.locationName ?? g.farmName}${where ? `, ${where}` : ''}${when ? ` · ${when}` : ''}`;
  if (g.courierType === 'Shipping') return `Shipped to ${where}`;
  return `Delivery to ${where}${when ? ` · ${when}` : ''}`;
}

/** When a farm's part comes ('Pick up Sat, Nov 21', 'Delivery Thu, Nov 19', 'Shipping'). */
export function handOverLabel(g: Pick<OrderGroupDto, 'courierType' | 'date'>) {
  if (g.courierType === 'Shipping') return 'Shipping';
  const kind = g.courierType === 'Pickup' ? 'Pick up' : 'Delivery';
  return g.date ? `${kind} ${formatShortDate(g.date)}` : kind;
}

/** 'Visa ···· 4242', or 'Invoice'; a card order from before cards were kept says 'Card'. */
export function paymentLabel(order: Pick<OrderDto, 'paymentMethod' | 'card'>) {
  if (order.paymentMethod === 'invoice') return 'Invoice';
  return order.card ? `${order.card.brand} ···· ${order.card.last4}` : 'Card';
}
