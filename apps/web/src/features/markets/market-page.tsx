import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CalendarClock, Clock, MapPin, PackageOpen, ShoppingCart } from 'lucide-react';
import { formatAddress, formatWindowPoint } from '@lfm/core';
import { useFarmsByMarket } from '../../api/view-farms-by-market';
import { useMarketDetails } from '../../api/get-market-details';
import { Alert } from '../../components/alert';
import { Breadcrumb } from '../../components/breadcrumb';
import { buttonClass } from '../../components/button';
import { CardSkeletons } from '../../components/card-skeletons';
import { CatalogueControls, useCatalogueView } from '../../components/catalogue-controls';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { ProductCard } from '../../components/product-card';
import { ProductRow } from '../../components/product-row';
import { MarketImage } from './market-card';
import { MarketFarm } from './market-farm';
import { useT } from '../../lib/i18n';
import { ownList, ownWords } from '../../lib/own-words';

const productGrid = 'grid gap-5 min-[480px]:grid-cols-2 lg:grid-cols-4';

/** SPEC 2 market page: the market, its products per farm taking orders now, Checkout, and its farms. */
export default function MarketPage() {
  const t = useT();
  const marketId = Number(useParams().id);
  const [category, setCategory] = useState<number | null>(null);
  const details = useMarketDetails(marketId, category);
  const farms = useFarmsByMarket(marketId);
  const [view, setView] = useCatalogueView();
  const market = details.data?.marketInfo;
  const pickupWindows = market
    ? ownList(t.locale, market.marketPickupWindows, market.marketPickupWindowsEs)
    : [];
  const title = market?.marketName ?? t('field.marketId');

  const breadcrumb = (
    <Breadcrumb items={[{ label: t('markets.heading'), to: '/marketpopups' }, { label: title }]} />
  );

  if (details.isError)
    return (
      <Page title={title} heading={breadcrumb}>
        <Alert tone="error">{details.error.message}</Alert>
      </Page>
    );
  if (!details.data || !market)
    return (
      <Page title={title} heading={breadcrumb}>
        <div
          className="grid animate-pulse gap-6 mobile:grid-cols-2"
          role="status"
          aria-label={t('markets.loadingMarket')}
        >
          <div className="aspect-video rounded-xl bg-line/60" />
          <div className="space-y-3">
            <div className="h-9 w-2/3 rounded bg-line" />
            <div className="h-4 w-full rounded bg-line/60" />
            <div className="h-4 w-5/6 rounded bg-line/60" />
          </div>
        </div>
      </Page>
    );

  // SPEC 2: products of the farms whose distribution for this market takes orders now.
  const open = details.data.farmInfo.filter(
    (f) => f.distributions.some((d) => d.isOpen) && f.inventory.length > 0,
  );
  // Issue 15: a long page gets category chips (of every page, from the server, which filters the
  // list by the chosen one so paging stays right) and a compact list.
  // A market whose pickups all take no orders now says when ordering opens again, not that it has nothing.
  const pickups = details.data.farmInfo.flatMap((f) => f.distributions);
  const closedPickup =
    open.length === 0 && category == null && !pickups.some((d) => d.isOpen) ? pickups[0] : undefined;
  const { categories } = details.data;
  const distributionsOf = (farmId: number) =>
    details.data.farmInfo.find((f) => f.farm._id === farmId)?.distributions ?? [];
  const checkout = (
    <Link to="/shoppingcart" className={buttonClass('primary')}>
      <ShoppingCart className="size-5" strokeWidth={1.75} aria-hidden />
      {t('farm.checkout')}
    </Link>
  );

  return (
    <Page title={title} heading={breadcrumb}>
      <section className="grid items-start gap-6 mobile:grid-cols-[1.1fr_1fr] mobile:gap-10">
        <MarketImage market={market} eager className="rounded-xl shadow-sm" />
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl text-soil sm:text-4xl">{market.marketName}</h1>
          {market.desc && (
            <p className="text-lg text-soil">{ownWords(t.locale, market.desc, market.descEs)}</p>
          )}
          <dl className="grid gap-3">
            <div className="flex items-start gap-2">
              <dt>
                <MapPin
                  className="mt-0.5 size-5 text-leaf"
                  strokeWidth={1.75}
                  aria-label={t('field.addressId')}
                />
              </dt>
              <dd className="text-soil">{formatAddress(market.address)}</dd>
            </div>
            <div className="flex items-start gap-2">
              <dt>
                <Clock
                  className="mt-0.5 size-5 text-leaf"
                  strokeWidth={1.75}
                  aria-label={t('orderNow.orderWindow')}
                />
              </dt>
              <dd className="tabular text-soil">
                {ownWords(t.locale, market.marketOrderWindow, market.marketOrderWindowEs)}
              </dd>
            </div>
            {pickupWindows.length > 0 && (
              <div className="flex items-start gap-2">
                <dt>
                  <CalendarClock
                    className="mt-0.5 size-5 text-leaf"
                    strokeWidth={1.75}
                    aria-label={t('way.pickup')}
                  />
                </dt>
                <dd className="tabular text-soil">
                  {t('markets.pickUpTimes', { times: pickupWindows.join(', ') })}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </section>

      <section aria-labelledby="market-products" className="mt-12">
        <h2 id="market-products" className="mb-4 text-2xl text-soil mobile:text-3xl">
          {t('farm.products')}
        </h2>
        {(open.length > 0 || category != null) && (
          <div className="mb-6">
            <CatalogueControls
              categories={categories}
              category={category}
              onCategory={setCategory}
              view={view}
              onView={setView}
            />
          </div>
        )}
        {open.length === 0 ? (
          <EmptyState
            message={
              closedPickup
                ? t('common.closedOpens', { when: formatWindowPoint(closedPickup.placeOrderOpen, t.locale) })
                : t('farm.noProducts')
            }
            icon={<PackageOpen className="size-8" strokeWidth={1.5} />}
            action={
              category != null ? (
                <button type="button" className={buttonClass('secondary')} onClick={() => setCategory(null)}>
                  {t('markets.everyCategory')}
                </button>
              ) : (
                <Link to="/order-now" className={buttonClass('secondary')}>
                  {t('markets.orderElsewhere')}
                </Link>
              )
            }
          />
        ) : (
          <div className={view === 'list' ? 'flex flex-col gap-6' : 'flex flex-col gap-10'}>
            {open.map(({ farm, inventory }) => (
              <section key={farm._id} aria-labelledby={`farm-products-${farm._id}`}>
                <h3
                  id={`farm-products-${farm._id}`}
                  className={view === 'list' ? 'mb-2 text-lg text-soil' : 'mb-4 text-xl text-soil'}
                >
                  {t('cart.products', { farmName: farm.farmName })}
                </h3>
                <ul className={view === 'list' ? 'grid grid-cols-1 gap-2' : productGrid}>
                  {inventory.map((item) => (
                    <li key={item._id}>
                      {view === 'list' ? <ProductRow item={item} /> : <ProductCard item={item} />}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        {details.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={details.showMore}
              disabled={details.isFetchingNextPage}
            >
              {t('farm.showMoreProducts')}
            </button>
          </div>
        )}
        <div className="mt-8 flex justify-center">{checkout}</div>
      </section>

      <section aria-labelledby="market-farms" className="mt-14">
        <h2 id="market-farms" className="mb-6 text-2xl text-soil mobile:text-3xl">
          {t('nav.farms')}
        </h2>
        {farms.isError ? (
          <Alert tone="error">{farms.error.message}</Alert>
        ) : !farms.data ? (
          <CardSkeletons count={2} aspect={null} className="grid gap-6" />
        ) : (
          <div className="grid gap-6">
            {farms.data.map((farm) => (
              <MarketFarm key={farm._id} farm={farm} distributions={distributionsOf(farm._id)} />
            ))}
          </div>
        )}
      </section>
    </Page>
  );
}
