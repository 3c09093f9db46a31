import type { TSaveSessionBeatsRequest } from '@resona/contract';
import { resonanceCalls } from '@resona/contract/resonance/calls';
import { sendWrite } from '../../../lib/write-queue/index.ts';

export type SessionBeats = Omit<TSaveSessionBeatsRequest, 'video_views_id'>;

/**
 * POST api/v2/user/session-beats: the heart beats of one played exercise, with its end, through
 * the write queue like update-video-views. `view` is the view's id, or the id of the queued
 * update-history write whose reply will name it.
 */
export function saveSessionBeats(view: number | string, beats: SessionBeats) {
  if (typeof view === 'number') {
    return sendWrite(resonanceCalls.saveSessionBeats, { body: { video_views_id: view, ...beats } });
  }
  return sendWrite(resonanceCalls.saveSessionBeats, {
    body: beats,
    refs: [{ name: 'video_views_id', from: view, field: 'video_views_id' }],
  });
}
