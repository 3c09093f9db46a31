import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, ZPublicConfigResponse } from '@resona/contract';
import { apiRequest } from './api-client.ts';

export async function getConfig() {
  const reply = await apiRequest(API.config, ZPublicConfigResponse);
  return reply.data;
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Infinity,
  retry: 2,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
