import { useMutation } from '@tanstack/react-query';
import { API, ZDeleteExerciseHistoryResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/library/exercise-history {id}: removes one of the caller's history items. */
export async function deleteExerciseHistory(id: number) {
  return apiRequest(API.exerciseHistory, ZDeleteExerciseHistoryResponse, {
    method: 'POST',
    body: { id },
  });
}

export function useDeleteExerciseHistory() {
  return useMutation({ mutationFn: deleteExerciseHistory });
}
