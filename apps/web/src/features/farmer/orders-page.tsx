import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  HARVEST_STATUSES,
  WEEKDAYS,
  formatAddress,
  formatCents,
  formatOrderDate,
  farmerPortalApi,
  type FarmOrderGroupDto,
} from '@lfm/core';
import { distributionLabel, useFarmerDistributions } from '../../api/farmer-distributions';
import { useFarmerOrders, type OrderFilters } from '../../api/farmer-orders';
import { useFarmerAction } from '../../api/farmer-action';
import { fileUrl } from '../../api/client';
import { download } from '../../api/download';
import { Button, buttonClass } from '../../components/button';
import { PagedList } from '../../components/paged-list';
import { usePagedFilters } from '../../components/use-paging';

function GroupCard({ g }: { g: FarmOrderGroupDto }) {
  const setStatus = useFarmerAction(farmerPortalApi.setHarvestStatus);
  const setTracking = useFarmerAction(farmerPortalApi.setTracking);
  const [tracking, setTrackingText] = useState(g.trackingNumbers.join(', '));
  const done = { onSuccess: ({ message }: { message: string }) => toast.success(message) };
  return (
    <li className="rounded-xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-soil">
            #{g.orderId} · {g.buyer.firstName} {g.buyer.lastName}
          </p>
          <p className="text-sm text-soil-muted">
            {g.courierType}
            {g.courierType === 'Pickup'
              ? ` at ${g.locationName}`
              : g.address
                ? ` to ${formatAddress(g.address)}`
                : ''}
            {g.day != null ? ` · ${WEEKDAYS[g.day]} ${g.timeSlot ?? ''}` : ''}
          </p>
          <p className="text-sm text-soil-muted">
            Ordered {formatOrderDate(g.created)} · {g.buyer.email} · {g.buyer.phone}
          </p>
        </div>
        <label className="text-sm font-semibold text-soil">
          Harvest status{' '}
          <select
            className="ml-1 rounded-lg border border-line px-2 py-1"
            value={g.harvestStatus}
            onChange={(e) =>
              setStatus.mutate({ groupId: g._id, harvestStatus: Number(e.target.value) }, done)
            }
            aria-label={`Harvest status of order #${g.orderId}`}
          >
            {HARVEST_STATUSES.map((s, i) => (
              <option key={s} value={i}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="mt-3 space-y-1 text-soil">
        {g.productList.map((l) => (
          <li key={l._id} className="tabular">
            {l.productQuantity} × {l.productName} ({l.unit}) ·{' '}
            {formatCents(l.productPriceCents * l.productQuantity)}
          </li>
        ))}
      </ul>
      {g.courierType !== 'Pickup' && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const numbers = tracking.split(/[\s,]+/).filter(Boolean);
            setTracking.mutate({ groupId: g._id, trackingNumbers: numbers }, done);
          }}
        >
          <label className="text-sm font-semibold text-soil">
            Tracking numbers
            <input
              className="mt-1 block w-64 rounded-lg border border-line px-3 py-1.5 font-normal"
              value={tracking}
              onChange={(e) => setTrackingText(e.target.value)}
              aria-label={`Tracking numbers of order #${g.orderId}`}
            />
          </label>
          <Button size="sm" type="submit" variant="secondary">
            Save tracking
          </Button>
        </form>
      )}
    </li>
  );
}

const SHEETS = [
  [farmerPortalApi.pickList, 'pick-list', 'pdf', 'Pick list (PDF)'],
  [farmerPortalApi.pickList, 'pick-list', 'csv', 'Pick list (CSV)'],
  [farmerPortalApi.packingSheet, 'packing-sheet', 'pdf', 'Packing sheet (PDF)'],
  [farmerPortalApi.packingSheet, 'packing-sheet', 'csv', 'Packing sheet (CSV)'],
] as const;
const filterClass = 'rounded-lg border border-line bg-white px-3 py-2';

/**
 * The farm's order groups with harvest status and tracking; filtered by distribution (its pickup
 * slots or delivery days: one order window each) and status. The pick list and packing sheet follow
 * the distribution and day chosen.
 */
export default function FarmerOrdersPage() {
  const {
    filters: { status, distributionId, orderWindow },
    page,
    setFilters,
    setPage,
  } = usePagedFilters<{
    status: number | null;
    distributionId: number | null;
    orderWindow: OrderFilters['window'];
  }>({ status: null, distributionId: null, orderWindow: null });
  const [day, setDay] = useState<number | null>(null);
  const { data } = useFarmerOrders(page, { harvestStatus: status, distributionId, window: orderWindow });
  const filtered = status != null || distributionId != null || orderWindow != null;
  const distributions = useFarmerDistributions();
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">Orders</h2>
        <select
          aria-label="Filter by order window"
          className={filterClass}
          value={orderWindow ?? ''}
          onChange={(e) => {
            setFilters({
              orderWindow: e.target.value === '' ? null : (e.target.value as 'current' | 'last'),
            });
          }}
        >
          <option value="">Every order window</option>
          <option value="current">This order window</option>
          <option value="last">Last order window</option>
        </select>
        <select
          aria-label="Filter by distribution"
          className={filterClass}
          value={distributionId ?? ''}
          onChange={(e) => {
            setFilters({ distributionId: e.target.value === '' ? null : Number(e.target.value) });
          }}
        >
          <option value="">Every distribution</option>
          {distributions.data?.result.map((d) => (
            <option key={d.id} value={d.id}>
              {distributionLabel(d)}
            </option>
          ))}
        </select>
        <select
          aria-label="Filter by harvest status"
          className={filterClass}
          value={status ?? ''}
          onChange={(e) => {
            setFilters({ status: e.target.value === '' ? null : Number(e.target.value) });
          }}
        >
          <option value="">Every status</option>
          {HARVEST_STATUSES.map((s, i) => (
            <option key={s} value={i}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-5 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-white p-3">
        <span className="text-sm font-semibold text-soil">Sheets</span>
        <select
          aria-label="Sheets for day"
          className="rounded-lg border border-line bg-white px-2 py-1.5 text-sm"
          value={day ?? ''}
          onChange={(e) => setDay(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">Every day</option>
          {WEEKDAYS.map((d, i) => (
            <option key={d} value={i}>
              {d}
            </option>
          ))}
        </select>
        {SHEETS.map(([entry, name, format, label]) => (
          <Button
            key={label}
            variant="secondary"
            size="sm"
            onClick={() =>
              void download(
                fileUrl(entry, {
                  format,
                  distributionId: distributionId ?? undefined,
                  day: day ?? undefined,
                }),
                `${name}.${format}`,
              )
            }
          >
            {label}
          </Button>
        ))}
      </div>
      <PagedList
        data={data}
        page={page}
        onPageChange={setPage}
        label="Order pages"
        empty={
          filtered
            ? 'No orders match these filters. Clear them to see every order.'
            : 'No orders placed yet. Orders show here when buyers order your items.'
        }
        emptyAction={
          filtered ? (
            <Button
              variant="secondary"
              onClick={() => setFilters({ status: null, distributionId: null, orderWindow: null })}
            >
              Clear filters
            </Button>
          ) : (
            <Link to="/farmer/inventory" className={buttonClass('secondary')}>
              Check your inventory
            </Link>
          )
        }
      >
        {(g) => <GroupCard key={g._id} g={g} />}
      </PagedList>
    </div>
  );
}
