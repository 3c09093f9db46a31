import type { TSaveSessionBeatsRequest } from '@resona/contract';
import { resonanceCalls } from '@resona/contract/resonance/calls';
import { apiRequest } from '../../../lib/api-client.ts';
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

/**
 * The same beats as the page unloads (pagehide), when the queue's call may be cancelled: a
 * keepalive request outlives the page and, unlike sendBeacon, carries the token in its header.
 * The browser takes at most 64 KiB of such bodies, about an hour of beats; it refuses a
 * larger one, and those beats go with the page as before. Sent again for the same view, beats
 * replace the ones stored (decision 085), so a page that comes back and ends its view is fine.
 */
export function keepSessionBeats(view: number, beats: SessionBeats) {
  apiRequest(resonanceCalls.saveSessionBeats, {
    body: { video_views_id: view, ...beats },
    idempotencyKey: crypto.randomUUID(),
    keepalive: true,
  }).catch(() => undefined);
}
