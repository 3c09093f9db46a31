import { defineCall, type CallsOf } from '../call.ts';
import { sessionRoutes as r } from './call-routes.ts';
import { ZDefaultSelectionResponse, ZSetDefaultRequest } from './default-selection.ts';
import { designCalls } from './design-calls.ts';
import {
  ZAddExerciseFeedbackRequest,
  ZAddExerciseFeedbackResponse,
  ZDeleteExerciseFeedbackRequest,
  ZDeleteExerciseFeedbackResponse,
} from './exercise-feedback.ts';
import { ZExperienceFeedbackRequest, ZExperienceFeedbackResponse } from './experience-feedback.ts';
import {
  ZFavoriteExerciseParams,
  ZFavoriteExerciseQuery,
  ZFavoriteExerciseResponse,
} from './favorite-exercise.ts';
import { ZExerciseDetailsRequest, ZExerciseDetailsResponse } from './get-exercise-details.ts';
import {
  ZInsertExerciseHistoryRequest,
  ZInsertExerciseHistoryResponse,
  ZUpdateHistoryRequest,
  ZUpdateHistoryResponse,
} from './history.ts';
import { ZLikeDislikeRequest, ZLikeDislikeResponse } from './like-dislike.ts';
import { ZUpdateVideoViewsRequest, ZUpdateVideoViewsResponse } from './update-video-views.ts';

export const sessionCalls = {
  ...designCalls,
  exerciseSavedDefault: defineCall(r.exerciseSavedDefault, {
    summary: 'The session design the caller saved as default.',
    reply: ZDefaultSelectionResponse,
  }),
  exerciseSetDefault: defineCall(r.exerciseSetDefault, {
    summary: "Saves a session design as the caller's default.",

    body: ZSetDefaultRequest,
    reply: ZDefaultSelectionResponse,
  }),
  exerciseDetails: defineCall(r.exerciseDetails, {
    summary: 'One session with its media, goals and the caller’s rating and favourite.',

    query: ZExerciseDetailsRequest,
    reply: ZExerciseDetailsResponse,
  }),
  experienceFeedback: defineCall(r.experienceFeedback, {
    summary: 'Rates how the caller felt before or after a session.',

    body: ZExperienceFeedbackRequest,
    reply: ZExperienceFeedbackResponse,
  }),
  likeDislike: defineCall(r.likeDislike, {
    summary: 'Likes or dislikes a session, or takes the reaction back.',

    body: ZLikeDislikeRequest,
    reply: ZLikeDislikeResponse,
  }),
  addExerciseFeedback: defineCall(r.addExerciseFeedback, {
    summary: 'Leaves a written feedback on a session.',

    body: ZAddExerciseFeedbackRequest,
    reply: ZAddExerciseFeedbackResponse,
  }),
  deleteExerciseFeedback: defineCall(r.deleteExerciseFeedback, {
    summary: "Deletes one of the caller's session feedbacks.",

    body: ZDeleteExerciseFeedbackRequest,
    reply: ZDeleteExerciseFeedbackResponse,
  }),
  updateHistory: defineCall(r.updateHistory, {
    summary: 'Starts a view of a session and answers its view id.',

    body: ZUpdateHistoryRequest,
    reply: ZUpdateHistoryResponse,
  }),
  updateVideoViews: defineCall(r.updateVideoViews, {
    summary: 'Records how long a view lasted (also sent as a beacon with the token in the body).',

    body: ZUpdateVideoViewsRequest,
    reply: ZUpdateVideoViewsResponse,
  }),
  insertExerciseHistory: defineCall(r.insertExerciseHistory, {
    summary: "Adds a finished session to the caller's history.",

    body: ZInsertExerciseHistoryRequest,
    reply: ZInsertExerciseHistoryResponse,
  }),
  favoriteExercise: defineCall(r.favoriteExercise, {
    summary: 'Adds a session to the caller’s favourites or removes it.',

    params: ZFavoriteExerciseParams,
    query: ZFavoriteExerciseQuery,
    reply: ZFavoriteExerciseResponse,
  }),
} satisfies CallsOf<typeof r>;
