import { Link, useParams } from 'react-router';
import { CircleSlash, Clock, PackageX, Repeat } from 'lucide-react';
import { NO_LONGER_AVAILABLE, formatPricePerUnit, subscriptionText } from '@lfm/core';
import { useProductDetails } from '../../api/get-product-details';
import { ApiError } from '../../api/client';
import { Alert } from '../../components/alert';
import { Breadcrumb } from '../../components/breadcrumb';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useDocumentTitle } from '../../components/page';
import { isOutOfStock, ProductImage } from '../../components/product-card';
import { ProductOrderForm } from './product-order-form';
import { useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

function ProductSkeleton() {
  return (
    <div className="grid animate-pulse gap-8 md:grid-cols-2" aria-hidden>
      <div className="aspect-[4/3] rounded-xl bg-line/60" />
      <div className="space-y-4">
        <div className="h-4 w-1/3 rounded bg-line/70" />
        <div className="h-10 w-2/3 rounded bg-line" />
        <div className="h-6 w-1/4 rounded bg-line/70" />
        <div className="h-40 rounded-xl bg-line/50" />
      </div>
    </div>
  );
}

/** SPEC 2 product page: picture, name, variety, unit price, and the order panel. */
export default function ProductPage() {
  const t = useT();
  const id = Number(useParams().id);
  const { data, isPending, isError, error } = useProductDetails(id);
  const name = data ? ownWords(t.locale, data.item.name, data.item.nameEs) : t('table.product');
  useDocumentTitle(name);
  const missing = !(Number.isInteger(id) && id > 0) || (error instanceof ApiError && error.status === 404);

  let body;
  if (missing) {
    body = (
      <EmptyState
        message={NO_LONGER_AVAILABLE}
        icon={<PackageX className="size-8" strokeWidth={1.5} />}
        action={
          <Link to="/farms" className={buttonClass('secondary')}>
            {t('product.browseFarms')}
          </Link>
        }
      />
    );
  } else if (isError) {
    body = (
      <Alert tone="error" title={t('product.weCouldNotLoad')}>
        {error.message}
      </Alert>
    );
  } else if (isPending) {
    body = <ProductSkeleton />;
  } else {
    const { item, farm, distributions } = data;
    const out = isOutOfStock(item);
    const description = ownWords(t.locale, item.description, item.descriptionEs);
    const subscription = subscriptionText(
      item.subscriptionInterval,
      item.subscriptionIntervalCount,
      t.locale,
    );
    body = (
      <div className="grid items-start gap-8 md:grid-cols-[1fr_1.1fr] lg:gap-12">
        <div className="md:sticky md:top-24">
          <ProductImage item={item} priority className="rounded-xl border border-line shadow-sm" />
          {description && <p className="mt-5 whitespace-pre-line text-soil">{description}</p>}
        </div>
        <div className="flex flex-col gap-5">
          <div>
            <Link to={`/farms/farmlist/${farm._id}`} className="font-semibold text-leaf hover:underline">
              {farm.farmName}
            </Link>
            <h1 className="mt-1 text-3xl text-soil sm:text-4xl">{name}</h1>
            {item.variety && <p className="mt-1 text-lg text-soil-muted">{item.variety}</p>}
            <p className="tabular mt-3 text-2xl font-semibold text-harvest-dark">
              {formatPricePerUnit(item.priceCents, item.unit, t.locale)}
            </p>
            {subscription && (
              <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-harvest-tint px-3 py-1 text-sm font-semibold text-harvest-dark">
                <Repeat className="size-4" strokeWidth={1.75} aria-hidden />
                {t('product.subscription', { subscription: subscription })}
              </p>
            )}
          </div>
          <div className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
            {out ? (
              <p className="flex items-center gap-2 text-lg font-semibold text-berry">
                <CircleSlash className="size-5" strokeWidth={1.75} aria-hidden />
                {t('cart.outOfStock')}
              </p>
            ) : !item.orderWindowOpen ? (
              <p className="flex items-start gap-2 text-soil">
                <Clock className="mt-0.5 size-5 shrink-0 text-harvest-dark" strokeWidth={1.75} aria-hidden />
                {t('product.sorryWeAreNot')}
              </p>
            ) : (
              <ProductOrderForm item={item} distributions={distributions} />
            )}
          </div>
        </div>
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: t('nav.farms'), to: '/farms' },
          ...(data ? [{ label: data.farm.farmName, to: `/farms/farmlist/${data.farm._id}` }] : []),
          { label: name },
        ]}
      />
      {body}
    </main>
  );
}
