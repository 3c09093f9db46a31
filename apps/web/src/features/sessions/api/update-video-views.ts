import { sessionCalls } from '@resona/contract/sessions/calls';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session.ts';

export interface ViewUpdate {
  video_views_id: number;
  /** Whole seconds watched since play started. */
  duration: number;
}

/** POST api/v2/user/update-video-views: on end and on moving to the next exercise. */
export async function updateVideoViews(body: ViewUpdate) {
  return apiRequest(sessionCalls.updateVideoViews, { body });
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
