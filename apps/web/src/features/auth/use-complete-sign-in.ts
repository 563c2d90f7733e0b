import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CookieSessionResponse } from '@lfm/core';
import { profileKey } from '../../api/get-profile';
import { authModal } from '../../lib/auth-modal';
import { session } from '../../lib/session';
import { adoptLocaleOnSignIn } from '../../lib/switch-locale';

/**
 * After login or sign-up (SPEC 4): store the session; farmers and pick-up hosts continue on their own site
 * (`redirectUrl`), everyone else stays here with their profile loaded.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return (res: CookieSessionResponse, greeting: (firstName: string) => string) => {
    session.signIn(res.userProfile.userType);
    adoptLocaleOnSignIn(res.userProfile.language);
    // A path ('/farmer', the default) loads on the address the browser opened, where the session was just
    // stored; only a configured absolute FARMER_SITE_URL/HOST_SITE_URL leaves it.
    if (res.redirectUrl) {
      window.location.assign(res.redirectUrl);
      return;
    }
    queryClient.setQueryData(profileKey, res.userProfile);
    void queryClient.invalidateQueries();
    authModal.close();
    toast.success(greeting(res.userProfile.firstName));
  };
}
