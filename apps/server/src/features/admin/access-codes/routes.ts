import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  ZAdminIdParams,
  ZCreateCodeBatchRequest,
  ZCreateCodeBatchResponse,
  ZExportAccessCodesRequest,
  ZListAccessCodesRequest,
  ZListAccessCodesResponse,
  ZRevokeAccessCodeResponse,
} from '@resona/contract';
import { ok } from '../../../lib/reply.ts';
import { okWith } from '../ok-with.ts';
import { sendCsv } from '../send-csv.ts';
import { exportCodes } from './export.ts';
import { createCodeBatch, listCodes, revokeCode } from './service.ts';

export async function accessCodeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'admin' } as const;

  app.post(
    API.adminAccessCodes,
    {
      config,
      schema: { body: ZCreateCodeBatchRequest, response: { 200: ZCreateCodeBatchResponse } },
    },
    async (request) => {
      const batch = await createCodeBatch(deps, request.body);
      return okWith(request, 'adminCodesCreated', { count: batch.codes.length }, batch);
    },
  );

  app.get(
    API.adminAccessCodes,
    {
      config,
      schema: { querystring: ZListAccessCodesRequest, response: { 200: ZListAccessCodesResponse } },
    },
    async (request) => {
      const { cohort_id, batch_id, cursor } = request.query;
      return ok(
        request,
        null,
        await listCodes(deps, { cohortId: cohort_id, batchId: batch_id, before: cursor }),
      );
    },
  );

  app.post(
    API.adminAccessCodeRevoke,
    { config, schema: { params: ZAdminIdParams, response: { 200: ZRevokeAccessCodeResponse } } },
    async (request) => {
      const code = await revokeCode(deps, request.params.id);
      return ok(request, 'adminCodeRevoked', { code });
    },
  );

  app.get(
    API.adminAccessCodesExport,
    { config, schema: { querystring: ZExportAccessCodesRequest } },
    async (request, reply) => {
      const { cohort_id, batch_id } = request.query;
      const stream = exportCodes(deps, { cohortId: cohort_id, batchId: batch_id });
      return sendCsv(reply, 'access-codes', deps.now(), stream);
    },
  );
}
