import { useMutation } from '@tanstack/react-query';
import { API, ZDeleteExerciseFeedbackResponse } from '@resona/contract';
import { apiRequest } from '../api-client.ts';

/**
 * POST api/v1/library/exercise-feedback {feedbackid}: deletes one of the caller's own (the player's
 * feedback panel and the library's detail pages).
 */
export async function deleteExerciseFeedback(feedbackid: number) {
  return apiRequest(API.deleteExerciseFeedback, ZDeleteExerciseFeedbackResponse, {
    method: 'POST',
    body: { feedbackid },
  });
}

export function useDeleteExerciseFeedback() {
  return useMutation({ mutationFn: deleteExerciseFeedback });
}
