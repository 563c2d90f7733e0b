import { useQuery } from '@tanstack/react-query';
import {
  WEEKDAYS,
  type DeliveryZone,
  type WindowPoint,
  type WindowPreview,
  DistributionType,
} from '@lfm/core';
import { api } from './client';
import { farmerKey } from './farmer-action';

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

/** farmer/distributions: the farm's pickups, deliveries and shipping, each with its window preview. */
export const getFarmerDistributions = () =>
  api<{ result: PortalDistribution[] }>('GET', 'farmer/distributions');

export const useFarmerDistributions = () =>
  useQuery({ queryKey: [...farmerKey, 'distributions'], queryFn: getFarmerDistributions });

const KIND_NAMES: Record<number, string> = { 1: 'Pickup', 2: 'Delivery', 3: 'Shipping' };
/** 'Pickup · 388 Union Turnpike, Hudson', 'Delivery · Friday', 'Shipping'. */
export function distributionLabel(d: PortalDistribution) {
  const kind = KIND_NAMES[d.selectPickDel] ?? 'Distribution';
  if (d.selectPickDel === DistributionType.Pickup) return `${kind} · ${d.addressLine1}, ${d.city}`;
  if (d.selectPickDel === DistributionType.Delivery)
    return `${kind} · ${d.deliveries.map((x) => WEEKDAYS[x.day]).join(', ')}`;
  return kind;
}
