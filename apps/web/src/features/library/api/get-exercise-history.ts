import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/library/exercise-history?cursor: one keyset page, newest first. */
export async function getExerciseHistory(cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest(libraryCalls.exerciseHistory, {
    query: { cursor },
    ...(signal ? { signal } : {}),
  });
}

export const historyListKey = ['library', 'history'] as const;

export const exerciseHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: historyListKey,
    queryFn: ({ pageParam, signal }) => getExerciseHistory(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.data.next_cursor ?? undefined,
  });

export function useExerciseHistory() {
  return useInfiniteQuery(exerciseHistoryQueryOptions());
}
