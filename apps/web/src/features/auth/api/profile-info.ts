import { queryOptions } from '@tanstack/react-query';
import { API } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

// Loaded with the request: the app's start (providers.tsx) imports this, and zod is not in the
// sign-in page's first load (decision 040).
const profileReply = async () =>
  (await import('../../../lib/deferred-schemas.ts')).ZProfileInfoResponse;

export async function getProfileInfo() {
  const reply = await apiRequest(API.profileInfo, profileReply);
  return reply.data.user_details;
}

/** Re-read on every app start while signed in (spec §4 flags may have changed elsewhere). */
export const profileInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['profile-info', token],
    queryFn: getProfileInfo,
    staleTime: 60_000,
    retry: false,
  });
