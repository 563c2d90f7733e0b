import { DistributionType, formatCents, type DistributionDto } from '@lfm/core';

/** How a distribution is named in the tabs: where the pickup is, or what kind it is. */
export function distributionTitle(d: DistributionDto) {
  if (d.selectPickDel === DistributionType.Pickup)
    return d.marketName ? `Pick up at ${d.marketName}` : 'Pick up at the farm';
  return d.selectPickDel === DistributionType.Delivery ? 'Delivery' : 'Shipping';
}

/** SPEC 9: a flat fee with two decimals, otherwise the per-mile rate. */
export function deliveryRateText(d: Pick<DistributionDto, 'flatFeeCents' | 'deliveryFeeCentsPerMile'>) {
  if (d.flatFeeCents != null && d.flatFeeCents > 0) return `Flat fee ${formatCents(d.flatFeeCents)}`;
  if (d.deliveryFeeCentsPerMile != null && d.deliveryFeeCentsPerMile > 0)
    return `${formatCents(d.deliveryFeeCentsPerMile)} per mile`;
  return 'Free delivery';
}
