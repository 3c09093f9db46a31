import { defineRoutes } from '../call.ts';

/** Designing and playing a session: search, defaults, details, ratings and views (issue 4). */
export const sessionRoutes = defineRoutes('sessions', {
  exerciseSearch: {
    method: 'GET',
    path: '/api/v2/exercise/search',
    access: 'user',
  },
  exerciseGetDefault: {
    method: 'GET',
    path: '/api/v2/exercise/get_default',
    access: 'user',
  },
  exerciseSavedDefault: {
    method: 'GET',
    path: '/api/v2/exercise/set-default',
    access: 'user',
  },
  exerciseSetDefault: {
    method: 'POST',
    path: '/api/v2/exercise/set-default',
    access: 'user',
    errors: [404],
    idempotent: true,
  },
  exerciseDetails: {
    method: 'GET',
    path: '/api/v2/exercise/exercise-details',
    access: 'user',
    errors: [404],
  },
  experienceFeedback: {
    method: 'POST',
    path: '/api/v2/exercise/experience-feedback',
    access: 'user',
    errors: [404],
    idempotent: true,
  },
  likeDislike: {
    method: 'POST',
    path: '/api/v2/exercise/like-dislike',
    access: 'user',
    errors: [404],
    idempotent: true,
  },
  addExerciseFeedback: {
    method: 'POST',
    path: '/api/v1/exercise/feedback',
    access: 'user',
    errors: [404],
    idempotent: true,
  },
  deleteExerciseFeedback: {
    method: 'POST',
    path: '/api/v1/library/exercise-feedback',
    access: 'user',
    errors: [404],
  },
  updateHistory: {
    method: 'POST',
    path: '/api/v2/user/update-history',
    access: 'user',
    errors: [404],
    idempotent: true,
  },
  updateVideoViews: {
    method: 'POST',
    path: '/api/v2/user/update-video-views',
    access: 'optional',
    errors: [401, 404],
    idempotent: true,
  },
  insertExerciseHistory: {
    method: 'POST',
    path: '/api/v1/library/insert-exercise-history',
    access: 'user',
    errors: [404],
  },
  favoriteExercise: {
    method: 'POST',
    path: '/api/v1/library/favorite-exercise/:id',
    access: 'user',
    errors: [404],
    idempotent: true,
  },
});
