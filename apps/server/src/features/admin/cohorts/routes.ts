import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requestStudy } from '../request-study.ts';
import {
  addToWhitelist,
  cohortMembers,
  createCohort,
  listCohorts,
  listPlans,
  removeFromWhitelist,
} from './service.ts';

/** Cohorts (who joined with which code) and the plan whitelists. */
export async function cohortRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminCohorts, async (request) =>
    ok(request, null, { cohorts: await listCohorts(deps, requestStudy(request)) }),
  );

  registerCall(app, calls.adminCreateCohort, async (request) =>
    ok(request, 'adminCohortCreated', {
      cohort: await createCohort(
        deps,
        requestStudy(request),
        request.body.name,
        consoleActor(request),
      ),
    }),
  );

  registerCall(app, calls.adminCohortMembers, async (request) =>
    ok(request, null, await cohortMembers(deps, requestStudy(request), request.params.id)),
  );

  registerCall(app, calls.adminPlans, async (request) =>
    ok(request, null, { plans: await listPlans(deps) }),
  );

  // A study's researchers choose a plan for a batch or an arm; the whitelists stay the site's.
  registerCall(app, calls.adminStudyPlans, async (request) =>
    ok(request, null, {
      plans: (await listPlans(deps)).map(({ whitelist: _whitelist, ...plan }) => plan),
    }),
  );

  registerCall(app, calls.adminPlanWhitelist, async (request) => {
    const plan = await addToWhitelist(
      deps,
      request.params.id,
      request.body.emails,
      consoleActor(request),
    );
    return ok(request, 'adminWhitelistUpdated', { plan });
  });

  registerCall(app, calls.adminPlanWhitelistRemove, async (request) => {
    const plan = await removeFromWhitelist(
      deps,
      request.params.id,
      request.body.email,
      consoleActor(request),
    );
    return ok(request, 'adminWhitelistUpdated', { plan });
  });
}
