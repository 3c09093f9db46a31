import { useMutation } from '@tanstack/react-query';
import { type TAddExerciseFeedbackRequest } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';

/** POST api/v1/exercise/feedback: the player's feedback panel, through the write queue. */
export async function addExerciseFeedback(body: TAddExerciseFeedbackRequest) {
  return sendWrite(sessionCalls.addExerciseFeedback, { body });
}

export function useAddExerciseFeedback() {
  return useMutation({ mutationFn: addExerciseFeedback, networkMode: 'always' });
}
