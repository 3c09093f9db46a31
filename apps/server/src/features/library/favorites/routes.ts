import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZClearFavoritesResponse,
  ZFavoriteDetailRequest,
  ZFavoriteDetailResponse,
  ZFavoriteListRequest,
  ZFavoriteListResponse,
} from '@resona/contract';
import { requestLanguage } from '../../../lib/language.ts';
import { ok, t } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { viewerOf } from '../../sessions/index.ts';
import { decodeCursor } from '../keyset.ts';
import { clearFavorites, findFavoriteDetail, listFavorites } from './service.ts';

export async function favoriteRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.favoriteExerciseList,
    { schema: { querystring: ZFavoriteListRequest, response: { 200: ZFavoriteListResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const key = decodeCursor(request.query.cursor);
      const lang = requestLanguage(request);
      const { items, nextCursor } = await listFavorites(
        deps.db,
        user.id,
        lang,
        key,
        request.query.limit,
      );
      return ok(request, null, {
        favorite_exercise_list: items,
        data_found: items.length > 0 ? 1 : 0,
        message: items.length === 0 && !key ? t(request, 'favoritesEmpty') : '',
        next_cursor: nextCursor,
      });
    },
  );

  app.get(
    API.favoriteExerciseDetail,
    {
      schema: { querystring: ZFavoriteDetailRequest, response: { 200: ZFavoriteDetailResponse } },
    },
    async (request) => {
      const user = requireUser(request.user);
      const viewer = await viewerOf(deps, request, user);
      const { detail, feedback } = await findFavoriteDetail(
        deps,
        viewer,
        request.query.exercise_id,
      );
      const none = feedback.length === 0;
      return ok(request, none ? 'noFeedback' : null, {
        favorite_exercise_detail: [detail],
        feedback_data: feedback,
        feedback_message: none ? t(request, 'noFeedback') : null,
      });
    },
  );

  app.post(
    API.favoritesClear,
    { schema: { response: { 200: ZClearFavoritesResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, 'favoritesCleared', await clearFavorites(deps, user.id));
    },
  );
}
