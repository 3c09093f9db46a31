import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/library/exercise-history-detail?exercisehistory_id */
export async function getExerciseHistoryDetail(id: number) {
  const reply = await apiRequest(libraryCalls.exerciseHistoryDetail, {
    query: { exercisehistory_id: id },
  });
  return reply.data;
}

export const historyDetailQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['library', 'history-detail', id, language],
    queryFn: () => getExerciseHistoryDetail(id),
  });

export function useExerciseHistoryDetail(id: number, language: string) {
  return useQuery(historyDetailQueryOptions(id, language));
}
