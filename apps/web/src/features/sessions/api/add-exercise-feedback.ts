import { useMutation } from '@tanstack/react-query';
import { type TAddExerciseFeedbackRequest } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v1/exercise/feedback: the player's feedback panel. */
export async function addExerciseFeedback(body: TAddExerciseFeedbackRequest) {
  return apiRequest(sessionCalls.addExerciseFeedback, {
    body,
  });
}

export function useAddExerciseFeedback() {
  return useMutation({ mutationFn: addExerciseFeedback });
}
