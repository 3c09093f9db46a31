import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/library/progress: ratings per session and minutes per week (last 12 weeks). */
export async function getProgress() {
  const reply = await apiRequest(libraryCalls.progress);
  return reply.data;
}

export const progressKey = ['library', 'progress'] as const;

export const progressQueryOptions = () =>
  queryOptions({ queryKey: progressKey, queryFn: getProgress });

export function useProgress() {
  return useQuery(progressQueryOptions());
}
