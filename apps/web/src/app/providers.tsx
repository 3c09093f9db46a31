import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { useSession } from '../lib/session.ts';
import { getRouter } from './browser-router.ts';

/**
 * On start, a stored session re-reads the user; the guards then re-check the current page.
 * TanStack Query loads here only with a session: a visitor's sign-in page does not carry it.
 */
function useProfileRefresh() {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    Promise.all([import('./query-client.ts'), import('../lib/api/profile-info.ts')])
      .then(([{ queryClient }, { refreshStoredUser }]) =>
        refreshStoredUser(queryClient, { fresh: false }),
      )
      .then((stored) => {
        if (stored && !cancelled) void getRouter().revalidate();
      })
      .catch(() => {
        // Offline or a server error: keep the stored user. A dead session is handled globally.
      });
    return () => {
      cancelled = true;
    };
    // Only on start and when another token appears (sign-in): the refresh is per token.
  }, [token]);
}

/** The QueryClient is provided per route (app/query-provider.tsx), not here. */
export function AppProviders() {
  useProfileRefresh();
  return <RouterProvider router={getRouter()} />;
}
