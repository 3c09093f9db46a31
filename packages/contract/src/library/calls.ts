import { defineCall, type CallsOf } from '../call.ts';
import { libraryRoutes as r } from './call-routes.ts';
import {
  ZClearFavoritesResponse,
  ZFavoriteDetailRequest,
  ZFavoriteDetailResponse,
  ZFavoriteListRequest,
  ZFavoriteListResponse,
} from './favorites.ts';
import {
  ZClearExerciseHistoryResponse,
  ZDeleteExerciseHistoryRequest,
  ZDeleteExerciseHistoryResponse,
  ZExerciseHistoryDetailRequest,
  ZExerciseHistoryDetailResponse,
  ZExerciseHistoryListRequest,
  ZExerciseHistoryListResponse,
} from './history.ts';
import { ZProgramExercisesResponse } from './program.ts';
import { ZProgressResponse } from './progress.ts';

export const libraryCalls = {
  exerciseHistory: defineCall(r.exerciseHistory, {
    summary: "The caller's session history, newest first, a keyset page at a time.",

    query: ZExerciseHistoryListRequest,
    reply: ZExerciseHistoryListResponse,
  }),
  exerciseHistoryDetail: defineCall(r.exerciseHistoryDetail, {
    summary: "One item of the caller's history with its ratings and feedback.",

    query: ZExerciseHistoryDetailRequest,
    reply: ZExerciseHistoryDetailResponse,
  }),
  deleteExerciseHistory: defineCall(r.deleteExerciseHistory, {
    summary: "Removes one item from the caller's history.",

    body: ZDeleteExerciseHistoryRequest,
    reply: ZDeleteExerciseHistoryResponse,
  }),
  exerciseHistoryClear: defineCall(r.exerciseHistoryClear, {
    summary: "Clears the caller's whole history.",

    reply: ZClearExerciseHistoryResponse,
  }),
  favoriteExerciseList: defineCall(r.favoriteExerciseList, {
    summary: "The caller's favourite sessions, a keyset page at a time.",

    query: ZFavoriteListRequest,
    reply: ZFavoriteListResponse,
  }),
  favoriteExerciseDetail: defineCall(r.favoriteExerciseDetail, {
    summary: 'One favourite session with its details.',

    query: ZFavoriteDetailRequest,
    reply: ZFavoriteDetailResponse,
  }),
  favoritesClear: defineCall(r.favoritesClear, {
    summary: "Clears all of the caller's favourites.",
    reply: ZClearFavoritesResponse,
  }),
  programExercises: defineCall(r.programExercises, {
    summary: 'The sessions of the program a researcher assigned to the caller.',
    reply: ZProgramExercisesResponse,
  }),
  progress: defineCall(r.progress, {
    summary: "The caller's practice by week: sessions, minutes and streaks.",
    reply: ZProgressResponse,
  }),
} satisfies CallsOf<typeof r>;
