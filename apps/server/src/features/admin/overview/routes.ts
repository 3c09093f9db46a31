import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZAdminOverviewRequest, ZAdminOverviewResponse } from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import { requireCohort } from '../scope.ts';
import { loadOverview } from './queries.ts';

export async function overviewRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.adminOverview,
    {
      config: { access: 'admin' },
      schema: { querystring: ZAdminOverviewRequest, response: { 200: ZAdminOverviewResponse } },
    },
    async (request) => {
      const { cohort_id } = request.query;
      if (cohort_id !== undefined) await requireCohort(deps.db, cohort_id);
      return ok(request, null, await loadOverview(deps.db, cohort_id, deps.now()));
    },
  );
}
