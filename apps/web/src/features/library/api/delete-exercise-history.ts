import { useMutation } from '@tanstack/react-query';
import { libraryCalls } from '@resona/contract/library/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';

/**
 * POST api/v1/library/exercise-history {id}: removes one of the caller's history items. Through
 * the write queue: offline it is kept (`sent: false`) and History leaves the item out meanwhile.
 */
export async function deleteExerciseHistory(id: number) {
  return sendWrite(libraryCalls.deleteExerciseHistory, { body: { id } });
}

export function useDeleteExerciseHistory() {
  return useMutation({ mutationFn: deleteExerciseHistory, networkMode: 'always' });
}
