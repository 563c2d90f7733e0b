import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FARM_PRODUCTS_PAGE } from '@lfm/core';
import { farmsApi } from '@lfm/core/routes';
import { useSession, viewerOf } from '../lib/session';
import { call } from './client';

/** farm/viewFarmDetails: the farm, one page of its products and its distributions (priced for the caller). */
export const viewFarmDetails = (farmId: number, page = 1) =>
  call(farmsApi.viewFarmDetails, {
    query: { farmId, page, limit: FARM_PRODUCTS_PAGE },
  }).then((r) => r.result);

/** The farm page's query; the route starts it before the page's code has run (app/routes.tsx). */
export const farmDetailsQuery = (farmId: number, viewer: string) =>
  infiniteQueryOptions({
    // Prices and delivery options follow the signed-in user's type (SPEC 6).
    queryKey: ['farms', 'details', farmId, viewer],
    queryFn: ({ pageParam }) => viewFarmDetails(farmId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.inventoryTotal ? last.page + 1 : undefined),
    enabled: Number.isInteger(farmId) && farmId > 0,
    staleTime: 30_000,
  });

/** The farm with the products of every page loaded so far; `showMore` loads the next page. */
export function useFarmDetails(farmId: number) {
  const viewer = viewerOf(useSession());
  const query = useInfiniteQuery({
    ...farmDetailsQuery(farmId, viewer),
    select: (d) => ({ ...d.pages[0]!, inventoryData: d.pages.flatMap((p) => p.inventoryData) }),
  });
  return { ...query, showMore: () => void query.fetchNextPage() };
}
