import { useSearchParams } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { useShippableInventory } from '../../api/get-inventory-by-distribution';
import { Alert } from '../../components/alert';
import { CardSkeletons } from '../../components/card-skeletons';
import { CatalogueControls, categoriesOf, useCatalogueView } from '../../components/catalogue-controls';
import { DismissibleNotice } from '../../components/dismissible-notice';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { Pagination } from '../../components/pagination';
import { ProductCard } from '../../components/product-card';
import { ProductRow } from '../../components/product-row';
import { useOrderNowZip, ZipFilter } from '../../components/zip-filter';

const LIMIT = 12;
/** The most products one request lists (core paging): enough to learn the categories on offer. */
const ALL = 100;
const grid = 'grid gap-5 min-[480px]:grid-cols-2 lg:grid-cols-4';

/** SPEC 2 /toyourdoor: shippable products, to the buyer's zip when one is given. */
export default function ToYourDoorPage() {
  const { zip, setZip, clearZip } = useOrderNowZip();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const category = Number(params.get('category')) || null;
  const [view, setView] = useCatalogueView();
  const q = useShippableInventory({
    zipCode: zip ?? undefined,
    page,
    limit: LIMIT,
    category: category ?? undefined,
  });
  // Issue 15: the category chips are those of every product on offer, not of this page only; when
  // the first page holds them all, it is the list.
  const whole = !category && page === 1 && q.data != null && q.data.total <= q.data.inventory.length;
  const every = useShippableInventory(
    { zipCode: zip ?? undefined, page: 1, limit: ALL },
    { enabled: q.data != null && !whole },
  );
  const categories = categoriesOf((whole ? q.data : every.data)?.inventory ?? []);
  const firstPage = () => setParams({}, { preventScrollReset: true });
  const withCategory = (p: number) => ({
    ...(p > 1 ? { page: String(p) } : {}),
    ...(category ? { category: String(category) } : {}),
  });

  let body;
  if (q.isError) body = <Alert tone="error">{q.error.message}</Alert>;
  else if (!q.data) body = <CardSkeletons count={8} className={grid} label="Loading products…" />;
  else if (q.data.inventory.length === 0)
    body = (
      <EmptyState
        icon={<PackageOpen className="size-8" strokeWidth={1.5} />}
        message={
          zip
            ? "There aren't currently any products shipping to your zip code"
            : "There aren't currently any products available for shipping, please check back soon"
        }
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
          onPageChange={(p) => {
            setParams(withCategory(p));
            window.scrollTo({ top: 0 });
          }}
          className="mt-8"
          label="Product pages"
        />
      </>
    );

  return (
    <Page
      title="To Your Door"
      heading={
        <div className="mb-6">
          <h1 className="text-3xl text-soil sm:text-4xl">To Your Door</h1>
          <p className="mt-2 max-w-2xl text-lg text-soil-muted">
            Honey, cheese, preserves and more, packed by the farm and shipped straight to you.
          </p>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        <ZipFilter
          zip={zip}
          summary={zip ? `Shipping to ${zip}` : undefined}
          onApply={(value) => {
            setZip(value);
            firstPage();
          }}
          onClear={() => {
            clearZip();
            firstPage();
          }}
        />
        <DismissibleNotice>
          Shippable Products are shipped directly from the farm to your door, using sustainable shipping
          practices.
        </DismissibleNotice>
        <h2 className="text-2xl text-soil">
          {zip ? `Products shipping to ${zip}` : 'All Shippable Products'}
        </h2>
        {q.data && (q.data.inventory.length > 0 || category != null) && (
          <CatalogueControls
            categories={categories}
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
