import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { useMarkets } from '../../api/get-markets';
import { Alert } from '../../components/alert';
import { CardSkeletons } from '../../components/card-skeletons';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { Page } from '../../components/page';
import { Pagination } from '../../components/pagination';
import { usePageParam } from '../../components/use-paging';
import { cn } from '../../lib/cn';
import { EmptyStallIllustration } from './illustrations';
import { MarketCard } from './market-card';
import { PastLastPage, isPastTheEnd } from '../../components/past-last-page';
import { useT } from '../../lib/i18n';

const LIMIT = 9;
const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** SPEC 2 markets and pop-ups: a search by name (max 30) and the market cards. */
export default function MarketsPage() {
  const t = useT();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [page, setPage] = usePageParam();
  const [draft, setDraft] = useState(search);
  const markets = useMarkets({ search: search || undefined, page, limit: LIMIT });

  // Search as the buyer types, once they pause.
  useEffect(() => {
    const value = draft.trim();
    if (value === search) return;
    const timer = setTimeout(() => setParams(value ? { search: value } : {}, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [draft, search, setParams]);

  const data = markets.data;
  return (
    <Page
      title={t('nav.markets')}
      heading={
        <div className="mb-6">
          <h1 className="text-3xl text-soil sm:text-4xl">{t('markets.heading')}</h1>
          <p className="mt-2 max-w-2xl text-lg text-soil-muted">{t('markets.intro')}</p>
        </div>
      }
    >
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(draft.trim() ? { search: draft.trim() } : {});
        }}
        className="mb-8 max-w-md"
      >
        <label htmlFor={id} className="sr-only">
          {t('markets.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-soil-muted"
            strokeWidth={1.75}
            aria-hidden
          />
          <input
            id={id}
            type="search"
            value={draft}
            maxLength={30}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('markets.search')}
            className={cn(inputClass, 'pl-10')}
          />
        </div>
      </form>

      {markets.isError ? (
        <Alert tone="error">{markets.error.message}</Alert>
      ) : !data ? (
        <CardSkeletons count={3} aspect="aspect-video" className={grid} label={t('markets.loading')} />
      ) : isPastTheEnd(page, data.total, LIMIT) ? (
        <PastLastPage page={page} total={data.total} limit={LIMIT} onPageChange={setPage} />
      ) : data.marketInfo.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
          <EmptyStallIllustration className="w-48" />
          <p className="text-lg text-soil">
            {search ? t('markets.noneCalled', { search }) : t('markets.none')}
          </p>
          {search && (
            <Button variant="secondary" onClick={() => setDraft('')}>
              {t('markets.showAll')}
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className={grid} aria-busy={markets.isFetching || undefined}>
            {data.marketInfo.map((m, i) => (
              <li key={m._id}>
                <MarketCard market={m} eager={i < 3} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={data.total}
            limit={LIMIT}
            onPageChange={setPage}
            className="mt-8"
            label={t('markets.pages')}
          />
        </>
      )}
    </Page>
  );
}
