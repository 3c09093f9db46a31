import { defineRoutes } from '../call.ts';
import { API } from '../routes.ts';

/** Designing and playing a session: search, defaults, details, ratings and views (issue 4). */
export const sessionRoutes = defineRoutes('sessions', {
  exerciseSearch: {
    method: 'GET',
    path: API.exerciseSearch,
    access: 'user',
    summary: 'Finds the session that matches a chosen pace, duration, theme and narration.',
  },
  exerciseGetDefault: {
    method: 'GET',
    path: API.exerciseGetDefault,
    access: 'user',
    summary: "The caller's default session design, or the app's when there is none.",
  },
  exerciseSavedDefault: {
    method: 'GET',
    path: API.exerciseSetDefault,
    access: 'user',
    summary: 'The session design the caller saved as default.',
  },
  exerciseSetDefault: {
    method: 'POST',
    path: API.exerciseSetDefault,
    access: 'user',
    summary: "Saves a session design as the caller's default.",
    errors: [404],
  },
  exerciseDetails: {
    method: 'GET',
    path: API.exerciseDetails,
    access: 'user',
    summary: 'One session with its media, goals and the caller’s rating and favourite.',
    errors: [404],
  },
  experienceFeedback: {
    method: 'POST',
    path: API.experienceFeedback,
    access: 'user',
    summary: 'Rates how the caller felt before or after a session.',
    errors: [404],
  },
  likeDislike: {
    method: 'POST',
    path: API.likeDislike,
    access: 'user',
    summary: 'Likes or dislikes a session, or takes the reaction back.',
    errors: [404],
  },
  addExerciseFeedback: {
    method: 'POST',
    path: API.addExerciseFeedback,
    access: 'user',
    summary: 'Leaves a written feedback on a session.',
    errors: [404],
  },
  deleteExerciseFeedback: {
    method: 'POST',
    path: API.deleteExerciseFeedback,
    access: 'user',
    summary: "Deletes one of the caller's session feedbacks.",
    errors: [404],
  },
  updateHistory: {
    method: 'POST',
    path: API.updateHistory,
    access: 'user',
    summary: 'Starts a view of a session and answers its view id.',
    errors: [404],
  },
  updateVideoViews: {
    method: 'POST',
    path: API.updateVideoViews,
    access: 'optional',
    summary: 'Records how long a view lasted (also sent as a beacon with the token in the body).',
    errors: [401, 404],
  },
  insertExerciseHistory: {
    method: 'POST',
    path: API.insertExerciseHistory,
    access: 'user',
    summary: "Adds a finished session to the caller's history.",
    errors: [404],
  },
  favoriteExercise: {
    method: 'POST',
    path: API.favoriteExercise,
    access: 'user',
    summary: 'Adds a session to the caller’s favourites or removes it.',
    errors: [404],
  },
});
