import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requestStudy } from '../request-study.ts';
import { requireCohort } from '../scope.ts';
import { loadOverview } from './queries.ts';

export async function overviewRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminOverview, async (request) => {
    const { cohort_id } = request.query;
    const studyId = requestStudy(request);
    if (cohort_id !== undefined) await requireCohort(deps.db, studyId, cohort_id);
    return ok(request, null, await loadOverview(deps.db, studyId, cohort_id, deps.now()));
  });
}
