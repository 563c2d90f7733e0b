import { useQuery } from '@tanstack/react-query';
import { type ApplicationStatus } from '@lfm/core';
import { adminApi } from '@lfm/core/routes';
import { adminKey } from './admin-action';
import { call } from './client';

/** admin/farmerApplications: one page of the applications to sell, optionally of one status. */
export const useAdminApplications = (status: ApplicationStatus | null, page: number) =>
  useQuery({
    queryKey: [...adminKey, 'applications', status, page],
    queryFn: ({ signal }) =>
      call(adminApi.applications, { query: { status: status ?? undefined, page, limit: 20 }, signal }),
    placeholderData: (prev) => prev,
  });

/** admin/users: one page of the accounts, searched by name or email. */
export const useAdminUsers = (search: string, page: number) =>
  useQuery({
    queryKey: [...adminKey, 'users', search, page],
    queryFn: ({ signal }) => call(adminApi.users, { query: { search, page, limit: 20 }, signal }),
    placeholderData: (prev) => prev,
  });

/** Pick-up host accounts (user type 5), for a market's host. */
export const useAdminHosts = () =>
  useQuery({
    queryKey: [...adminKey, 'hosts'],
    queryFn: ({ signal }) => call(adminApi.users, { query: { userType: 5, limit: 100 }, signal }),
  });

/** admin/markets: every market, shown or hidden. */
export const useAdminMarkets = () =>
  useQuery({
    queryKey: [...adminKey, 'markets'],
    queryFn: ({ signal }) => call(adminApi.markets, { signal }),
  });

/** admin/recipes: every recipe, published or draft. */
export const useAdminRecipes = () =>
  useQuery({
    queryKey: [...adminKey, 'recipes'],
    queryFn: ({ signal }) => call(adminApi.recipes, { signal }),
  });

/** admin/failedUndos: checkout undos (refunds, stock releases) that failed and are being retried. */
export const useFailedUndos = () =>
  useQuery({
    queryKey: [...adminKey, 'failedUndos'],
    queryFn: ({ signal }) => call(adminApi.failedUndos, { signal }),
    refetchInterval: 30_000,
  });
