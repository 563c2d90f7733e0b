import { useId } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { PackageOpen, Truck } from 'lucide-react';
import { CATEGORIES, DistributionType, ZIP_NEEDED } from '@lfm/core';
import { useFarmDistributionsInventory } from '../../api/get-farm-distributions-inventory';
import { CardSkeletons } from '../../components/card-skeletons';
import { EmptyState } from '../../components/empty-state';
import { PastLastPage, isPastTheEnd } from '../../components/past-last-page';
import { inputClass } from '../../components/field';
import { ProductCard } from '../../components/product-card';
import { ViewToggle, type CatalogueView } from '../../components/view-toggle';
import { Pagination } from '../../components/pagination';
import { cn } from '../../lib/cn';
import { NothingForZip } from './nothing-for-zip';
import { productGrid, ResultsError } from './order-now-results';
import type { OrderType } from './order-type';
import { WholesaleTable } from './wholesale-table';
import { useT } from '../../lib/i18n';

/** SPEC 9: list page size 10. */
const LIMIT = 10;

export interface WholesaleFilters {
  farmId?: number;
  category?: number;
  view: CatalogueView;
  page: number;
}

const TABS = [{ id: 0, name: null }, ...CATEGORIES];

/**
 * SPEC 2/6 wholesale delivery on /order-now: a farm dropdown (the farms delivering to the zip), cards or
 * list, category tabs, 10 products a page.
 */
export function WholesaleDelivery({
  zip,
  filters,
  onChange,
  onTypeChange,
}: {
  zip: string | null;
  filters: WholesaleFilters;
  onChange: (next: Partial<WholesaleFilters>) => void;
  onTypeChange: (type: OrderType) => void;
}) {
  const t = useT();
  const farmSelect = useId();
  const farmsQ = useFarmDistributionsInventory(
    { distributionType: DistributionType.Delivery, zipCode: zip ?? undefined, limit: 1 },
    !!zip,
  );
  const farms = farmsQ.data?.farms ?? [];
  const itemsQ = useFarmDistributionsInventory(
    {
      distributionType: DistributionType.Delivery,
      zipCode: zip ?? undefined,
      farmId: filters.farmId,
      category: filters.category,
      page: filters.page,
      limit: LIMIT,
    },
    !!zip && farms.length > 0,
  );

  if (!zip)
    return <EmptyState message={ZIP_NEEDED.delivery} icon={<Truck className="size-8" strokeWidth={1.5} />} />;
  if (farmsQ.isError) return <ResultsError error={farmsQ.error} />;
  if (!farmsQ.data) return <CardSkeletons count={4} className={productGrid} />;
  if (farms.length === 0)
    return (
      <NothingForZip
        type="delivery"
        zip={zip}
        icon={<Truck className="size-8" strokeWidth={1.5} />}
        onTypeChange={onTypeChange}
      />
    );

  const items = itemsQ.data?.inventory ?? [];
  let body;
  if (itemsQ.isError) body = <ResultsError error={itemsQ.error} />;
  else if (!itemsQ.data) body = <CardSkeletons count={4} className={productGrid} />;
  else if (isPastTheEnd(filters.page, itemsQ.data.total, LIMIT))
    body = (
      <PastLastPage
        page={filters.page}
        total={itemsQ.data.total}
        limit={LIMIT}
        onPageChange={(page) => onChange({ page })}
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        message={t('farm.noProducts')}
        icon={<PackageOpen className="size-8" strokeWidth={1.5} />}
      />
    );
  else
    body = (
      <>
        {filters.view === 'list' ? (
          <WholesaleTable items={items} distributions={itemsQ.data.distributions} />
        ) : (
          <ul className={productGrid}>
            {items.map((item) => (
              <li key={item._id}>
                <ProductCard item={item} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          className="mt-6"
          around={3}
          page={filters.page}
          total={itemsQ.data.total}
          limit={LIMIT}
          onPageChange={(page) => onChange({ page })}
          label={t('orderNow.productPages')}
        />
      </>
    );

  const category = String(filters.category ?? 0);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1 max-mobile:w-full">
          <label htmlFor={farmSelect} className="text-sm font-medium text-soil">
            {t('field.farmId')}
          </label>
          <select
            id={farmSelect}
            value={filters.farmId ?? ''}
            onChange={(e) =>
              onChange({ farmId: e.target.value ? Number(e.target.value) : undefined, page: 1 })
            }
            className={cn(inputClass, 'mobile:w-72')}
          >
            <option value="">{t('orderNow.all')}</option>
            {farms.map((f) => (
              <option key={f._id} value={f._id}>
                {f.farmName}
              </option>
            ))}
          </select>
        </div>
        <ViewToggle view={filters.view} onChange={(view) => onChange({ view })} />
      </div>
      <Tabs.Root
        value={category}
        onValueChange={(v) => onChange({ category: Number(v) || undefined, page: 1 })}
        activationMode="manual"
      >
        <Tabs.List
          aria-label={t('orderNow.categories')}
          className="flex flex-wrap gap-1 border-b border-line"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={String(tab.id)}
              className="shrink-0 border-b-2 border-transparent px-4 py-3 font-semibold whitespace-nowrap text-soil-muted hover:text-soil data-[state=active]:border-leaf data-[state=active]:text-leaf"
            >
              {tab.name === null ? t('common.all') : t.text(tab.name)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content
          value={category}
          className="pt-5 focus-visible:outline-none"
          aria-busy={itemsQ.isFetching || undefined}
        >
          {body}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
