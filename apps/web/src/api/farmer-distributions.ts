import { useQuery } from '@tanstack/react-query';
import { WEEKDAYS, DistributionType, type PortalDistribution } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { call } from './client';
import { farmerKey } from './farmer-action';

/** farmer/distributions: the farm's pickups, deliveries and shipping, each with its window preview. */
export const useFarmerDistributions = () =>
  useQuery({
    queryKey: [...farmerKey, 'distributions'],
    queryFn: ({ signal }) => call(farmerPortalApi.distributions, { signal }),
  });

const KIND_NAMES: Record<number, string> = { 1: 'Pickup', 2: 'Delivery', 3: 'Shipping' };
/** 'Pickup · 388 Union Turnpike, Hudson', 'Delivery · Friday', 'Shipping'. */
export function distributionLabel(d: PortalDistribution) {
  const kind = KIND_NAMES[d.selectPickDel] ?? 'Distribution';
  if (d.selectPickDel === DistributionType.Pickup) return `${kind} · ${d.addressLine1}, ${d.city}`;
  if (d.selectPickDel === DistributionType.Delivery)
    return `${kind} · ${d.deliveries.map((x) => WEEKDAYS[x.day]).join(', ')}`;
  return kind;
}
