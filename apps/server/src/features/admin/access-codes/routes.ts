import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { recordExport } from '../audit-log/record-export.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { okWith } from '../ok-with.ts';
import { requestStudy } from '../request-study.ts';
import { sendCsv } from '../send-csv.ts';
import { exportCodes } from './export.ts';
import { createCodeBatch, listCodes, revokeCode } from './service.ts';

export async function accessCodeRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminCreateAccessCodes, async (request) => {
    const batch = await createCodeBatch(
      deps,
      requestStudy(request),
      request.body,
      consoleActor(request),
    );
    return okWith(request, 'adminCodesCreated', { count: batch.codes.length }, batch);
  });

  registerCall(app, calls.adminAccessCodes, async (request) => {
    const { cohort_id, batch_id, cursor } = request.query;
    return ok(
      request,
      null,
      await listCodes(deps, {
        studyId: requestStudy(request),
        cohortId: cohort_id,
        batchId: batch_id,
        before: cursor,
      }),
    );
  });

  registerCall(app, calls.adminAccessCodeRevoke, async (request) => {
    const code = await revokeCode(
      deps,
      requestStudy(request),
      request.params.id,
      consoleActor(request),
    );
    return ok(request, 'adminCodeRevoked', { code });
  });

  registerCall(app, calls.adminAccessCodesExport, async (request, reply) => {
    const { cohort_id, batch_id } = request.query;
    await recordExport(deps, consoleActor(request), 'access-codes', request.query);
    const stream = exportCodes(deps, {
      studyId: requestStudy(request),
      cohortId: cohort_id,
      batchId: batch_id,
    });
    return sendCsv(reply, 'access-codes', deps.now(), stream);
  });
}
