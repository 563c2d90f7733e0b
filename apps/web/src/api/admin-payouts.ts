import { useQuery } from '@tanstack/react-query';
import { type AdminStatementsQuery, type MoneyReportQuery } from '@lfm/core';
import { payoutsApi } from '@lfm/core/routes';
import { useAdminAction, adminKey } from './admin-action';
import { useAction } from './action';
import { call } from './client';

/** admin/payouts/settings: the fees, each farm's payout account, the periods with statements. */
export const usePayoutSettings = () =>
  useQuery({
    queryKey: [...adminKey, 'payouts', 'settings'],
    queryFn: ({ signal }) => call(payoutsApi.settings, { signal }),
  });

/** admin/payouts/statements: every farm's statements of a period (or all). */
export const useAdminStatements = (query: AdminStatementsQuery) =>
  useQuery({
    queryKey: [...adminKey, 'payouts', 'statements', query],
    queryFn: ({ signal }) => call(payoutsApi.statements, { query, signal }),
  });

/** admin/money: gross sales, fees, refunds, owed and paid per farm and per period. */
export const useMoneyReport = (query: MoneyReportQuery) =>
  useQuery({
    queryKey: [...adminKey, 'money', query],
    queryFn: ({ signal }) => call(payoutsApi.money, { query, signal }),
  });

export const useSetMarketplaceFee = () => useAdminAction(payoutsApi.setFee, true);
export const useSetFarmFee = () => useAdminAction(payoutsApi.setFarmFee, true);
export const useMarkPaid = () => useAdminAction(payoutsApi.markPaid, true);
/** Refused, the statement is owed again with the reason; unconfirmed, it stays 'processing': both shown. */
export const usePayByTransfer = () =>
  useAction(payoutsApi.transfer, { invalidates: adminKey, blocking: false, refreshOnError: true });
export const useRefundOrder = () => useAdminAction(payoutsApi.refund, true);
