import { useMutation } from '@tanstack/react-query';
import {
  API,
  ZAddExerciseFeedbackResponse,
  type TAddExerciseFeedbackRequest,
} from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/exercise/feedback: the player's feedback panel. */
export async function addExerciseFeedback(body: TAddExerciseFeedbackRequest) {
  return apiRequest(API.addExerciseFeedback, ZAddExerciseFeedbackResponse, {
    method: 'POST',
    body,
  });
}

export function useAddExerciseFeedback() {
  return useMutation({ mutationFn: addExerciseFeedback });
}
