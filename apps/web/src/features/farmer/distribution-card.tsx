import { useState } from 'react';
import { toast } from 'sonner';
import {
  WEEKDAYS,
  formatCents,
  formatWindowPoint,
  DistributionType,
  type PortalDistribution,
} from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { useFarmerAction } from '../../api/farmer-action';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FOR, KINDS } from './distribution-values';
import { WindowStatus } from './window-status';

function describe(d: PortalDistribution) {
  if (d.selectPickDel === DistributionType.Pickup)
    return d.pickups
      .map((p) => `${WEEKDAYS[p.day]} ${p.time.map((t) => `${t.startTime} – ${t.endTime}`).join(', ')}`)
      .join(' · ');
  if (d.selectPickDel === DistributionType.Delivery)
    return d.deliveries.map((x) => `${WEEKDAYS[x.day]} ${x.time}`).join(' · ');
  return 'Shipped from the farm';
}

function fees(d: PortalDistribution) {
  const parts = [];
  if (d.flatFeeCents != null) parts.push(`${formatCents(d.flatFeeCents)} flat`);
  if (d.deliveryFeeCentsPerMile != null) parts.push(`${formatCents(d.deliveryFeeCentsPerMile)} a mile`);
  if (d.radiusMiles) parts.push(`beyond ${d.radiusMiles} miles`);
  for (const z of d.deliveryZones ?? [])
    parts.push(`${formatCents(z.feeCents)} to ${z.postalCodes.join(' ')}`);
  if (d.freeDeliveryOverCents != null) parts.push(`free from ${formatCents(d.freeDeliveryOverCents)}`);
  return parts.join(', ');
}

/** One distribution: what, where, fees, capacity and order window, whether it is open; Edit and Remove. */
export function DistributionCard({ d, onEdit }: { d: PortalDistribution; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useFarmerAction(farmerPortalApi.removeDistribution);
  const title = `${KINDS[d.selectPickDel as DistributionType]}${d.selectPickDel === DistributionType.Pickup ? ` at ${d.addressLine1}, ${d.city}` : ''}`;
  return (
    <li className="rounded-xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg text-soil">{title}</h3>
          <p className="text-soil">{describe(d)}</p>
          {d.deliveryPostalCodes.length > 0 && (
            <p className="text-sm text-soil-muted">Zip codes: {d.deliveryPostalCodes.join(', ')}</p>
          )}
          {d.selectPickDel === DistributionType.Delivery && d.deliveryFor && (
            <p className="text-sm text-soil-muted">For {FOR[d.deliveryFor as 1 | 2 | 3].toLowerCase()}</p>
          )}
          {fees(d) && <p className="text-sm text-soil-muted">Fees: {fees(d)}</p>}
          {d.slotCapacity && (
            <p className="text-sm text-soil-muted">Up to {d.slotCapacity} orders each order window</p>
          )}
          <p className="mt-2 text-sm text-soil">
            Orders open {formatWindowPoint(d.placeOrderOpen)}, close {formatWindowPoint(d.placeOrderClose)}
          </p>
          <p className="text-sm">
            <WindowStatus preview={d.preview} />
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this distribution?"
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
        <p className="mb-4 text-soil">Buyers will no longer see it. Orders already placed keep it.</p>
      </ConfirmDialog>
    </li>
  );
}
