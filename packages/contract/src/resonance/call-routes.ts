import { defineRoutes } from '../call.ts';

/** The resonance assessment: the agreement to heart data being collected. */
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
});
