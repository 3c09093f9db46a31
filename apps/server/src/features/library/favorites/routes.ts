import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok, t } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { viewerOf } from '../../sessions/index.ts';
import { decodeCursor } from '../keyset.ts';
import { clearFavorites, findFavoriteDetail, listFavorites } from './service.ts';

export async function favoriteRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.favoriteExerciseList, async (request) => {
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
  });

  registerCall(app, calls.favoriteExerciseDetail, async (request) => {
    const user = requireUser(request.user);
    const viewer = await viewerOf(deps.db, request, user);
    const { detail, feedback } = await findFavoriteDetail(deps, viewer, request.query.exercise_id);
    const none = feedback.length === 0;
    return ok(request, none ? 'noFeedback' : null, {
      favorite_exercise_detail: [detail],
      feedback_data: feedback,
      feedback_message: none ? t(request, 'noFeedback') : null,
    });
  });

  registerCall(app, calls.favoritesClear, async (request) => {
    const user = requireUser(request.user);
    return ok(request, 'favoritesCleared', await clearFavorites(deps, user.id));
  });
}
