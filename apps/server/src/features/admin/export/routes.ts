import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ZAdminExportParams, ZAdminExportRequest } from '@resona/contract';
import { requireCohort } from '../scope.ts';
import { sendCsv } from '../send-csv.ts';
import { exportStudyData } from './service.ts';

export async function exportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    API.adminExport,
    {
      config: { access: 'admin' },
      schema: { params: ZAdminExportParams, querystring: ZAdminExportRequest },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (request.query.cohort_id !== undefined)
        await requireCohort(deps.db, request.query.cohort_id);
      const stream = exportStudyData(deps, kind, request.query);
      return sendCsv(reply, kind, deps.now(), stream);
    },
  );
}
