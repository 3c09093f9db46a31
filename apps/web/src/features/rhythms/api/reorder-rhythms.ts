import { rhythmCalls } from '@resona/contract/rhythms/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';
import { useRhythmWrite } from './use-rhythm-write.ts';

/**
 * POST /api/v1/rhythms/reorder {rhythm_ids}, through the write queue. A 409 (the list changed
 * meanwhile) is refused for good, and the list is asked for again.
 */
export function reorderRhythms(rhythmIds: number[]) {
  return sendWrite(rhythmCalls.reorderRhythms, { body: { rhythm_ids: rhythmIds } });
}

export const useReorderRhythms = (userId: number) => useRhythmWrite(userId, reorderRhythms);
