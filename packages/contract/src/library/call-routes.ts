import { defineRoutes } from '../call.ts';

/** The library: history, favourites, the assigned program and progress (issue 6). */
export const libraryRoutes = defineRoutes('library', {
  exerciseHistory: {
    method: 'GET',
    path: '/api/v1/library/exercise-history',
    access: 'user',
  },
  exerciseHistoryDetail: {
    method: 'GET',
    path: '/api/v1/library/exercise-history-detail',
    access: 'user',
    errors: [404],
  },
  deleteExerciseHistory: {
    method: 'POST',
    path: '/api/v1/library/exercise-history',
    access: 'user',
    errors: [404],
    // Removed offline, it waits in the write queue and may arrive twice (decision 088).
    idempotent: true,
  },
  exerciseHistoryClear: {
    method: 'POST',
    path: '/api/v1/library/exercise-history-clear',
    access: 'user',
  },
  favoriteExerciseList: {
    method: 'GET',
    path: '/api/v1/library/favorite-exercise',
    access: 'user',
  },
  favoriteExerciseDetail: {
    method: 'GET',
    path: '/api/v1/library/favorite-exercise-detail',
    access: 'user',
    errors: [404],
  },
  favoritesClear: {
    method: 'POST',
    path: '/api/v1/library/exercise-favouriteshistory-clear',
    access: 'user',
  },
  programExercises: {
    method: 'GET',
    path: '/api/v1/library/program-exercises',
    access: 'user',
  },
  progress: {
    method: 'GET',
    path: '/api/v1/library/progress',
    access: 'user',
  },
});
