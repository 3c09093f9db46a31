import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v1/library/favorite-exercise-detail?exercise_id: favorite_exercise_detail[0]. */
export async function getFavoriteDetail(exerciseId: number) {
  const reply = await apiRequest(libraryCalls.favoriteExerciseDetail, {
    query: { exercise_id: exerciseId },
  });
  return reply.data;
}

export const favoriteDetailQueryOptions = (exerciseId: number, language: string) =>
  queryOptions({
    queryKey: ['library', 'favorite-detail', exerciseId, language],
    queryFn: () => getFavoriteDetail(exerciseId),
  });

export function useFavoriteDetail(exerciseId: number, language: string) {
  return useQuery(favoriteDetailQueryOptions(exerciseId, language));
}
