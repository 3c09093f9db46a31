import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isSessionEnded } from '../lib/api-client.ts';
import { isOnline } from '../lib/online.ts';
import { sessionStore } from '../lib/session.ts';

/**
 * The ONE place that ends a session the server no longer accepts (spec §8: USER_NOT_FOUND with
 * status 400, and 401): clear the token, the user and cached lists, then go to /login.
 */
function handleSessionEnded(error: unknown) {
  if (!isSessionEnded(error) || !sessionStore.get().token) return;
  sessionStore.clear();
  queryClient.clear();
  // Imported here, not at the top: the build's pre-render loads this file in Node, where no
  // browser router can exist.
  void import('./browser-router.ts').then(({ getRouter }) =>
    getRouter().navigate('/login', { replace: true }),
  );
}

/**
 * A read is tried again only when the network failed and the device is online: a server's
 * answer will not change on retry, and offline the service worker has already answered what it
 * keeps, so the person sees at once that this list needs a connection (not seconds of Loading…).
 */
export function shouldRetryRead(count: number, error: unknown): boolean {
  if (count >= 2 || !isOnline()) return false;
  return !isApiError(error) || error.error_type === 'NETWORK_ERROR';
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleSessionEnded }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.sessionHandled) return;
      handleSessionEnded(error);
    },
  }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Offline, a read still goes out once: the service worker answers the session's reads
      // from the last reply (decision 072); only a read it has no reply for waits to reconnect.
      networkMode: 'offlineFirst',
      retry: shouldRetryRead,
    },
    mutations: { retry: false },
  },
});
