import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZClearExerciseHistoryResponse,
  ZDeleteExerciseHistoryRequest,
  ZDeleteExerciseHistoryResponse,
  ZExerciseHistoryDetailRequest,
  ZExerciseHistoryDetailResponse,
  ZExerciseHistoryListRequest,
  ZExerciseHistoryListResponse,
} from '@resona/contract';
import { requestLanguage } from '../../../lib/language.ts';
import { ok, t } from '../../../lib/reply.ts';
import { requireUser } from '../../../core/current-user.ts';
import { viewerOf } from '../../sessions/index.ts';
import { decodeCursor } from '../keyset.ts';
import { clearHistory, deleteHistoryItem, findHistoryDetail, listHistory } from './service.ts';

export async function historyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.exerciseHistory,
    {
      schema: {
        querystring: ZExerciseHistoryListRequest,
        response: { 200: ZExerciseHistoryListResponse },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    API.exerciseHistoryDetail,
    {
      schema: {
        querystring: ZExerciseHistoryDetailRequest,
        response: { 200: ZExerciseHistoryDetailResponse },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const viewer = await viewerOf(deps, request, user);
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
    },
  );

  app.post(
    API.exerciseHistory,
    {
      schema: {
        body: ZDeleteExerciseHistoryRequest,
        response: { 200: ZDeleteExerciseHistoryResponse },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(
        request,
        'historyItemDeleted',
        await deleteHistoryItem(deps, user.id, request.body.id),
      );
    },
  );

  app.post(
    API.exerciseHistoryClear,
    { schema: { response: { 200: ZClearExerciseHistoryResponse } } },
    async (request) => {
      const user = requireUser(request.user);
      return ok(request, 'historyCleared', await clearHistory(deps, user.id));
    },
  );
}
