import { useQuery } from '@tanstack/react-query';
import type { PayoutAccountDto, StatementDetailDto, StatementDto } from '@lfm/core';
import { api } from './client';
import { farmerKey, useFarmerAction } from './farmer-action';

/** farmer/statements: the farm's statements, one per closed order window, newest first. */
export const useFarmerStatements = () =>
  useQuery({
    queryKey: [...farmerKey, 'statements'],
    queryFn: () => api<{ statements: StatementDto[] }>('GET', 'farmer/statements'),
  });

/** farmer/statement: one statement with its lines. */
export const useFarmerStatement = (statementId: number) =>
  useQuery({
    queryKey: [...farmerKey, 'statements', statementId],
    queryFn: () => api<StatementDetailDto>('GET', 'farmer/statement', { query: { statementId } }),
  });

/** farmer/payouts/account: connected, ready for payouts, and the fee the farm's sales pay. */
export const usePayoutAccount = () =>
  useQuery({
    queryKey: [...farmerKey, 'payout-account'],
    queryFn: () => api<PayoutAccountDto>('GET', 'farmer/payouts/account'),
  });

/** farmer/payouts/connect: the onboarding link to send the farmer to. */
export const connectPayoutAccount = () => api<{ url: string }>('POST', 'farmer/payouts/connect');

/** farmer/payouts/onboarding: the built-in processor's onboarding stand-in, finished. */
export const useFinishOnboarding = () =>
  useFarmerAction<{ accountId: string }>('farmer/payouts/onboarding', { silent: true });
