import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SESSION_ENDING_CODES } from '@lfm/core/errors';
import { ApiError } from '../api/client';
import { session } from './session';
import { toast } from './toast';

/**
 * The session layer: error codes 2 and 17 clear the session and return to '/' (SPEC 4);
 * other mutation errors become a toast with the server's message unless the mutation handles them
 * (`meta: { silent: true }`).
 */
let goHome = () => window.location.assign('/');
/** The router registers its own navigation so leaving a page does not reload the app. */
export const setHomeNavigator = (fn: () => void) => {
  goHome = fn;
};

function onError(error: unknown, silent: boolean) {
  if (error instanceof ApiError && SESSION_ENDING_CODES.includes(error.errorCode)) {
    const wasSignedIn = session.get().isLoggedIn;
    session.clear();
    queryClient.clear();
    if (wasSignedIn) toast.error(error.message);
    if (window.location.pathname !== '/') goHome();
    return;
  }
  if (!silent && error instanceof Error) toast.error(error.message);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (e, q) => onError(e, q.meta?.silent !== false) }),
  mutationCache: new MutationCache({ onError: (e, _v, _c, m) => onError(e, m.meta?.silent === true) }),
  defaultOptions: {
    queries: {
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean; blocking?: boolean };
  }
}
