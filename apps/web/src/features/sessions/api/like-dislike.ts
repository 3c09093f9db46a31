import { useMutation } from '@tanstack/react-query';
import { API, ZLikeDislikeResponse, type TLikeAction } from '@resona/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST api/v2/exercise/like-dislike: sends the button pressed; the reply has the new state. */
export async function likeDislike(body: { exercise_id: number; is_like: TLikeAction }) {
  return apiRequest(API.likeDislike, ZLikeDislikeResponse, { method: 'POST', body });
}

export function useLikeDislike() {
  return useMutation({ mutationFn: likeDislike });
}
