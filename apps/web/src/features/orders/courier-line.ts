import { WEEKDAYS, formatAddress, type OrderGroupDto } from '@lfm/core';

/** How a farm's part of an order reaches the buyer, in one line. */
export function courierLine(
  g: Pick<OrderGroupDto, 'courierType' | 'locationName' | 'farmName' | 'address' | 'day' | 'timeSlot'>,
) {
  const when = [g.day != null ? WEEKDAYS[g.day] : '', g.timeSlot ?? ''].filter(Boolean).join(' ');
  const where = g.address ? formatAddress(g.address) : '';
  if (g.courierType === 'Pickup')
    return `Pickup at ${g.locationName ?? g.farmName}${where ? `, ${where}` : ''}${when ? ` · ${when}` : ''}`;
  if (g.courierType === 'Shipping') return `Shipped to ${where}`;
  return `Delivery to ${where}${when ? ` · ${when}` : ''}`;
}

export const ORDER_STATUS: Record<string, string> = { '0': 'Pending', '1': 'Paid', '3': 'Cancelled' };
export const HARVEST_STATUS = ['Pending', 'Harvested', 'Fulfilled', 'Out of Stock'];
export const trackingUrl = (n: string) =>
  `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`;
