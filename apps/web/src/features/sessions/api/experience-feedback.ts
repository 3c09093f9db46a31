import { useMutation } from '@tanstack/react-query';
import { type TExperienceFeedbackRequest } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v2/exercise/experience-feedback: the face rating, type 1 before and 2 after. */
export async function sendExperienceFeedback(body: TExperienceFeedbackRequest) {
  return apiRequest(sessionCalls.experienceFeedback, { body });
}

export function useExperienceFeedback() {
  return useMutation({ mutationFn: sendExperienceFeedback });
}
