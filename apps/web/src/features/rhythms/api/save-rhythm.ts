import type { TSaveRhythmRequest } from '@resona/contract';
import { rhythmCalls } from '@resona/contract/rhythms/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';
import { useRhythmWrite } from './use-rhythm-write.ts';

/**
 * POST /api/v1/rhythms/save: a new rhythm, or a new name and breath for one. Through the write
 * queue: offline it is kept (`sent: false`), the list shows it at once, and it is sent once when
 * the network is back.
 */
export function saveRhythm(body: TSaveRhythmRequest) {
  return sendWrite(rhythmCalls.saveRhythm, { body });
}

export const useSaveRhythm = (userId: number) => useRhythmWrite(userId, saveRhythm);
