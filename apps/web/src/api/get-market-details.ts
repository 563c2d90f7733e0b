import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { marketsApi } from '@lfm/core/routes';
import { useSession, viewerOf } from '../lib/session';
import { call } from './client';

/** Products per page of a market's page ('Show more' asks for the next). */
export const MARKET_PRODUCTS_PAGE = 24;

/**
 * market/getMarketDetails: the market, and each farm picking up there with one page of products (of
 * one category when given) and its distribution.
 */
export const getMarketDetails = (marketId: number, page = 1, category?: number) =>
  call(marketsApi.getMarketDetails, {
    query: { marketId, page, limit: MARKET_PRODUCTS_PAGE, category },
  }).then((r) => r.result);

/** The market with each farm's products of every page loaded so far; `showMore` loads the next page. */
export function useMarketDetails(marketId: number, category: number | null = null) {
  const viewer = viewerOf(useSession());
  const query = useInfiniteQuery({
    // Prices follow the signed-in user's type (SPEC 6).
    queryKey: ['markets', 'details', marketId, category, viewer],
    queryFn: ({ pageParam }) => getMarketDetails(marketId, pageParam, category ?? undefined),
    // The market and its chips stay on screen while another category loads.
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.inventoryTotal ? last.page + 1 : undefined),
    enabled: Number.isInteger(marketId) && marketId > 0,
    staleTime: 30_000,
    select: (d) => ({
      ...d.pages[0]!,
      farmInfo: d.pages[0]!.farmInfo.map((f) => ({
        ...f,
        inventory: d.pages.flatMap((p) => p.farmInfo.find((x) => x.farm._id === f.farm._id)?.inventory ?? []),
      })),
    }),
  });
  return { ...query, showMore: () => void query.fetchNextPage() };
}
