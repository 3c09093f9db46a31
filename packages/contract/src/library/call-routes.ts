import { defineRoutes } from '../call.ts';
import { API } from '../routes.ts';

/** The library: history, favourites, the assigned program and progress (issue 6). */
export const libraryRoutes = defineRoutes('library', {
  exerciseHistory: {
    method: 'GET',
    path: API.exerciseHistory,
    access: 'user',
    summary: "The caller's session history, newest first, a keyset page at a time.",
  },
  exerciseHistoryDetail: {
    method: 'GET',
    path: API.exerciseHistoryDetail,
    access: 'user',
    summary: "One item of the caller's history with its ratings and feedback.",
    errors: [404],
  },
  deleteExerciseHistory: {
    method: 'POST',
    path: API.exerciseHistory,
    access: 'user',
    summary: "Removes one item from the caller's history.",
    errors: [404],
  },
  exerciseHistoryClear: {
    method: 'POST',
    path: API.exerciseHistoryClear,
    access: 'user',
    summary: "Clears the caller's whole history.",
  },
  favoriteExerciseList: {
    method: 'GET',
    path: API.favoriteExerciseList,
    access: 'user',
    summary: "The caller's favourite sessions, a keyset page at a time.",
  },
  favoriteExerciseDetail: {
    method: 'GET',
    path: API.favoriteExerciseDetail,
    access: 'user',
    summary: 'One favourite session with its details.',
    errors: [404],
  },
  favoritesClear: {
    method: 'POST',
    path: API.favoritesClear,
    access: 'user',
    summary: "Clears all of the caller's favourites.",
  },
  programExercises: {
    method: 'GET',
    path: API.programExercises,
    access: 'user',
    summary: 'The sessions of the program a researcher assigned to the caller.',
  },
  progress: {
    method: 'GET',
    path: API.progress,
    access: 'user',
    summary: "The caller's practice by week: sessions, minutes and streaks.",
  },
});
