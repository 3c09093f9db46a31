import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../api-client.ts';

/**
 * Plans the caller may see (public or whitelisted), their features, whether each can be bought
 * now and whether payments work: /algorithm and Manage subscriptions' payment popup.
 */
export async function getPlanData() {
  const reply = await apiRequest(onboardingCalls.planData);
  return reply.data;
}

/** Under ['plan-data']: a suspension (settings) marks it stale. */
export const planDataQueryOptions = (userId: number, language: string) =>
  queryOptions({
    queryKey: ['plan-data', userId, language],
    queryFn: getPlanData,
    staleTime: 60_000,
  });

/** `enabled`: the payment popup reads the plans only once it opens. */
export function usePlanData(userId: number, language: string, enabled = true) {
  return useQuery({ ...planDataQueryOptions(userId, language), enabled });
}
