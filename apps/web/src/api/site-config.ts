import { useQuery } from '@tanstack/react-query';
import { type SiteConfigDto } from '@lfm/core';
import { siteApi } from '@lfm/core/routes';
import { call } from './client';

export type SiteConfig = SiteConfigDto;

/** What this deployment uses (GET site/config): which card processor, and its publishable key. */
export const useSiteConfig = () =>
  useQuery({
    queryKey: ['site-config'],
    queryFn: () => call(siteApi.config),
    staleTime: Infinity,
  });
