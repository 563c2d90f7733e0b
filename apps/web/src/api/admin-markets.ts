import { useQuery } from '@tanstack/react-query';
import type { MarketSaveRequest } from '@lfm/core';
import { api } from './client';
import { adminKey } from './admin-action';

export interface AdminMarket {
  id: number;
  marketName: string;
  marketIcon: string | null;
  marketBackgroundColor: string;
  marketImage: string | null;
  description: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  marketOrderWindow: string;
  marketPickupWindows: string[];
  /** 0 shown, 1 hidden. */
  status: number;
  hostUserId: number | null;
}
/** admin/markets/save (JSON, core: adminMarketSaveBody): no marketId creates a market. */
export type MarketSave = MarketSaveRequest;
/** admin/markets: every market, shown or hidden. */
export const getAdminMarkets = () => api<{ result: AdminMarket[] }>('GET', 'admin/markets');

export const useAdminMarkets = () =>
  useQuery({ queryKey: [...adminKey, 'markets'], queryFn: getAdminMarkets });
