import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET api/v2/general/list?user_id: the survey lists in the request's language with the
 * caller's current answers marked (spec §7, "as the account edit screen needs them").
 */
export async function getGeneralList(userId: number) {
  const reply = await apiRequest(onboardingCalls.generalList, { query: { user_id: userId } });
  return reply.data;
}

export const generalListQueryOptions = (userId: number, language: string) =>
  queryOptions({
    queryKey: ['general-list', userId, language],
    queryFn: () => getGeneralList(userId),
  });

export function useGeneralList(userId: number, language: string) {
  return useQuery(generalListQueryOptions(userId, language));
}
