import { defineCall, type CallsOf } from '../call.ts';
import { sessionRoutes as r } from './call-routes.ts';
import {
  ZDefaultSelectionResponse,
  ZGetDefaultRequest,
  ZSetDefaultRequest,
} from './default-selection.ts';
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
import { ZSearchRequest, ZSearchResponse } from './search.ts';
import { ZUpdateVideoViewsRequest, ZUpdateVideoViewsResponse } from './update-video-views.ts';

export const sessionCalls = {
  exerciseSearch: defineCall(r.exerciseSearch, { query: ZSearchRequest, reply: ZSearchResponse }),
  exerciseGetDefault: defineCall(r.exerciseGetDefault, {
    query: ZGetDefaultRequest,
    reply: ZDefaultSelectionResponse,
  }),
  exerciseSavedDefault: defineCall(r.exerciseSavedDefault, { reply: ZDefaultSelectionResponse }),
  exerciseSetDefault: defineCall(r.exerciseSetDefault, {
    body: ZSetDefaultRequest,
    reply: ZDefaultSelectionResponse,
  }),
  exerciseDetails: defineCall(r.exerciseDetails, {
    query: ZExerciseDetailsRequest,
    reply: ZExerciseDetailsResponse,
  }),
  experienceFeedback: defineCall(r.experienceFeedback, {
    body: ZExperienceFeedbackRequest,
    reply: ZExperienceFeedbackResponse,
  }),
  likeDislike: defineCall(r.likeDislike, {
    body: ZLikeDislikeRequest,
    reply: ZLikeDislikeResponse,
  }),
  addExerciseFeedback: defineCall(r.addExerciseFeedback, {
    body: ZAddExerciseFeedbackRequest,
    reply: ZAddExerciseFeedbackResponse,
  }),
  deleteExerciseFeedback: defineCall(r.deleteExerciseFeedback, {
    body: ZDeleteExerciseFeedbackRequest,
    reply: ZDeleteExerciseFeedbackResponse,
  }),
  updateHistory: defineCall(r.updateHistory, {
    body: ZUpdateHistoryRequest,
    reply: ZUpdateHistoryResponse,
  }),
  updateVideoViews: defineCall(r.updateVideoViews, {
    body: ZUpdateVideoViewsRequest,
    reply: ZUpdateVideoViewsResponse,
  }),
  insertExerciseHistory: defineCall(r.insertExerciseHistory, {
    body: ZInsertExerciseHistoryRequest,
    reply: ZInsertExerciseHistoryResponse,
  }),
  favoriteExercise: defineCall(r.favoriteExercise, {
    params: ZFavoriteExerciseParams,
    query: ZFavoriteExerciseQuery,
    reply: ZFavoriteExerciseResponse,
  }),
} satisfies CallsOf<typeof r>;
