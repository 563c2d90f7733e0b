import { Tractor } from 'lucide-react';
import { useFarms } from '../../api/get-farms';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PastLastPage, isPastTheEnd } from '../../components/past-last-page';
import { Page } from '../../components/page';
import { Pagination } from '../../components/pagination';
import { FarmCard, FarmCardSkeleton } from './farm-card';
import { FarmFilters } from './farm-filters';
import { toFarmFilters, useFarmSearch } from './use-farm-search';
import { useT } from '../../lib/i18n';

// SPEC 9: list page size 10.
const LIMIT = 10;

/** SPEC 2 farm list: filters in the URL, a paged grid of farm cards, skeletons and the empty state. */
export default function FarmsPage() {
  const t = useT();
  const [search, setSearch] = useFarmSearch();
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useFarms(
    toFarmFilters(search, LIMIT),
  );
  const filtered = !!(search.search || search.state || search.lat !== null);
  const clear = () => setSearch({ search: '', state: '', city: '', lat: null, long: null });

  return (
    <Page
      title={t('nav.farms')}
      heading={
        <header className="mb-6">
          <h1 className="text-3xl text-soil sm:text-4xl">{t('nav.farms')}</h1>
          <p className="mt-2 max-w-2xl text-soil-muted">{t('farm.meetTheGrowersBehind')}</p>
        </header>
      }
    >
      <FarmFilters value={search} onApply={setSearch} />

      <section aria-label={t('farm.farmResults')} aria-busy={isPending || isPlaceholderData} className="mt-8">
        {isError ? (
          <Alert tone="error" title={t('farm.weCouldNotLoad2')}>
            <p>{error.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              {t('farm.tryAgain')}
            </Button>
          </Alert>
        ) : isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <FarmCardSkeleton />
              </li>
            ))}
          </ul>
        ) : isPastTheEnd(search.page, data.total, LIMIT) ? (
          <PastLastPage
            page={search.page}
            total={data.total}
            limit={LIMIT}
            onPageChange={(page) => setSearch({ page })}
          />
        ) : data.result.length === 0 ? (
          <EmptyState
            message={filtered ? t('farm.noMatch') : t('farm.noneYet')}
            icon={<Tractor className="size-8" strokeWidth={1.5} />}
            action={
              filtered && (
                <Button variant="secondary" onClick={clear}>
                  {t('farm.clearFilters')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-soil-muted" aria-live="polite">
              {t(search.lat !== null ? 'farm.countNear' : 'farm.count', { n: data.total })}
            </p>
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.result.map((farm, i) => (
                <li key={farm._id}>
                  <FarmCard farm={farm} eager={i < 3} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8"
              label={t('farm.farmPages')}
              page={search.page}
              total={data.total}
              limit={LIMIT}
              onPageChange={(page) => {
                setSearch({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </section>
    </Page>
  );
}
