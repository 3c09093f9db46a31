import { useMutation } from '@tanstack/react-query';
import { sessionCalls } from '@resona/contract/sessions/calls';
import { sendWrite } from '../write-queue/index.ts';

/**
 * POST api/v1/library/favorite-exercise/{id}?action: 1 adds, 0 removes. The player's reaction
 * bar and the library's lists and details send it through the write queue, so a heart pressed
 * offline is sent when back online (`sent: false` until then).
 */
export async function setFavorite({ exerciseId, action }: { exerciseId: number; action: 0 | 1 }) {
  return sendWrite(sessionCalls.favoriteExercise, {
    params: { id: exerciseId },
    query: { action },
  });
}

export function useSetFavorite() {
  // The queue decides what the network allows; the mutation never waits for it.
  return useMutation({ mutationFn: setFavorite, networkMode: 'always' });
}
