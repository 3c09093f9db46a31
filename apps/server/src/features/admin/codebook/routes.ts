import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { recordExport } from '../audit-log/record-export.ts';
import { requestStudy } from '../request-study.ts';
import { sendCsv } from '../send-csv.ts';
import { buildCodebook, codebookCsv, codebookHtml } from './codebook.ts';

/** The codebook of each console file, as CSV or as a page to read; each download on record. */
export async function codebookRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminCodebook, async (request, reply) => {
    const { name } = request.params;
    const { format } = request.query;
    await recordExport(deps, consoleActor(request), `codebook:${name}`, { format });
    const entries = await buildCodebook(deps.db, requestStudy(request), name);
    const now = deps.now();
    if (format === 'csv') return sendCsv(reply, `codebook-${name}`, now, codebookCsv(entries));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="resona-codebook-${name}-${now.toISOString().slice(0, 10)}.html"`,
      )
      .send(codebookHtml(name, entries, now));
  });
}
