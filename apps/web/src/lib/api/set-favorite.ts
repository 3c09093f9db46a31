import { useMutation } from '@tanstack/react-query';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../api-client.ts';

/**
 * POST api/v1/library/favorite-exercise/{id}?action: 1 adds, 0 removes (both idempotent). The
 * player's reaction bar and the library's lists and details.
 */
export async function setFavorite({ exerciseId, action }: { exerciseId: number; action: 0 | 1 }) {
  return apiRequest(sessionCalls.favoriteExercise, {
    params: { id: exerciseId },
    query: { action },
  });
}

export function useSetFavorite() {
  return useMutation({ mutationFn: setFavorite });
}
