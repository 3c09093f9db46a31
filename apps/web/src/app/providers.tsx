import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { profileInfoQueryOptions } from '../features/auth/api/profile-info.ts';
import { changeLanguage } from '../i18n/index.ts';
import { languageById } from '@resona/contract';
import { sessionStore, useSession } from '../lib/session.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

/** On start, a stored session re-reads the user; the guards then re-check the current page. */
function useProfileRefresh() {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    queryClient
      .fetchQuery(profileInfoQueryOptions(token))
      .then((user) => {
        if (cancelled || sessionStore.get().token !== token) return;
        const previous = sessionStore.get().user;
        sessionStore.updateUser(user);
        if (previous?.default_language !== user.default_language) {
          void changeLanguage(languageById(user.default_language).code, false);
        }
        void router.revalidate();
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

export function AppProviders() {
  useProfileRefresh();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
