import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { exportEarlyAccess, listEarlyAccess } from '../../early-access/index.ts';
import { recordExport } from '../audit-log/record-export.ts';
import { sendCsv } from '../send-csv.ts';

/** The addresses left on the promo pages, as a list and as CSV (access 'admin'). */
export async function earlyAccessAdminRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminEarlyAccess, async (request) =>
    ok(request, null, await listEarlyAccess(deps, request.query.cursor)),
  );

  registerCall(app, calls.adminEarlyAccessExport, async (request, reply) => {
    await recordExport(deps, consoleActor(request), 'early-access', {}, true);
    return sendCsv(reply, 'early-access', deps.now(), exportEarlyAccess(deps));
  });
}
