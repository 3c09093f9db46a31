import { useMutation } from '@tanstack/react-query';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';

/**
 * POST api/v1/library/favorite-exercise/{id}?action from the player: through the write queue,
 * so a heart pressed offline is sent when back online.
 */
export async function favoriteExercise({
  exerciseId,
  action,
}: {
  exerciseId: number;
  action: 0 | 1;
}) {
  return sendWrite(sessionCalls.favoriteExercise, {
    params: { id: exerciseId },
    query: { action },
  });
}

export function useFavoriteExercise() {
  return useMutation({ mutationFn: favoriteExercise, networkMode: 'always' });
}
