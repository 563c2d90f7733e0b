import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WEEKDAYS,
  type DeliveryZone,
  type FarmSalesDto,
  type FarmOrdersPage,
  type SellerApproval,
  type WindowPoint,
  type WindowPreview,
} from '@lfm/core';
import { api } from './client';

const key = ['farmer'] as const;

export interface PortalItem {
  id: number;
  itemName: string;
  otherItemName: string;
  variety: string;
  description: string;
  image: string | null;
  inventoryType: number;
  distributionTypes: number[];
  status: number;
  /** False for a copy not yet edited: only its farmer sees it. */
  published: boolean;
  consumerPriceCents: number;
  wholesalePriceCents: number;
  consumerUnit: number;
  otherConsumerUnit: string;
  wholesaleUnit: number;
  otherWholesaleUnit: string;
  maximumConsumerQuantity: number;
  maximumWholesaleQuantity: number;
  subscriptionInterval: string | null;
  subscriptionIntervalCount: number;
}
export interface PortalDistribution {
  id: number;
  selectPickDel: number;
  marketId: number | null;
  deliveryFor: number | null;
  deliveryPostalCodes: string[];
  flatFeeCents: number | null;
  deliveryFeeCentsPerMile: number | null;
  radiusMiles: number | null;
  deliveryZones: DeliveryZone[];
  freeDeliveryOverCents: number | null;
  /** The most orders each pickup time / delivery day takes per order window; null: no limit. */
  slotCapacity: number | null;
  addressLine1: string;
  city: string;
  pickups: { day: number; time: { startTime: string; endTime: string }[] }[];
  deliveries: { day: number; time: string; feeCents: number }[];
  placeOrderOpen: WindowPoint;
  placeOrderClose: WindowPoint;
  timeZone: string;
  preview: WindowPreview;
}
export interface PortalFarm {
  id: number;
  farmName: string;
  farmLogo: string | null;
  shortInfo: string;
  infoAboutFarm: string;
  infoAboutFarmer: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  certifiedOrganic: boolean;
  nofa: boolean;
  media: { id: number; url: string; position: number }[];
}
export interface Dashboard {
  current: { orders: number; sales: string };
  last: { orders: number; sales: string };
  lowStock: {
    _id: number;
    itemName: string;
    maximumConsumerQuantity: number;
    maximumWholesaleQuantity: number;
  }[];
}

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
};

export const useFarmerDashboard = () =>
  useQuery({ queryKey: [...key, 'dashboard'], queryFn: () => api<Dashboard>('GET', 'farmer/dashboard') });
/** farmer/sales: the last 12 weeks' sales, top items and the pick-up / delivery / shipping split. */
export const useFarmerSales = () =>
  useQuery({ queryKey: [...key, 'sales'], queryFn: () => api<FarmSalesDto>('GET', 'farmer/sales') });
export interface OrderFilters {
  harvestStatus: number | null;
  distributionId: number | null;
  window: 'current' | 'last' | null;
}
export const useFarmerOrders = (page: number, f: OrderFilters) =>
  useQuery({
    queryKey: [...key, 'orders', page, f],
    queryFn: () => api<FarmOrdersPage>('GET', 'farmer/orders', { query: { page, limit: 20, ...f } }),
    placeholderData: (prev) => prev,
  });
export interface ItemFilters {
  search: string;
  category: number | null;
  status: number | null;
  page: number;
}
export const useFarmerItems = (f: ItemFilters) =>
  useQuery({
    queryKey: [...key, 'items', f],
    queryFn: () =>
      api<{ result: PortalItem[]; total: number; limit: number }>('GET', 'farmer/inventory', {
        query: { ...f, limit: 25 },
      }),
    placeholderData: (prev) => prev,
  });
export const useFarmerFarm = () =>
  useQuery({
    queryKey: [...key, 'farm'],
    queryFn: () => api<{ farm: PortalFarm | null; approval: SellerApproval }>('GET', 'farmer/farm'),
  });
export const useFarmerDistributions = () =>
  useQuery({
    queryKey: [...key, 'distributions'],
    queryFn: () => api<{ result: PortalDistribution[] }>('GET', 'farmer/distributions'),
  });

/** A portal change; `silent` when the page shows the server's message itself (forms). */
export function useFarmerAction<V, R extends { message: string } = { message: string }>(
  method: 'POST',
  path: string,
  asForm = false,
  silent = false,
) {
  const invalidate = useInvalidate();
  return useMutation({
    meta: { silent },
    mutationFn: (v: V) => api<R>(method, path, asForm ? { form: v as unknown as FormData } : { body: v }),
    onSuccess: () => invalidate(),
  });
}

const KIND_NAMES: Record<number, string> = { 1: 'Pickup', 2: 'Delivery', 3: 'Shipping' };
/** 'Pickup · 388 Union Turnpike, Hudson', 'Delivery · Friday', 'Shipping'. */
export function distributionLabel(d: PortalDistribution) {
  const kind = KIND_NAMES[d.selectPickDel] ?? 'Distribution';
  if (d.selectPickDel === 1) return `${kind} · ${d.addressLine1}, ${d.city}`;
  if (d.selectPickDel === 2) return `${kind} · ${d.deliveries.map((x) => WEEKDAYS[x.day]).join(', ')}`;
  return kind;
}
