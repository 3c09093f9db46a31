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
    query: ZExerciseHistoryListRequest,
    reply: ZExerciseHistoryListResponse,
  }),
  exerciseHistoryDetail: defineCall(r.exerciseHistoryDetail, {
    query: ZExerciseHistoryDetailRequest,
    reply: ZExerciseHistoryDetailResponse,
  }),
  deleteExerciseHistory: defineCall(r.deleteExerciseHistory, {
    body: ZDeleteExerciseHistoryRequest,
    reply: ZDeleteExerciseHistoryResponse,
  }),
  exerciseHistoryClear: defineCall(r.exerciseHistoryClear, {
    reply: ZClearExerciseHistoryResponse,
  }),
  favoriteExerciseList: defineCall(r.favoriteExerciseList, {
    query: ZFavoriteListRequest,
    reply: ZFavoriteListResponse,
  }),
  favoriteExerciseDetail: defineCall(r.favoriteExerciseDetail, {
    query: ZFavoriteDetailRequest,
    reply: ZFavoriteDetailResponse,
  }),
  favoritesClear: defineCall(r.favoritesClear, { reply: ZClearFavoritesResponse }),
  programExercises: defineCall(r.programExercises, { reply: ZProgramExercisesResponse }),
  progress: defineCall(r.progress, { reply: ZProgressResponse }),
} satisfies CallsOf<typeof r>;
