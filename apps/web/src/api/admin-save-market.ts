import type { MessageResponse } from '@lfm/core';
import { useAdminAction } from './admin-action';
import type { AdminMarket, MarketSave } from './admin-markets';

/** admin/markets/save (JSON): no marketId creates a market; `silent` when the form shows the answer. */
export const useSaveMarket = (silent = false) =>
  useAdminAction<MarketSave, MessageResponse & { market: AdminMarket }>(
    'admin/markets/save',
    (body) => ({ body }),
    silent,
  );
