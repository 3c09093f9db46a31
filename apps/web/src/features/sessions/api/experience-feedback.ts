import { useMutation } from '@tanstack/react-query';
import { type TExperienceFeedbackRequest } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { sendWrite, type WriteRef } from '../../../lib/write-queue/index.ts';

/**
 * POST api/v2/exercise/experience-feedback: the face rating, type 1 before and 2 after. Through
 * the write queue: offline it is kept and sent later (`sent: false`).
 */
export async function sendExperienceFeedback(
  body: Partial<TExperienceFeedbackRequest>,
  refs?: WriteRef[],
) {
  return sendWrite(sessionCalls.experienceFeedback, { body, ...(refs && { refs }) });
}

export function useExperienceFeedback() {
  return useMutation({
    mutationFn: ({
      body,
      refs,
    }: {
      body: Partial<TExperienceFeedbackRequest>;
      refs?: WriteRef[];
    }) => sendExperienceFeedback(body, refs),
    // The queue decides what the network allows; the mutation never waits for it.
    networkMode: 'always',
  });
}
