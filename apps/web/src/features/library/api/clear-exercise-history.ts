import { useMutation } from '@tanstack/react-query';
import { API, ZClearExerciseHistoryResponse } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/library/exercise-history-clear: every history item of the caller. */
export async function clearExerciseHistory() {
  return apiRequest(API.exerciseHistoryClear, ZClearExerciseHistoryResponse, {
    method: 'POST',
    body: {},
  });
}

export function useClearExerciseHistory() {
  return useMutation({ mutationFn: clearExerciseHistory });
}
