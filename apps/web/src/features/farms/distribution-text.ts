import { DistributionType, formatCents, type DistributionDto } from '@lfm/core';
import type { Translate } from '../../lib/i18n';

/** How a distribution is named in the tabs: where the pickup is, or what kind it is. */
export function distributionTitle(d: DistributionDto, t: Translate) {
  if (d.selectPickDel === DistributionType.Pickup)
    return d.marketName ? t('farm.pickUpAt', { place: d.marketName }) : t('farm.pickUpAtFarm');
  return d.selectPickDel === DistributionType.Delivery
    ? t('orderNow.type.delivery')
    : t('orderNow.type.shipping');
}

/** SPEC 9: a flat fee with two decimals, otherwise the per-mile rate. */
export function deliveryRateText(
  d: Pick<DistributionDto, 'flatFeeCents' | 'deliveryFeeCentsPerMile'>,
  t: Translate,
) {
  if (d.flatFeeCents != null && d.flatFeeCents > 0)
    return t('farm.flatFee', { fee: formatCents(d.flatFeeCents) });
  if (d.deliveryFeeCentsPerMile != null && d.deliveryFeeCentsPerMile > 0)
    return t('farm.perMile', { fee: formatCents(d.deliveryFeeCentsPerMile) });
  return t('farm.freeDelivery');
}
