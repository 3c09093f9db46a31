import { sessionCalls } from '@resona/contract/sessions/calls';
import { sessionStore } from '../../../lib/session.ts';
import { sendWrite } from '../../../lib/write-queue/index.ts';

export interface ViewUpdate {
  video_views_id: number;
  /** Whole seconds watched since play started. */
  duration: number;
}

/**
 * POST api/v2/user/update-video-views: on end and on moving to the next exercise, through the
 * write queue. `view` is the view's id, or the id of the queued update-history write whose reply
 * will name it.
 */
export async function updateVideoViews(view: number | string, duration: number) {
  if (typeof view === 'number') {
    return sendWrite(sessionCalls.updateVideoViews, { body: { video_views_id: view, duration } });
  }
  return sendWrite(sessionCalls.updateVideoViews, {
    body: { duration },
    refs: [{ name: 'video_views_id', from: view, field: 'video_views_id' }],
  });
}

/**
 * The same update as the page unloads (pagehide), when a fetch may be cancelled. sendBeacon
 * cannot set headers, so the token travels in the body (the contract accepts `auth_token` for
 * this one call) as a text/plain JSON string, which needs no CORS preflight. Returns false when
 * the browser refused to queue it.
 */
export function beaconVideoViews(update: ViewUpdate): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const { token } = sessionStore.get();
  const body = JSON.stringify({ ...update, ...(token ? { auth_token: token } : {}) });
  try {
    return navigator.sendBeacon(sessionCalls.updateVideoViews.path, body);
  } catch {
    return false;
  }
}
