import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { ok, t } from '../../../lib/reply.ts';
import { replySerializerCompiler } from '../../../lib/reply-serializer.ts';
import { requireUser } from '../../../core/current-user.ts';
import { viewerOf } from '../../sessions/index.ts';
import { decodeCursor } from '../keyset.ts';
import { clearHistory, deleteHistoryItem, findHistoryDetail, listHistory } from './service.ts';

export async function historyRoutes(app: FastifyInstance) {
  const { deps } = app;

  // The list is the hottest signed-in read: its reply is written by a compiled serialiser.
  const serializerCompiler = replySerializerCompiler({ check: !deps.config.isProduction });
  registerCall(app, calls.exerciseHistory, { serializerCompiler }, async (request) => {
    const user = requireUser(request.user);
    const { cursor, limit } = request.query;
    const key = decodeCursor(cursor);
    const lang = requestLanguage(request);
    const { items, nextCursor } = await listHistory(deps.db, user.id, lang, key, limit);
    // The empty state is for "no history at all"; past the last page is just an empty page.
    const message = items.length === 0 && !key ? t(request, 'historyEmpty') : '';
    return ok(request, null, {
      exercise_history_list: items,
      data_found: items.length > 0 ? 1 : 0,
      message,
      next_cursor: nextCursor,
    });
  });

  registerCall(app, calls.exerciseHistoryDetail, async (request) => {
    const user = requireUser(request.user);
    const viewer = await viewerOf(deps.db, request, user);
    const { detail, feedback } = await findHistoryDetail(
      deps,
      viewer,
      request.query.exercisehistory_id,
    );
    const none = feedback.length === 0;
    return ok(request, none ? 'noFeedback' : null, {
      exercise_history_detail: detail,
      feedback_data: feedback,
      feedback_message: none ? t(request, 'noFeedback') : null,
    });
  });

  registerCall(app, calls.deleteExerciseHistory, async (request, _reply, db) => {
    const user = requireUser(request.user);
    return ok(request, 'historyItemDeleted', await deleteHistoryItem(db, user.id, request.body.id));
  });

  registerCall(app, calls.exerciseHistoryClear, async (request) => {
    const user = requireUser(request.user);
    return ok(request, 'historyCleared', await clearHistory(deps, user.id));
  });
}
