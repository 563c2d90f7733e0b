import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  HARVEST_STATUS_LABELS,
  formatAddress,
  formatCents,
  formatOrderDate,
  weekdayName,
  type FarmOrderGroupDto,
} from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { distributionLabel, useFarmerDistributions } from '../../api/farmer-distributions';
import { useFarmerOrders, type OrderFilters } from '../../api/farmer-orders';
import { useFarmerAction } from '../../api/farmer-action';
import { fileUrl } from '../../api/client';
import { download } from '../../api/download';
import { Button, buttonClass } from '../../components/button';
import { PagedList } from '../../components/paged-list';
import { usePagedFilters } from '../../components/use-paging';
import { useT, type Translate } from '../../lib/i18n';

const WEEK = [0, 1, 2, 3, 4, 5, 6];

/** 'Pickup at Hudson Market', 'Delivery to 1 Main St, Hudson, NY 12534', or the kind alone. */
function courier(g: FarmOrderGroupDto, t: Translate) {
  if (g.courierType === 'Pickup') return t('farmer.pickupAt', { place: g.locationName ?? '' });
  const address = g.address ? formatAddress(g.address) : '';
  if (g.courierType === 'Delivery')
    return address ? t('farmer.order.deliveryTo', { address }) : t('farmer.kind.delivery');
  return address ? t('farmer.order.shippingTo', { address }) : t('farmer.kind.shipping');
}

function GroupCard({ g }: { g: FarmOrderGroupDto }) {
  const t = useT();
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
            {courier(g, t)}
            {g.day != null ? ` · ${weekdayName(g.day, t.locale)} ${g.timeSlot ?? ''}` : ''}
          </p>
          <p className="text-sm text-soil-muted">
            {t('portal.ordered', { date: formatOrderDate(g.created, t.locale) })} · {g.buyer.email} ·{' '}
            {g.buyer.phone}
          </p>
        </div>
        <label className="text-sm font-semibold text-soil">
          {t('farmer.order.harvestStatus')}{' '}
          <select
            className="ml-1 rounded-lg border border-line px-2 py-1"
            value={g.harvestStatus}
            onChange={(e) =>
              setStatus.mutate({ groupId: g._id, harvestStatus: Number(e.target.value) }, done)
            }
            aria-label={t('farmer.order.harvestStatusOf', { id: g.orderId })}
          >
            {HARVEST_STATUS_LABELS.map((s, i) => (
              <option key={s} value={i}>
                {t.text(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="mt-3 space-y-1 text-soil">
        {g.productList.map((l) => (
          <li key={l._id} className="tabular">
            {l.productQuantity} × {l.productName} ({t.text(l.unit)}) ·{' '}
            {formatCents(l.productPriceCents * l.productQuantity, t.locale)}
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
            {t('farmer.order.trackingNumbers')}
            <input
              className="mt-1 block w-64 rounded-lg border border-line px-3 py-1.5 font-normal"
              value={tracking}
              onChange={(e) => setTrackingText(e.target.value)}
              aria-label={t('farmer.order.trackingNumbersOf', { id: g.orderId })}
            />
          </label>
          <Button size="sm" type="submit" variant="secondary">
            {t('farmer.order.saveTracking')}
          </Button>
        </form>
      )}
    </li>
  );
}

const SHEETS = [
  [farmerPortalApi.pickList, 'pick-list', 'pdf', 'farmer.sheets.pickList'],
  [farmerPortalApi.pickList, 'pick-list', 'csv', 'farmer.sheets.pickList'],
  [farmerPortalApi.packingSheet, 'packing-sheet', 'pdf', 'farmer.sheets.packingSheet'],
  [farmerPortalApi.packingSheet, 'packing-sheet', 'csv', 'farmer.sheets.packingSheet'],
] as const;
const filterClass = 'rounded-lg border border-line bg-white px-3 py-2';

/**
 * The farm's order groups with harvest status and tracking; filtered by distribution (its pickup
 * slots or delivery days: one order window each) and status. The pick list and packing sheet follow
 * the distribution and day chosen.
 */
export default function FarmerOrdersPage() {
  const t = useT();
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
        <h2 className="mr-auto text-2xl text-soil">{t('farmer.orders')}</h2>
        <select
          aria-label={t('farmer.orders.byWindow')}
          className={filterClass}
          value={orderWindow ?? ''}
          onChange={(e) => {
            setFilters({
              orderWindow: e.target.value === '' ? null : (e.target.value as 'current' | 'last'),
            });
          }}
        >
          <option value="">{t('farmer.orders.everyWindow')}</option>
          <option value="current">{t('farmer.window.current')}</option>
          <option value="last">{t('farmer.window.last')}</option>
        </select>
        <select
          aria-label={t('farmer.orders.byDistribution')}
          className={filterClass}
          value={distributionId ?? ''}
          onChange={(e) => {
            setFilters({ distributionId: e.target.value === '' ? null : Number(e.target.value) });
          }}
        >
          <option value="">{t('farmer.orders.everyDistribution')}</option>
          {distributions.data?.result.map((d) => (
            <option key={d.id} value={d.id}>
              {distributionLabel(d, t)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('farmer.orders.byHarvestStatus')}
          className={filterClass}
          value={status ?? ''}
          onChange={(e) => {
            setFilters({ status: e.target.value === '' ? null : Number(e.target.value) });
          }}
        >
          <option value="">{t('portal.everyStatus')}</option>
          {HARVEST_STATUS_LABELS.map((s, i) => (
            <option key={s} value={i}>
              {t.text(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-5 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-white p-3">
        <span className="text-sm font-semibold text-soil">{t('farmer.sheets')}</span>
        <select
          aria-label={t('farmer.sheets.forDay')}
          className="rounded-lg border border-line bg-white px-2 py-1.5 text-sm"
          value={day ?? ''}
          onChange={(e) => setDay(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('farmer.sheets.everyDay')}</option>
          {WEEK.map((d) => (
            <option key={d} value={d}>
              {weekdayName(d, t.locale)}
            </option>
          ))}
        </select>
        {SHEETS.map(([entry, name, format, label]) => (
          <Button
            key={`${name}.${format}`}
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
            {t(label, { format: format.toUpperCase() })}
          </Button>
        ))}
      </div>
      <PagedList
        data={data}
        page={page}
        onPageChange={setPage}
        label={t('portal.orderPages')}
        empty={t(filtered ? 'farmer.orders.noMatch' : 'farmer.orders.empty')}
        emptyAction={
          filtered ? (
            <Button
              variant="secondary"
              onClick={() => setFilters({ status: null, distributionId: null, orderWindow: null })}
            >
              {t('farmer.orders.clearFilters')}
            </Button>
          ) : (
            <Link to="/farmer/inventory" className={buttonClass('secondary')}>
              {t('farmer.orders.checkInventory')}
            </Link>
          )
        }
      >
        {(g) => <GroupCard key={g._id} g={g} />}
      </PagedList>
    </div>
  );
}
