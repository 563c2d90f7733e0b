import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FarmFilters } from '../../api/get-farms';

export const SEARCH_MAX = 30;

/** The farm list's filters as they live in the URL, so a search can be linked and reloaded. */
export interface FarmSearch {
  search: string;
  state: string;
  city: string;
  lat: number | null;
  long: number | null;
  page: number;
}

const num = (v: string | null) => (v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

export function useFarmSearch() {
  const [params, setParams] = useSearchParams();
  const value = useMemo<FarmSearch>(() => {
    const lat = num(params.get('lat'));
    const long = num(params.get('long'));
    const page = num(params.get('page'));
    return {
      search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
      state: params.get('state') ?? '',
      city: params.get('city') ?? '',
      // lat and long come together or not at all (api-catalog).
      lat: lat !== null && long !== null ? lat : null,
      long: lat !== null && long !== null ? long : null,
      page: page !== null && page >= 1 ? Math.floor(page) : 1,
    };
  }, [params]);

  const update = useCallback(
    (next: Partial<FarmSearch>) => {
      const merged = { ...value, page: 1, ...next };
      const out = new URLSearchParams();
      if (merged.search.trim()) out.set('search', merged.search.trim());
      if (merged.state) out.set('state', merged.state);
      if (merged.state && merged.city) out.set('city', merged.city);
      if (merged.lat !== null && merged.long !== null) {
        out.set('lat', String(merged.lat));
        out.set('long', String(merged.long));
      }
      if (merged.page > 1) out.set('page', String(merged.page));
      setParams(out);
    },
    [value, setParams],
  );

  return [value, update] as const;
}

export const toFarmFilters = (s: FarmSearch, limit: number): FarmFilters => ({
  search: s.search.trim() || undefined,
  state: s.state || undefined,
  city: (s.state && s.city) || undefined,
  lat: s.lat ?? undefined,
  long: s.long ?? undefined,
  page: s.page,
  limit,
});
