import { queryOptions } from '@tanstack/react-query';
import { API, ZProfileInfoResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getProfileInfo() {
  const reply = await apiRequest(API.profileInfo, ZProfileInfoResponse);
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
