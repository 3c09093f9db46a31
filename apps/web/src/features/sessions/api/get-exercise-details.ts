import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET api/v2/exercise/exercise-details: the exercise as it is now, with the caller's feedback. */
export async function getExerciseDetails(exerciseId: number) {
  const reply = await apiRequest(sessionCalls.exerciseDetails, {
    query: { exercise_id: exerciseId },
  });
  return reply.data;
}

export const exerciseDetailsQueryOptions = (exerciseId: number, language: string) =>
  queryOptions({
    queryKey: ['sessions', 'exercise-details', exerciseId, language],
    queryFn: () => getExerciseDetails(exerciseId),
    staleTime: 30_000,
  });

export function useExerciseDetails(exerciseId: number | null, language: string) {
  return useQuery({
    ...exerciseDetailsQueryOptions(exerciseId ?? 0, language),
    enabled: exerciseId !== null,
  });
}
