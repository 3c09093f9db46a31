import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { ok } from '../../../lib/reply.ts';
import { requestStudy } from '../request-study.ts';
import { sendCsv } from '../send-csv.ts';
import { exportAudit } from './export.ts';
import { listAudit } from './queries.ts';
import { recordExport } from './record-export.ts';

/**
 * The study's audit trail: read a page at a time, or downloaded (which is itself on record);
 * its monitor reads it too. The site's own trail, the same way, is the site administrator's.
 */
export async function auditLogRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminAuditLog, async (request) => {
    const { cursor, ...filter } = request.query;
    return ok(request, null, await listAudit(deps.db, requestStudy(request), filter, cursor));
  });

  registerCall(app, calls.adminAuditLogExport, async (request, reply) => {
    await recordExport(deps, consoleActor(request), 'audit-log', request.query);
    return sendCsv(
      reply,
      'audit-log',
      deps.now(),
      exportAudit(deps, requestStudy(request), request.query),
    );
  });

  registerCall(app, calls.adminSiteAuditLog, async (request) => {
    const { cursor, ...filter } = request.query;
    return ok(request, null, await listAudit(deps.db, null, filter, cursor));
  });

  registerCall(app, calls.adminSiteAuditLogExport, async (request, reply) => {
    await recordExport(deps, consoleActor(request), 'site-audit-log', request.query, true);
    return sendCsv(reply, 'site-audit-log', deps.now(), exportAudit(deps, null, request.query));
  });
}
