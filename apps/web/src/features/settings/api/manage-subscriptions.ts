import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TSuspendSubscriptionRequest } from '@resona/contract';
import { onboardingCalls } from '@resona/contract/onboarding/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The caller's subscriptions for the Manage subscriptions table, newest first, and where their
 * access comes from.
 */
export async function getManageSubscriptions() {
  const reply = await apiRequest(onboardingCalls.manageSubscriptions);
  return reply.data;
}

export const manageSubscriptionsQueryOptions = (userId: number, language: string) =>
  queryOptions({
    queryKey: ['manage-subscriptions', userId, language],
    queryFn: getManageSubscriptions,
  });

export function useManageSubscriptions(userId: number, language: string) {
  return useQuery(manageSubscriptionsQueryOptions(userId, language));
}

/** Suspends one subscription; the reply's message is the one to show (spec §4). */
export function suspendSubscription(body: TSuspendSubscriptionRequest) {
  return apiRequest(onboardingCalls.suspendSubscription, {
    body,
  });
}

export function useSuspendSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendSubscription,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['manage-subscriptions'] }),
        queryClient.invalidateQueries({ queryKey: ['plan-data'] }),
      ]);
    },
  });
}
