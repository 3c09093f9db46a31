import { useMutation } from '@tanstack/react-query';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../api-client.ts';

/**
 * POST api/v1/library/exercise-feedback {feedbackid}: deletes one of the caller's own (the player's
 * feedback panel and the library's detail pages).
 */
export async function deleteExerciseFeedback(feedbackid: number) {
  return apiRequest(sessionCalls.deleteExerciseFeedback, {
    body: { feedbackid },
  });
}

export function useDeleteExerciseFeedback() {
  return useMutation({ mutationFn: deleteExerciseFeedback });
}
