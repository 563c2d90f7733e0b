import { Package, Store, Truck } from 'lucide-react';
import { DistributionType, isWholesaleBuyer } from '@lfm/core';

/** SPEC 2: /order-now?type= pickup, delivery or shipping (labels: catalogue keys). */
export const ORDER_TYPES = [
  { type: 'pickup', label: 'orderNow.type.pickup', code: DistributionType.Pickup, Icon: Store },
  { type: 'delivery', label: 'orderNow.type.delivery', code: DistributionType.Delivery, Icon: Truck },
  { type: 'shipping', label: 'orderNow.type.shipping', code: DistributionType.Shipping, Icon: Package },
] as const;
export type OrderType = (typeof ORDER_TYPES)[number]['type'];

export const isOrderType = (value: string | null): value is OrderType =>
  ORDER_TYPES.some((t) => t.type === value);

export const isWholesale = (userType: number | null) => userType != null && isWholesaleBuyer(userType);

/** SPEC 4: pickup by default; wholesale buyers (types 3 and 4) start on delivery. */
export const defaultOrderType = (userType: number | null): OrderType =>
  isWholesale(userType) ? 'delivery' : 'pickup';

export const orderNowPath = (type: OrderType) => `/order-now?type=${type}`;
