import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { refuseEmailToAnalyst } from '../api-tokens/pseudonymous.ts';
import { recordExport } from '../audit-log/record-export.ts';
import { requestStudy } from '../request-study.ts';
import { requireCohort } from '../scope.ts';
import { sendCsv } from '../send-csv.ts';
import { exportStudyData } from './service.ts';

export async function exportRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminExport, async (request, reply) => {
    const { kind } = request.params;
    const studyId = requestStudy(request);
    refuseEmailToAnalyst(request, request.query.include_email);
    if (request.query.cohort_id !== undefined)
      await requireCohort(deps.db, studyId, request.query.cohort_id);
    await recordExport(deps, consoleActor(request), kind, request.query);
    const stream = exportStudyData(deps, kind, { studyId, filter: request.query });
    return sendCsv(reply, kind, deps.now(), stream);
  });
}
