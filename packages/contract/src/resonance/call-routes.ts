import { defineRoutes } from '../call.ts';

/** Heart data: the agreement to its being collected, and the beats stored with sessions. */
export const resonanceRoutes = defineRoutes('resonance', {
  heartDataConsent: {
    method: 'GET',
    path: '/api/v2/user/heart-data-consent',
    access: 'user',
  },
  setHeartDataConsent: {
    method: 'POST',
    path: '/api/v2/user/heart-data-consent',
    access: 'user',
  },
  saveSessionBeats: {
    method: 'POST',
    path: '/api/v2/user/session-beats',
    access: 'user',
    errors: [403, 404],
    idempotent: true,
  },
});
