import type { ReactNode } from 'react';
import { PackageOpen, Store, Truck } from 'lucide-react';
import { DistributionType, ZIP_NEEDED } from '@lfm/core';
import { PastLastPage, isPastTheEnd } from '../../components/past-last-page';
import { Alert } from '../../components/alert';
import { cn } from '../../lib/cn';
import { CardSkeletons } from '../../components/card-skeletons';
import { EmptyState } from '../../components/empty-state';
import { Pagination } from '../../components/pagination';
import { ProductCard } from '../../components/product-card';
import { useFarmDistributionsInventory } from '../../api/get-farm-distributions-inventory';
import { DeliveryFarmCard } from './delivery-farm-card';
import { NothingForZip } from './nothing-for-zip';
import type { OrderType } from './order-type';
import { PickupCard, pickupPlaces } from './pickup-results';
import { useT } from '../../lib/i18n';

/** How many results each view shows: a few on the home page, pages on /order-now. */
export const PREVIEW = { places: 3, products: 4 } as const;
const PAGE_SIZE = { places: 9, products: 12 } as const;

export const placeGrid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
export const productGrid = 'grid gap-5 min-[480px]:grid-cols-2 lg:grid-cols-4';
// The home preview keeps phones short: two results, then 'See all'.
const previewGrid = (preview: boolean) => (preview ? 'max-[639px]:[&>li:nth-child(n+3)]:hidden' : undefined);

export interface ResultsProps {
  zip: string | null;
  /** Home page: the first few only. */
  preview: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Switches to another way of getting food (the empty results offer the others for the same zip). */
  onTypeChange: (type: OrderType) => void;
}

const slice = <T,>(items: T[], preview: boolean, page: number) =>
  preview
    ? items.slice(0, PREVIEW.places)
    : items.slice((page - 1) * PAGE_SIZE.places, page * PAGE_SIZE.places);

function Paged({
  total,
  limit,
  page,
  onPageChange,
  preview,
  children,
}: { total: number; limit: number; children: ReactNode } & Omit<ResultsProps, 'zip' | 'onTypeChange'>) {
  const t = useT();
  if (!preview && isPastTheEnd(page, total, limit))
    return <PastLastPage page={page} total={total} limit={limit} onPageChange={onPageChange} />;
  return (
    <>
      {children}
      {!preview && (
        <Pagination
          page={page}
          total={total}
          limit={limit}
          onPageChange={onPageChange}
          className="mt-8"
          label={t('orderNow.resultPages')}
        />
      )}
    </>
  );
}

export function ResultsError({ error }: { error: Error }) {
  return <Alert tone="error">{error.message}</Alert>;
}

/** SPEC 2 pickup: market (and farm stand) cards, nearest first when a zip is given. */
export function PickupResults({ zip, preview, page, onPageChange, onTypeChange }: ResultsProps) {
  const t = useT();
  const q = useFarmDistributionsInventory({
    distributionType: DistributionType.Pickup,
    zipCode: zip ?? undefined,
    limit: 1,
  });
  if (q.isError) return <ResultsError error={q.error} />;
  if (!q.data) return <CardSkeletons count={3} aspect={null} className={placeGrid} />;
  const places = pickupPlaces(q.data, t.locale);
  if (places.length === 0)
    return zip ? (
      <NothingForZip
        type="pickup"
        zip={zip}
        icon={<Store className="size-8" strokeWidth={1.5} />}
        onTypeChange={onTypeChange}
      />
    ) : (
      <EmptyState message={t('farm.pickUpsAreNot')} icon={<Store className="size-8" strokeWidth={1.5} />} />
    );
  return (
    <Paged
      total={places.length}
      limit={PAGE_SIZE.places}
      page={page}
      onPageChange={onPageChange}
      preview={preview}
    >
      <ul className={cn(placeGrid, previewGrid(preview))}>
        {slice(places, preview, page).map((p) => (
          <li key={p.key}>
            <PickupCard place={p} />
          </li>
        ))}
      </ul>
    </Paged>
  );
}

/** SPEC 2 delivery: farm cards of the farms delivering to the zip. */
export function DeliveryResults({ zip, preview, page, onPageChange, onTypeChange }: ResultsProps) {
  const q = useFarmDistributionsInventory(
    { distributionType: DistributionType.Delivery, zipCode: zip ?? undefined, limit: 1 },
    !!zip,
  );
  if (!zip)
    return <EmptyState message={ZIP_NEEDED.delivery} icon={<Truck className="size-8" strokeWidth={1.5} />} />;
  if (q.isError) return <ResultsError error={q.error} />;
  if (!q.data) return <CardSkeletons count={3} aspect="aspect-video" className={placeGrid} />;
  const farms = q.data.farms;
  if (farms.length === 0)
    return (
      <NothingForZip
        type="delivery"
        zip={zip}
        icon={<Truck className="size-8" strokeWidth={1.5} />}
        onTypeChange={onTypeChange}
      />
    );
  return (
    <Paged
      total={farms.length}
      limit={PAGE_SIZE.places}
      page={page}
      onPageChange={onPageChange}
      preview={preview}
    >
      <ul className={cn(placeGrid, previewGrid(preview))}>
        {slice(farms, preview, page).map((f) => (
          <li key={f._id}>
            <DeliveryFarmCard farm={f} />
          </li>
        ))}
      </ul>
    </Paged>
  );
}

/** SPEC 2 shipping: product cards of the shippable products of farms shipping to the zip. */
export function ShippingResults({ zip, preview, page, onPageChange, onTypeChange }: ResultsProps) {
  const limit = preview ? PREVIEW.products : PAGE_SIZE.products;
  const q = useFarmDistributionsInventory(
    {
      distributionType: DistributionType.Shipping,
      zipCode: zip ?? undefined,
      page: preview ? 1 : page,
      limit,
    },
    !!zip,
  );
  if (!zip)
    return (
      <EmptyState message={ZIP_NEEDED.shipping} icon={<PackageOpen className="size-8" strokeWidth={1.5} />} />
    );
  if (q.isError) return <ResultsError error={q.error} />;
  if (!q.data) return <CardSkeletons count={4} className={productGrid} />;
  // Nothing ships there at all (a page past the last one is Paged's to say).
  if (q.data.total === 0)
    return (
      <NothingForZip
        type="shipping"
        zip={zip}
        icon={<PackageOpen className="size-8" strokeWidth={1.5} />}
        onTypeChange={onTypeChange}
      />
    );
  return (
    <Paged total={q.data.total} limit={limit} page={page} onPageChange={onPageChange} preview={preview}>
      <ul className={cn(productGrid, previewGrid(preview))}>
        {q.data.inventory.map((item, i) => (
          <li key={item._id}>
            <ProductCard item={item} priority={i < 3} />
          </li>
        ))}
      </ul>
    </Paged>
  );
}
