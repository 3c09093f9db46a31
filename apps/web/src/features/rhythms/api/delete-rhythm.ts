import { rhythmCalls } from '@resona/contract/rhythms/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';
import { useRhythmWrite } from './use-rhythm-write.ts';

/** POST /api/v1/rhythms/delete {rhythm_id}, through the write queue (kept offline, sent once). */
export function deleteRhythm(rhythmId: number) {
  return sendWrite(rhythmCalls.deleteRhythm, { body: { rhythm_id: rhythmId } });
}

export const useDeleteRhythm = (userId: number) => useRhythmWrite(userId, deleteRhythm);
