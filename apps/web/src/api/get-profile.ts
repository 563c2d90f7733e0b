import { useQuery } from '@tanstack/react-query';
import { usersApi } from '@lfm/core/routes';
import { useSession } from '../lib/session';
import { call } from './client';

export const profileKey = ['user', 'profile'] as const;

export const getProfile = () => call(usersApi.getProfile).then((r) => r.userProfile);

/** The signed-in user's profile; idle when signed out. */
export function useProfile() {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: profileKey, queryFn: getProfile, enabled: isLoggedIn, staleTime: 60_000 });
}
