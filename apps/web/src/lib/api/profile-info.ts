import { useEffect } from 'react';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { languageById } from '@resona/contract';
import { authRoutes } from '@resona/contract/auth/call-routes';
import { changeLanguage } from '../../i18n/index.ts';
import { apiRequest } from '../api-client.ts';
import { sessionStore } from '../session.ts';

// Loaded with the request: the app's start (providers.tsx) reads the profile, and zod is not in
// the sign-in page's first load (decision 040).
const profileCall = async () => (await import('../deferred-schemas.ts')).authCalls.profileInfo;

/** GET api/v2/general/profile_info: the signed-in user as the server has it now. */
export async function getProfileInfo() {
  const reply = await apiRequest(authRoutes.profileInfo, { load: profileCall });
  return reply.data.user_details;
}

/** Per token, so a sign-in as someone else never reads the last person's copy. */
export const profileInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['profile-info', token],
    queryFn: getProfileInfo,
    staleTime: 60_000,
    retry: false,
  });

/**
 * Re-reads the user into the stored session: flags may have changed elsewhere (spec §4), and
 * `has_program` is computed by the server (a program item due yesterday or later), so the
 * header's For You tab follows the lists. A language chosen on another device is followed too.
 * The app's start accepts a copy up to a minute old (`fresh: false`); a library screen asks anew.
 * Resolves whether a user was stored: not when signed out or signed in as someone else meanwhile.
 */
export async function refreshStoredUser(
  queryClient: QueryClient,
  { fresh = true }: { fresh?: boolean } = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { token, user: asked } = sessionStore.get();
    if (!token) return false;
    const options = profileInfoQueryOptions(token);
    const recent = fresh || attempt > 0 ? { ...options, staleTime: 0 } : options;
    const user = await queryClient.fetchQuery(recent);
    const now = sessionStore.get();
    if (now.token !== token) return false;
    // A write's reply stored meanwhile (the address verified, a code redeemed) may be newer than
    // this read, which the server could have answered from before the write: ask once more.
    if (now.user !== asked) continue;
    sessionStore.updateUser(user);
    if (asked?.default_language !== user.default_language) {
      void changeLanguage(languageById(user.default_language).code, false);
    }
    return true;
  }
  return false;
}

/** Refreshes the stored user once when a library screen opens (e.g. after a session). */
export function useRefreshStoredUser() {
  const queryClient = useQueryClient();
  useEffect(() => {
    refreshStoredUser(queryClient).catch(() => undefined);
  }, [queryClient]);
}
