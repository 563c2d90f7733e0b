import { useState } from 'react';
import { toast } from 'sonner';
import {
  formatCents,
  formatWindowPoint,
  weekdayName,
  DistributionType,
  type PortalDistribution,
} from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { useFarmerAction } from '../../api/farmer-action';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT, type Translate } from '../../lib/i18n';
import { KINDS } from './distribution-values';
import { WindowStatus } from './window-status';

function describe(d: PortalDistribution, t: Translate) {
  const day = (n: number) => weekdayName(n, t.locale);
  if (d.selectPickDel === DistributionType.Pickup)
    return d.pickups
      .map((p) => `${day(p.day)} ${p.time.map((s) => `${s.startTime} – ${s.endTime}`).join(', ')}`)
      .join(' · ');
  if (d.selectPickDel === DistributionType.Delivery)
    return d.deliveries.map((x) => `${day(x.day)} ${x.time}`).join(' · ');
  return t('farmer.distribution.shippedFromFarm');
}

function fees(d: PortalDistribution, t: Translate) {
  const money = (cents: number) => formatCents(cents, t.locale);
  const parts = [];
  if (d.flatFeeCents != null) parts.push(t('farmer.fee.flat', { fee: money(d.flatFeeCents) }));
  if (d.deliveryFeeCentsPerMile != null)
    parts.push(t('farmer.fee.perMile', { fee: money(d.deliveryFeeCentsPerMile) }));
  if (d.radiusMiles) parts.push(t('farmer.fee.beyond', { miles: d.radiusMiles }));
  for (const z of d.deliveryZones ?? [])
    parts.push(t('farmer.fee.zone', { fee: money(z.feeCents), zips: z.postalCodes.join(' ') }));
  if (d.freeDeliveryOverCents != null)
    parts.push(t('farmer.fee.freeFrom', { fee: money(d.freeDeliveryOverCents) }));
  return parts.join(', ');
}

/** One distribution: what, where, fees, capacity and order window, whether it is open; Edit and Remove. */
export function DistributionCard({ d, onEdit }: { d: PortalDistribution; onEdit: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useFarmerAction(farmerPortalApi.removeDistribution);
  const title =
    d.selectPickDel === DistributionType.Pickup
      ? t('farmer.pickupAt', { place: `${d.addressLine1}, ${d.city}` })
      : t(KINDS[d.selectPickDel as DistributionType]);
  const feeText = fees(d, t);
  return (
    <li className="rounded-xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg text-soil">{title}</h3>
          <p className="text-soil">{describe(d, t)}</p>
          {d.deliveryPostalCodes.length > 0 && (
            <p className="text-sm text-soil-muted">
              {t('farmer.distribution.zips', { zips: d.deliveryPostalCodes.join(', ') })}
            </p>
          )}
          {d.selectPickDel === DistributionType.Delivery && d.deliveryFor && (
            <p className="text-sm text-soil-muted">
              {t('farmer.distribution.for', { for: String(d.deliveryFor) })}
            </p>
          )}
          {feeText && (
            <p className="text-sm text-soil-muted">{t('farmer.distribution.fees', { fees: feeText })}</p>
          )}
          {d.slotCapacity && (
            <p className="text-sm text-soil-muted">
              {t('farmer.distribution.capacity', { n: d.slotCapacity })}
            </p>
          )}
          <p className="mt-2 text-sm text-soil">
            {t('farmer.distribution.window', {
              open: formatWindowPoint(d.placeOrderOpen, t.locale),
              close: formatWindowPoint(d.placeOrderClose, t.locale),
            })}
          </p>
          <p className="text-sm">
            <WindowStatus preview={d.preview} />
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('portal.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {t('portal.remove')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('farmer.distribution.removeTitle')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { distributionId: d.id },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                setConfirming(false);
              },
            },
          )
        }
      >
        <p className="mb-4 text-soil">{t('farmer.distribution.removeText')}</p>
      </ConfirmDialog>
    </li>
  );
}
