import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  ZManageSubscriptionsResponse,
  ZSuspendSubscriptionResponse,
  type TSuspendSubscriptionRequest,
} from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The caller's subscriptions for the Manage subscriptions table, newest first. */
export async function getManageSubscriptions() {
  const reply = await apiRequest(API.manageSubscriptions, ZManageSubscriptionsResponse);
  return reply.data.user_plans_data;
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
  return apiRequest(API.suspendSubscription, ZSuspendSubscriptionResponse, {
    method: 'POST',
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
