import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { sendCsv } from '../send-csv.ts';
import { exportAudit } from './export.ts';
import { listAudit } from './queries.ts';
import { recordExport } from './record-export.ts';

/** The audit trail: read a page at a time, or downloaded (which is itself on record). */
export async function auditLogRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminAuditLog, async (request) => {
    const { cursor, ...filter } = request.query;
    return ok(request, null, await listAudit(deps.db, filter, cursor));
  });

  registerCall(app, calls.adminAuditLogExport, async (request, reply) => {
    await recordExport(deps, consoleActor(request), 'audit-log', request.query);
    return sendCsv(reply, 'audit-log', deps.now(), exportAudit(deps, request.query));
  });
}
