import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { recordExport } from '../audit-log/record-export.ts';
import { requestStudy } from '../request-study.ts';
import { sendCsv } from '../send-csv.ts';
import { exportSchedules } from './export.ts';
import { listSchedules, saveSchedule } from './service.ts';

/** When each questionnaire goes out, and who has answered it on time (decision 084). */
export async function questionnaireScheduleRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminQuestionnaireSchedules, async (request) =>
    ok(request, null, { schedules: await listSchedules(deps, requestStudy(request)) }),
  );

  registerCall(app, calls.adminSaveQuestionnaireSchedule, async (request) => {
    const schedule = await saveSchedule(
      deps,
      requestStudy(request),
      request.params.kind,
      request.body,
      consoleActor(request),
    );
    return ok(request, 'adminScheduleSaved', { schedule });
  });

  registerCall(app, calls.adminQuestionnaireSchedulesExport, async (request, reply) => {
    await recordExport(deps, consoleActor(request), 'questionnaire-schedules', {});
    return sendCsv(
      reply,
      'questionnaire-schedules',
      deps.now(),
      exportSchedules(deps, requestStudy(request)),
    );
  });
}
