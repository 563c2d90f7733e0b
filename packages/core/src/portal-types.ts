/** Shapes of the farmer and pick-up host portals' calls (issue 6), shared by server and web. */
import type { CartAddress } from './cart-types';
import type { OrderLineDto } from './payment-types';

export const HARVEST_STATUSES = ['Pending', 'Harvested', 'Fulfilled', 'Out of Stock'] as const;

/** One farm's part of an order, as the farm (or the pick-up host) handles it. */
export interface FarmOrderGroupDto {
  _id: number;
  orderId: number;
  /** ISO timestamp of the order. */
  created: string;
  /** '0' Pending, '1' Paid, '3' cancelled. */
  orderStatus: string;
  farmId: number;
  farmName: string;
  buyer: { firstName: string; lastName: string; email: string; phone: string };
  courierType: 'Pickup' | 'Delivery' | 'Shipping';
  address: CartAddress | null;
  locationName: string | null;
  day: number | null;
  timeSlot: string | null;
  deliveryFeesCents: number;
  totalPriceCents: number;
  harvestStatus: number;
  trackingNumbers: string[];
  pickedUpAt: string | null;
  productList: OrderLineDto[];
}

export interface FarmOrdersPage {
  result: FarmOrderGroupDto[];
  total: number;
  page: number;
  limit: number;
}
