import { useQuery } from '@tanstack/react-query';
import { payoutsApi } from '@lfm/core/routes';
import { call } from './client';
import { farmerKey, useFarmerAction } from './farmer-action';

/** farmer/statements: the farm's statements, one per closed order window, newest first. */
export const useFarmerStatements = () =>
  useQuery({
    queryKey: [...farmerKey, 'statements'],
    queryFn: ({ signal }) => call(payoutsApi.farmerStatements, { signal }),
  });

/** farmer/statement: one statement with its lines. */
export const useFarmerStatement = (statementId: number) =>
  useQuery({
    queryKey: [...farmerKey, 'statements', statementId],
    queryFn: ({ signal }) => call(payoutsApi.farmerStatement, { query: { statementId }, signal }),
  });

/** farmer/payouts/account: connected, ready for payouts, and the fee the farm's sales pay. */
export const usePayoutAccount = () =>
  useQuery({
    queryKey: [...farmerKey, 'payout-account'],
    queryFn: ({ signal }) => call(payoutsApi.account, { signal }),
  });

/** farmer/payouts/onboarding: the built-in processor's onboarding stand-in, finished. */
export const useFinishOnboarding = () => useFarmerAction(payoutsApi.onboarding, { silent: true });
