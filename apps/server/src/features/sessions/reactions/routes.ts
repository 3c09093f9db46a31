import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZFavoriteExerciseParams,
  ZFavoriteExerciseQuery,
  ZFavoriteExerciseResponse,
  ZLikeDislikeRequest,
  ZLikeDislikeResponse,
} from '@resona/contract';
import { ok, t } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { pressLike, setFavorite } from './service.ts';

const LIKE_MESSAGES = { 0: 'likeCleared', 1: 'exerciseLiked', 2: 'exerciseDisliked' } as const;

export async function reactionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    API.likeDislike,
    { schema: { body: ZLikeDislikeRequest, response: { 200: ZLikeDislikeResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      const { exercise_id, is_like } = request.body;
      const state = await pressLike(deps, user.id, exercise_id, is_like);
      return ok(request, LIKE_MESSAGES[state], { exercise_id, is_like: state });
    },
  );

  app.post(
    API.favoriteExercise,
    {
      schema: {
        params: ZFavoriteExerciseParams,
        querystring: ZFavoriteExerciseQuery,
        response: { 200: ZFavoriteExerciseResponse },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const exerciseId = request.params.id;
      const state = await setFavorite(deps, user.id, exerciseId, request.query.action);
      const key = state === 1 ? 'favoriteAdded' : 'favoriteRemoved';
      return ok(request, key, {
        exercise_id: exerciseId,
        is_favorite: state,
        message: t(request, key),
      });
    },
  );
}
