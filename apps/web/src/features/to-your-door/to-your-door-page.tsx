import { useSearchParams } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { useShippableInventory } from '../../api/get-inventory-by-distribution';
import { Alert } from '../../components/alert';
import { CardSkeletons } from '../../components/card-skeletons';
import { CatalogueControls, useCatalogueView } from '../../components/catalogue-controls';
import { DismissibleNotice } from '../../components/dismissible-notice';
import { EmptyState } from '../../components/empty-state';
import { PastLastPage, isPastTheEnd } from '../../components/past-last-page';
import { Page } from '../../components/page';
import { Pagination } from '../../components/pagination';
import { usePageParam } from '../../components/use-paging';
import { ProductCard } from '../../components/product-card';
import { ProductRow } from '../../components/product-row';
import { useOrderNowZip, ZipFilter } from '../../components/zip-filter';
import { NothingForZip } from '../order-now';
import { useT } from '../../lib/i18n';

const LIMIT = 12;
const grid = 'grid gap-5 min-[480px]:grid-cols-2 lg:grid-cols-4';

/** SPEC 2 /toyourdoor: shippable products, to the buyer's zip when one is given. */
export default function ToYourDoorPage() {
  const t = useT();
  const { zip, setZip, clearZip } = useOrderNowZip();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const category = Number(params.get('category')) || null;
  const [view, setView] = useCatalogueView();
  const q = useShippableInventory({
    zipCode: zip ?? undefined,
    page,
    limit: LIMIT,
    category: category ?? undefined,
  });
  const firstPage = () => setParams({}, { preventScrollReset: true });

  let body;
  if (q.isError) body = <Alert tone="error">{q.error.message}</Alert>;
  else if (!q.data) body = <CardSkeletons count={8} className={grid} label={t('toYourDoor.loading')} />;
  else if (isPastTheEnd(page, q.data.total, LIMIT))
    body = <PastLastPage page={page} total={q.data.total} limit={LIMIT} onPageChange={setPage} />;
  else if (q.data.inventory.length === 0)
    body = zip ? (
      <NothingForZip type="shipping" zip={zip} icon={<PackageOpen className="size-8" strokeWidth={1.5} />} />
    ) : (
      <EmptyState
        icon={<PackageOpen className="size-8" strokeWidth={1.5} />}
        message={t('toYourDoor.none')}
      />
    );
  else
    body = (
      <>
        <ul
          className={view === 'list' ? 'grid grid-cols-1 gap-2' : grid}
          aria-busy={q.isFetching || undefined}
        >
          {q.data.inventory.map((item, i) => (
            <li key={item._id}>
              {view === 'list' ? <ProductRow item={item} /> : <ProductCard item={item} priority={i < 3} />}
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          total={q.data.total}
          limit={LIMIT}
          onPageChange={setPage}
          className="mt-8"
          label={t('orderNow.productPages')}
        />
      </>
    );

  return (
    <Page
      title={t('nav.toYourDoor')}
      heading={
        <div className="mb-6">
          <h1 className="text-3xl text-soil sm:text-4xl">{t('nav.toYourDoor')}</h1>
          <p className="mt-2 max-w-2xl text-lg text-soil-muted">{t('toYourDoor.intro')}</p>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        <ZipFilter
          zip={zip}
          summary={zip ? t('orderNow.summary.shipping', { zip }) : undefined}
          onApply={(value) => {
            setZip(value);
            firstPage();
          }}
          onClear={() => {
            clearZip();
            firstPage();
          }}
        />
        <DismissibleNotice>{t('toYourDoor.notice')}</DismissibleNotice>
        <h2 className="text-2xl text-soil">
          {zip ? t('toYourDoor.shippingTo', { zip }) : t('toYourDoor.all')}
        </h2>
        {q.data && (q.data.inventory.length > 0 || category != null) && (
          <CatalogueControls
            // Issue 15: the server's, of every product on offer, not of this page only.
            categories={q.data.categories}
            category={category}
            onCategory={(id) => setParams(id ? { category: String(id) } : {}, { preventScrollReset: true })}
            view={view}
            onView={setView}
          />
        )}
        {body}
      </div>
    </Page>
  );
}
