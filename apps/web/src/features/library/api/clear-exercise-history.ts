import { useMutation } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/library/exercise-history-clear: every history item of the caller. */
export async function clearExerciseHistory() {
  return apiRequest(libraryCalls.exerciseHistoryClear);
}

export function useClearExerciseHistory() {
  return useMutation({ mutationFn: clearExerciseHistory });
}
