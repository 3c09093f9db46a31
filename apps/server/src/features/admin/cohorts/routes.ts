import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZAddToWhitelistRequest,
  ZAdminIdParams,
  ZCohortMembersResponse,
  ZCreateCohortRequest,
  ZCreateCohortResponse,
  ZListAdminPlansResponse,
  ZListCohortsResponse,
  ZRemoveFromWhitelistRequest,
  ZWhitelistResponse,
} from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import {
  addToWhitelist,
  cohortMembers,
  createCohort,
  listCohorts,
  listPlans,
  removeFromWhitelist,
} from './service.ts';

/** Cohorts (who joined with which code) and the plan whitelists. */
export async function cohortRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'admin' } as const;

  app.get(
    API.adminCohorts,
    { config, schema: { response: { 200: ZListCohortsResponse } } },
    async (request) => ok(request, null, { cohorts: await listCohorts(deps) }),
  );

  app.post(
    API.adminCohorts,
    { config, schema: { body: ZCreateCohortRequest, response: { 200: ZCreateCohortResponse } } },
    async (request) =>
      ok(request, 'adminCohortCreated', { cohort: await createCohort(deps, request.body.name) }),
  );

  app.get(
    API.adminCohortMembers,
    { config, schema: { params: ZAdminIdParams, response: { 200: ZCohortMembersResponse } } },
    async (request) => ok(request, null, await cohortMembers(deps, request.params.id)),
  );

  app.get(
    API.adminPlans,
    { config, schema: { response: { 200: ZListAdminPlansResponse } } },
    async (request) => ok(request, null, { plans: await listPlans(deps) }),
  );

  app.post(
    API.adminPlanWhitelist,
    {
      config,
      schema: {
        params: ZAdminIdParams,
        body: ZAddToWhitelistRequest,
        response: { 200: ZWhitelistResponse },
      },
    },
    async (request) => {
      const plan = await addToWhitelist(deps, request.params.id, request.body.emails);
      return ok(request, 'adminWhitelistUpdated', { plan });
    },
  );

  app.post(
    API.adminPlanWhitelistRemove,
    {
      config,
      schema: {
        params: ZAdminIdParams,
        body: ZRemoveFromWhitelistRequest,
        response: { 200: ZWhitelistResponse },
      },
    },
    async (request) => {
      const plan = await removeFromWhitelist(deps, request.params.id, request.body.email);
      return ok(request, 'adminWhitelistUpdated', { plan });
    },
  );
}
