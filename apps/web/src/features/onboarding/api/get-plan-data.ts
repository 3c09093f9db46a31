import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, ZPlanDataResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Plans the caller may buy (public or whitelisted), their features and whether payments work. */
export async function getPlanData() {
  const reply = await apiRequest(API.planData, ZPlanDataResponse);
  return reply.data;
}

export const planDataQueryOptions = (userId: number, language: string) =>
  queryOptions({
    queryKey: ['plan-data', userId, language],
    queryFn: getPlanData,
    staleTime: 60_000,
  });

export function usePlanData(userId: number, language: string) {
  return useQuery(planDataQueryOptions(userId, language));
}
