import { useQuery } from '@tanstack/react-query';
import { DistributionType, weekdayName, type PortalDistribution } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import type { PortalKey, Translate } from '../lib/i18n';
import { call } from './client';
import { farmerKey } from './farmer-action';

/** farmer/distributions: the farm's pickups, deliveries and shipping, each with its window preview. */
export const useFarmerDistributions = () =>
  useQuery({
    queryKey: [...farmerKey, 'distributions'],
    queryFn: ({ signal }) => call(farmerPortalApi.distributions, { signal }),
  });

const KIND_NAMES: Record<number, PortalKey> = {
  1: 'farmer.kind.pickup',
  2: 'farmer.kind.delivery',
  3: 'farmer.kind.shipping',
};
/** 'Pickup · 388 Union Turnpike, Hudson', 'Delivery · Friday', 'Shipping' (in the portal's language). */
export function distributionLabel(d: PortalDistribution, t: Translate) {
  const kind = t(KIND_NAMES[d.selectPickDel] ?? 'farmer.kind.other');
  if (d.selectPickDel === DistributionType.Pickup) return `${kind} · ${d.addressLine1}, ${d.city}`;
  if (d.selectPickDel === DistributionType.Delivery)
    return `${kind} · ${d.deliveries.map((x) => weekdayName(x.day, t.locale)).join(', ')}`;
  return kind;
}
