import { useQuery } from '@tanstack/react-query';
import { authApi } from '@lfm/core/routes';
import { call } from './client';

export const validateResetToken = (token: string) => call(authApi.validateresettoken, { body: { token } });

/** SPEC 4: a reset link is checked once when the page opens; an invalid one fails with errorCode 9. */
export const useValidateResetToken = (token: string) =>
  useQuery({
    queryKey: ['user', 'reset-token', token],
    queryFn: () => validateResetToken(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
