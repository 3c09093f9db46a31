import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { listSentBroadcasts } from '../audit-log/queries.ts';
import { okWith } from '../ok-with.ts';
import { requestStudy } from '../request-study.ts';
import { sendStudyBroadcast } from './service.ts';

/** Broadcasts go through the notifications feature: the in-app row and the push together. */
export async function broadcastRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminBroadcasts, async (request) => {
    const { title, body, cohort_id } = request.body;
    const { notified } = await sendStudyBroadcast(
      deps,
      requestStudy(request),
      { title, body, cohortId: cohort_id },
      consoleActor(request),
    );
    return okWith(request, 'adminBroadcastSent', { count: notified }, { recipients: notified });
  });

  registerCall(app, calls.adminSentBroadcasts, async (request) =>
    ok(
      request,
      null,
      await listSentBroadcasts(deps.db, requestStudy(request), request.query.cursor),
    ),
  );
}
