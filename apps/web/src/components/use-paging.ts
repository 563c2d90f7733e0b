import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** The page of a paged list in the address (`?page=2`); a missing or bad value is the first page. */
export const pageParam = (params: URLSearchParams) =>
  Math.max(1, Math.floor(Number(params.get('page')) || 1));

/**
 * The page of a paged list kept in the address, so Back and a shared link land on it: the first page
 * leaves `page` out, the other parameters stay, and the new page is shown from its top.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0 });
  };
  return [pageParam(params), setPage] as const;
}

/**
 * The filters of a paged list held on the page (a portal's list): a filter's change goes back to the
 * first page, since the old page number may not exist among the new results.
 */
export function usePagedFilters<F extends object>(initial: F) {
  const [state, setState] = useState({ filters: initial, page: 1 });
  return {
    ...state,
    setFilters: (patch: Partial<F>) => setState((s) => ({ filters: { ...s.filters, ...patch }, page: 1 })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
  };
}
