import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import {
  CATEGORIES,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  ZIP_MESSAGE,
  ZIP_PATTERN,
  type SearchSort,
} from '@lfm/core';
import { useSearch, type SearchParams } from '../../api/search';
import { Button } from '../../components/button';
import { CardSkeletons } from '../../components/card-skeletons';
import { EmptyState } from '../../components/empty-state';
import { PastLastPage, isPastTheEnd } from '../../components/past-last-page';
import { SelectField, TextField } from '../../components/field';
import { Page } from '../../components/page';
import { Pagination } from '../../components/pagination';
import { pageParam } from '../../components/use-paging';
import { ProductCard } from '../../components/product-card';
import { useOrderNowZip } from '../../components/zip-filter';
import { useT, type MessageKey } from '../../lib/i18n';

const WAYS = [
  { value: '', label: 'search.anyWay' },
  { value: '1', label: 'way.pickup' },
  { value: '2', label: 'orderNow.type.delivery' },
  { value: '3', label: 'orderNow.type.shipping' },
] as const satisfies readonly { value: string; label: MessageKey }[];
const SORT_LABELS: Record<SearchSort, MessageKey> = {
  relevance: 'search.bestMatch',
  price: 'search.priceLowHigh',
  distance: 'search.nearestFirst',
};
const toCents = (v: string | null) => {
  if (!v?.trim()) return undefined;
  const n = Number(v.replace(/[$,]/g, ''));
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
};
const num = (v: string | null) => (v ? Number(v) : undefined);

/** Issue 18.1: every farm's food matching the header's search, for the buyer's zip and way of getting it. */
export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { zip: savedZip, setZip } = useOrderNowZip();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const q = params.get('q') ?? '';
  const zipCode = params.get('zipCode') ?? savedZip ?? '';
  const query: SearchParams = {
    q,
    zipCode: zipCode || undefined,
    distributionType: num(params.get('way')),
    category: num(params.get('category')),
    organic: params.get('organic') === 'true' || undefined,
    minPriceCents: toCents(params.get('min')),
    maxPriceCents: toCents(params.get('max')),
    farmId: num(params.get('farm')),
    sort: (params.get('sort') as SearchSort | null) ?? 'relevance',
    page: pageParam(params),
    limit: SEARCH_PAGE_SIZE,
  };
  const { data, isPending, isError, error, isFetching } = useSearch(query);

  // A change made before the last one has reached the URL (filters applied, then the sort chosen at
  // once) builds on the last one, not on the params this render was drawn with: it would undo it.
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [params]);
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(requested.current ?? params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!('page' in changes)) next.delete('page');
    requested.current = next;
    setParams(next);
  };
  const applyFilters = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim() || undefined;
    const zip = text('zipCode');
    if (zip && ZIP_PATTERN.test(zip)) setZip(zip);
    update({
      zipCode: zip,
      way: text('way'),
      category: text('category'),
      organic: f.get('organic') ? 'true' : undefined,
      min: text('min'),
      max: text('max'),
      farm: text('farm'),
    });
    setFiltersOpen(false);
  };

  const heading = q ? t('search.resultsFor', { q }) : t('search.everyFarm');
  return (
    <Page title={heading}>
      <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
        <div>
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal className="size-5" strokeWidth={1.75} aria-hidden />
            {t('search.filters')}
          </Button>
          <form
            id="search-filters"
            aria-label={t('search.searchFilters')}
            onSubmit={applyFilters}
            // The form is rebuilt when the URL changes so its fields show what is applied.
            key={params.toString()}
            className={`${filtersOpen ? 'mt-4 flex' : 'hidden'} flex-col gap-4 rounded-xl border border-line bg-white p-4 lg:mt-0 lg:flex`}
          >
            <TextField
              label={t('search.yourZipCode')}
              name="zipCode"
              inputMode="numeric"
              maxLength={5}
              defaultValue={zipCode}
              pattern="\d{5}"
              title={ZIP_MESSAGE}
            />
            <SelectField label={t('search.getItBy')} name="way" defaultValue={params.get('way') ?? ''}>
              {WAYS.map((w) => (
                <option key={w.value} value={w.value}>
                  {t(w.label)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('search.category')}
              name="category"
              defaultValue={params.get('category') ?? ''}
            >
              <option value="">{t('search.allCategories')}</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {t.text(c.name)}
                </option>
              ))}
            </SelectField>
            <label className="flex items-center gap-2 text-soil">
              <input
                type="checkbox"
                name="organic"
                defaultChecked={params.get('organic') === 'true'}
                className="size-4 accent-leaf"
              />
              {t('search.certifiedOrganicFarms')}
            </label>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={t('search.minPrice')}
                name="min"
                inputMode="decimal"
                defaultValue={params.get('min') ?? ''}
              />
              <TextField
                label={t('search.maxPrice')}
                name="max"
                inputMode="decimal"
                defaultValue={params.get('max') ?? ''}
              />
            </div>
            <SelectField label={t('field.farmId')} name="farm" defaultValue={params.get('farm') ?? ''}>
              <option value="">{t('search.allFarms')}</option>
              {(data?.farms ?? []).map((f) => (
                <option key={f._id} value={f._id}>
                  {f.farmName}
                </option>
              ))}
            </SelectField>
            <Button type="submit">{t('search.applyFilters')}</Button>
          </form>
        </div>

        <section aria-labelledby="search-results-heading" aria-busy={isFetching}>
          {/* The results' heading, between the page's h1 and each result's h3. */}
          <h2 id="search-results-heading" className="sr-only">
            {t('search.searchResults')}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-soil-muted" aria-live="polite">
              {data && q
                ? t(zipCode ? 'search.itemsReach' : 'search.itemsCount', { n: data.total, zip: zipCode })
                : ''}
            </p>
            <label className="flex items-center gap-2 text-sm text-soil">
              {t('search.sortBy')}
              <select
                value={query.sort}
                onChange={(e) =>
                  update({ sort: e.target.value === 'relevance' ? undefined : e.target.value })
                }
                className="h-10 rounded-lg border border-line bg-white px-3"
              >
                {SEARCH_SORTS.map((s) => (
                  <option key={s} value={s} disabled={s === 'distance' && !zipCode}>
                    {t(SORT_LABELS[s])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {!q ? (
            <EmptyState message={t('search.typeSomething')} />
          ) : isError ? (
            <p role="alert" className="rounded-lg bg-berry/10 p-4 text-berry">
              {error.message}
            </p>
          ) : isPending ? (
            <CardSkeletons count={6} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" />
          ) : isPastTheEnd(data.page, data.total, data.limit) ? (
            <PastLastPage
              page={data.page}
              total={data.total}
              limit={data.limit}
              onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
            />
          ) : data.result.length === 0 ? (
            <EmptyState message={t('search.nothingMatches', { q })} />
          ) : (
            <>
              <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {data.result.map((hit) => (
                  <li key={hit._id}>
                    <ProductCard
                      item={hit}
                      note={
                        hit.distanceMiles != null
                          ? t('search.miAway', { distanceMiles: hit.distanceMiles.toFixed(1) })
                          : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-8"
                page={data.page}
                total={data.total}
                limit={data.limit}
                label={t('search.resultPages')}
                onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
              />
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
