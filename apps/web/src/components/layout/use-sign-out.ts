import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogout } from '../../api/logout';
import { session } from '../../lib/session';
import { toast } from '../../lib/toast';
import { tNow } from '../../lib/i18n';

/** SPEC 4: logout clears the stored session and goes to '/'. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  return async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // The server may already have ended this session; signing out here must still work.
    }
    session.clear();
    queryClient.clear();
    void navigate('/');
    toast.success(tNow('auth.signedOut'));
  };
}
