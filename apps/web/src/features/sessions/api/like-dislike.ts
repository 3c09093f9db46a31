import { useMutation } from '@tanstack/react-query';
import { type TLikeAction } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';

/**
 * POST api/v2/exercise/like-dislike: sends the button pressed; the reply has the new state.
 * Through the write queue, so a press made offline is sent once when back online.
 */
export async function likeDislike(body: { exercise_id: number; is_like: TLikeAction }) {
  return sendWrite(sessionCalls.likeDislike, { body });
}

export function useLikeDislike() {
  return useMutation({ mutationFn: likeDislike, networkMode: 'always' });
}
