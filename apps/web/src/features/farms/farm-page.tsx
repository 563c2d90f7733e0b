import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MapPin, ShoppingCart, Sprout, Tractor } from 'lucide-react';
import { type FarmDto, type InventoryDto } from '@lfm/core';
import { useFarmDetails } from '../../api/view-farm-details';
import { ApiError } from '../../api/client';
import { Alert } from '../../components/alert';
import { Breadcrumb } from '../../components/breadcrumb';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useDocumentTitle } from '../../components/page';
import { ProductCard } from '../../components/product-card';
import { Slider } from '../../components/slider';
import { FarmBadges } from './farm-badges';
import { FarmLogo } from './farm-logo';
import { FarmTabs } from './farm-tabs';
import { useLocale, useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

// SPEC 9: farm slider autoplay 4000 ms.
const MEDIA_AUTOPLAY_MS = 4000;

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-12">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-2xl text-soil sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function FarmHeader({ farm }: { farm: FarmDto }) {
  const locale = useLocale();
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      {farm.coverImage ? (
        <img
          src={farm.coverImage}
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
          className="aspect-video w-full bg-leaf-tint object-cover mobile:aspect-[3/1]"
        />
      ) : (
        <div className="aspect-[3/1] w-full" style={{ backgroundColor: `${farm.brandColor}33` }} />
      )}
      <div className="relative flex flex-col gap-4 px-5 pb-6 pt-14 mobile:flex-row mobile:items-end mobile:gap-6 mobile:px-8 mobile:pt-6">
        <FarmLogo
          farm={farm}
          className="absolute -top-12 left-5 size-24 text-3xl mobile:static mobile:-mt-20 mobile:size-32 mobile:text-4xl"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl text-soil sm:text-4xl">{farm.farmName}</h1>
          <p className="mt-1 flex items-center gap-1 text-soil-muted">
            <MapPin className="size-4" strokeWidth={1.75} aria-hidden />
            {[farm.farmAddress.city, farm.farmAddress.state].filter(Boolean).join(', ')}
          </p>
          <p className="mt-2 max-w-3xl text-lg text-soil">
            {ownWords(locale, farm.shortInfo, farm.shortInfoEs)}
          </p>
        </div>
        <FarmBadges certifiedOrganic={farm.certifiedOrganic} nofa={farm.nofa} />
      </div>
    </div>
  );
}

/** Issue 15: the farm's products in a grid (3 across on desktop, 1 on a phone), not a carousel. */
function ProductGrid({ items, label }: { items: InventoryDto[]; label: string }) {
  const t = useT();
  if (items.length === 0)
    return (
      <EmptyState
        message={t('farm.noProducts')}
        icon={<Sprout className="size-8" strokeWidth={1.5} />}
        action={
          <Link to="/farms" className={buttonClass('secondary')}>
            {t('farm.seeOtherFarms')}
          </Link>
        }
      />
    );
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item._id}>
          <ProductCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function FarmSkeleton() {
  return (
    <div className="animate-pulse" aria-hidden>
      <div className="aspect-video rounded-xl bg-line/60 mobile:aspect-[3/1]" />
      <div className="mt-6 h-10 w-1/2 rounded bg-line" />
      <div className="mt-3 h-5 w-2/3 rounded bg-line/70" />
      <div className="mt-10 grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="aspect-[4/3] rounded-xl bg-line/60" />
        ))}
      </div>
    </div>
  );
}

/** SPEC 2 farm detail: header, photos, tabs, the farmers, products, shipped products and checkout. */
export default function FarmPage() {
  const t = useT();
  const farmId = Number(useParams().id);
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage, showMore } =
    useFarmDetails(farmId);
  useDocumentTitle(data?.farmData.farmName ?? t('table.farm'));
  const validId = Number.isInteger(farmId) && farmId > 0;

  let body: ReactNode;
  if (!validId || (isError && error instanceof ApiError && error.status === 404)) {
    body = (
      <EmptyState
        message={t('cart.farmDoesNotExist')}
        icon={<Tractor className="size-8" strokeWidth={1.5} />}
        action={
          <Link to="/farms" className={buttonClass('secondary')}>
            {t('farm.seeAllFarms')}
          </Link>
        }
      />
    );
  } else if (isError) {
    body = (
      <Alert tone="error" title={t('farm.weCouldNotLoad')}>
        {error.message}
      </Alert>
    );
  } else if (isPending) {
    body = <FarmSkeleton />;
  } else {
    const { farmData: farm, inventoryData, distributionData } = data;
    const local = inventoryData.filter((i) => !i.isShippable);
    const shipped = inventoryData.filter((i) => i.isShippable);
    const checkout = (
      <Link to="/shoppingcart" className={buttonClass('primary')}>
        <ShoppingCart className="size-5" strokeWidth={1.75} aria-hidden />
        {t('farm.checkout')}
      </Link>
    );
    body = (
      <>
        <FarmHeader farm={farm} />
        {farm.media.length > 0 && (
          <Slider label={t('farm.farmPhotos')} autoplayMs={MEDIA_AUTOPLAY_MS} className="mt-8">
            {farm.media.map((m, i) => (
              <img
                key={m.url}
                src={m.url}
                alt={t('markets.farmPhoto', { name: farm.farmName, n: i + 1 })}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full rounded-xl bg-leaf-tint object-cover"
              />
            ))}
          </Slider>
        )}
        <div className="mt-10">
          <FarmTabs farm={farm} distributions={distributionData} />
        </div>
        {farm.infoAboutFarmer && (
          <Section title={t('farm.theFarmers')}>
            <div className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
              {farm.farmerName && <p className="mb-2 font-display text-xl text-leaf">{farm.farmerName}</p>}
              <p className="max-w-3xl whitespace-pre-line text-soil">
                {ownWords(t.locale, farm.infoAboutFarmer, farm.infoAboutFarmerEs)}
              </p>
            </div>
          </Section>
        )}
        <Section title={t('farm.products')} action={checkout}>
          {distributionData.length === 0 && (
            <Alert className="mb-5" title={t('farm.orderWindowClosed')}>
              {t('farm.thisFarmIsNot')}
            </Alert>
          )}
          <ProductGrid items={local} label={t('farm.products')} />
          {hasNextPage && (
            <div className="mt-5 flex justify-center">
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={showMore}
                disabled={isFetchingNextPage}
              >
                {t('farm.showMoreProducts')}
              </button>
            </div>
          )}
        </Section>
        {shipped.length > 0 && (
          <Section title={t('farm.shippedProducts')}>
            <ProductGrid items={shipped} label={t('farm.shippedProducts')} />
          </Section>
        )}
        <div className="mt-10 flex justify-center">{checkout}</div>
      </>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: t('nav.farms'), to: '/farms' },
          { label: data?.farmData.farmName ?? t('table.farm') },
        ]}
      />
      {body}
    </main>
  );
}
