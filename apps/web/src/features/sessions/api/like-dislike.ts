import { useMutation } from '@tanstack/react-query';
import { type TLikeAction } from '@resona/contract';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v2/exercise/like-dislike: sends the button pressed; the reply has the new state. */
export async function likeDislike(body: { exercise_id: number; is_like: TLikeAction }) {
  return apiRequest(sessionCalls.likeDislike, { body });
}

export function useLikeDislike() {
  return useMutation({ mutationFn: likeDislike });
}
