import { useQuery } from '@tanstack/react-query';
import type {
  AdminStatementsQuery,
  MoneyReportDto,
  MoneyReportQuery,
  PayoutSettingsDto,
  StatementDto,
} from '@lfm/core';
import { useAdminAction, adminKey } from './admin-action';
import { api } from './client';

/** admin/payouts/settings: the fees, each farm's payout account, the periods with statements. */
export const usePayoutSettings = () =>
  useQuery({
    queryKey: [...adminKey, 'payouts', 'settings'],
    queryFn: () => api<PayoutSettingsDto>('GET', 'admin/payouts/settings'),
  });

/** admin/payouts/statements: every farm's statements of a period (or all). */
export const useAdminStatements = (query: AdminStatementsQuery) =>
  useQuery({
    queryKey: [...adminKey, 'payouts', 'statements', query],
    queryFn: () => api<{ statements: StatementDto[] }>('GET', 'admin/payouts/statements', { query }),
  });

/** admin/money: gross sales, fees, refunds, owed and paid per farm and per period. */
export const useMoneyReport = (query: MoneyReportQuery) =>
  useQuery({
    queryKey: [...adminKey, 'money', query],
    queryFn: () => api<MoneyReportDto>('GET', 'admin/money', { query }),
  });

export const useSetMarketplaceFee = () =>
  useAdminAction('admin/payouts/fee', (body: { feeBasisPoints: number }) => ({ body }), true);
export const useSetFarmFee = () =>
  useAdminAction(
    'admin/payouts/farmFee',
    (body: { farmId: number; feeBasisPoints: number | null }) => ({ body }),
    true,
  );
export const useMarkPaid = () =>
  useAdminAction(
    'admin/payouts/markPaid',
    (body: { statementId: number; method: string; reference: string; paidOn: string }) => ({ body }),
    true,
  );
export const usePayByTransfer = () =>
  useAdminAction('admin/payouts/transfer', (body: { statementId: number }) => ({ body }));
export const useRefundOrder = () =>
  useAdminAction('admin/orders/refund', (body: { orderId: number }) => ({ body }), true);
