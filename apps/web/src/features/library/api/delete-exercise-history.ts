import { useMutation } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/library/exercise-history {id}: removes one of the caller's history items. */
export async function deleteExerciseHistory(id: number) {
  return apiRequest(libraryCalls.deleteExerciseHistory, {
    body: { id },
  });
}

export function useDeleteExerciseHistory() {
  return useMutation({ mutationFn: deleteExerciseHistory });
}
