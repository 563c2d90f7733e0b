import { WEEKDAYS, formatAddress, formatShortDate, type OrderDto, type OrderGroupDto } from '@lfm/core';

/** How a farm's part of an order reaches the buyer, in one line. */
export function courierLine(
  g: Pick<OrderGroupDto, 'courierType' | 'locationName' | 'farmName' | 'address' | 'day' | 'timeSlot'> & {
    date?: string | null;
  },
) {
  const day = g.date ? formatShortDate(g.date) : g.day != null ? WEEKDAYS[g.day] : '';
  const when = [day, g.timeSlot ?? ''].filter(Boolean).join(' ');
  const where = g.address ? formatAddress(g.address) : '';
  if (g.courierType === 'Pickup')
    return `Pickup at ${g.locationName ?? g.farmName}${where ? `, ${where}` : ''}${when ? ` · ${when}` : ''}`;
  if (g.courierType === 'Shipping') return `Shipped to ${where}`;
  return `Delivery to ${where}${when ? ` · ${when}` : ''}`;
}

/** Issue 15: when a farm's part comes, for the orders list ('Pick up Sat, Nov 21', 'Delivery Thu, Nov 19'). */
export function handOverLabel(g: Pick<OrderGroupDto, 'courierType' | 'date'>) {
  if (g.courierType === 'Shipping') return 'Shipping';
  const kind = g.courierType === 'Pickup' ? 'Pick up' : 'Delivery';
  return g.date ? `${kind} ${formatShortDate(g.date)}` : kind;
}

/** 'Visa ···· 4242', or 'Invoice' (issue 15); a card order from before cards were kept says 'Card'. */
export function paymentLabel(order: Pick<OrderDto, 'paymentMethod' | 'card'>) {
  if (order.paymentMethod === 'invoice') return 'Invoice';
  return order.card ? `${order.card.brand} ···· ${order.card.last4}` : 'Card';
}

export const ORDER_STATUS: Record<string, string> = { '0': 'Pending', '1': 'Paid', '3': 'Cancelled' };
export const HARVEST_STATUS = ['Pending', 'Harvested', 'Fulfilled', 'Out of Stock'];
export const trackingUrl = (n: string) =>
  `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`;
