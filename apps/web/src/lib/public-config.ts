import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ZPublicConfigResponse } from '@resona/contract';
import type { z } from 'zod';
import { apiRequestAsSent } from './api-client.ts';

/** The sign-in page waits for it (bot check), so it is read without zod (decision 040). */
export async function getConfig() {
  const reply = await apiRequestAsSent<z.output<typeof ZPublicConfigResponse>>(API.config);
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
