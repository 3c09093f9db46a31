import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok, t } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { pressLike, setFavorite } from './service.ts';

const LIKE_MESSAGES = { 0: 'likeCleared', 1: 'exerciseLiked', 2: 'exerciseDisliked' } as const;

export async function reactionRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.likeDislike, async (request, _reply, db) => {
    const user = requireUser(request.user);
    const { exercise_id, is_like } = request.body;
    const state = await pressLike(deps, db, user.id, exercise_id, is_like);
    return ok(request, LIKE_MESSAGES[state], { exercise_id, is_like: state });
  });

  registerCall(app, calls.favoriteExercise, async (request, _reply, db) => {
    const user = requireUser(request.user);
    const exerciseId = request.params.id;
    const state = await setFavorite(deps, db, user.id, exerciseId, request.query.action);
    const key = state === 1 ? 'favoriteAdded' : 'favoriteRemoved';
    return ok(request, key, {
      exercise_id: exerciseId,
      is_favorite: state,
      message: t(request, key),
    });
  });
}
