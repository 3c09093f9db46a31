import { defineRoutes } from '../call.ts';

/** The rhythms a person makes (issue 30): list, save, delete, reorder. */
export const rhythmRoutes = defineRoutes('rhythms', {
  rhythms: {
    method: 'GET',
    path: '/api/v1/rhythms',
    access: 'user',
  },
  saveRhythm: {
    method: 'POST',
    path: '/api/v1/rhythms/save',
    access: 'user',
    errors: [404, 409],
    // Made or changed offline, it waits in the write queue and may arrive twice (decision 088).
    idempotent: true,
  },
  deleteRhythm: {
    method: 'POST',
    path: '/api/v1/rhythms/delete',
    access: 'user',
    errors: [404],
    idempotent: true,
  },
  reorderRhythms: {
    method: 'POST',
    path: '/api/v1/rhythms/reorder',
    access: 'user',
    errors: [409],
    idempotent: true,
  },
});
