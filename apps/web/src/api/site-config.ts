import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export interface SiteConfig {
  payments: 'local' | 'stripe';
  stripePublishableKey: string | null;
  farmerSiteUrl: string;
  hostSiteUrl: string;
}

/** What this deployment uses (GET site/config): which card processor, and its publishable key. */
export const useSiteConfig = () =>
  useQuery({
    queryKey: ['site-config'],
    queryFn: () => api<SiteConfig>('GET', 'site/config'),
    staleTime: Infinity,
  });
