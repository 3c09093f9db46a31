import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import type { Deps } from '../../../deps.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { recordExport } from '../audit-log/record-export.ts';
import { requestStudy } from '../request-study.ts';
import { sendCsv } from '../send-csv.ts';
import { buildCodebook, codebookCsv, codebookHtml, type CodebookName } from './codebook.ts';

/**
 * One codebook, as CSV or as a page to read, its download on record: in the study's trail, or
 * (`studyId` null) in the site's, for the site's own files.
 */
async function sendCodebook(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  { name, format, studyId }: { name: CodebookName; format: 'csv' | 'html'; studyId: number | null },
) {
  await recordExport(deps, consoleActor(request), `codebook:${name}`, { format }, studyId === null);
  const entries = await buildCodebook(deps.db, studyId, name);
  const now = deps.now();
  if (format === 'csv') return sendCsv(reply, `codebook-${name}`, now, codebookCsv(entries));
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="resona-codebook-${name}-${now.toISOString().slice(0, 10)}.html"`,
    )
    .send(codebookHtml(name, entries, now));
}

/** The codebook of each console file: a study's files, and the site administrator's own. */
export async function codebookRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminCodebook, async (request, reply) =>
    sendCodebook(deps, request, reply, {
      name: request.params.name,
      format: request.query.format,
      studyId: requestStudy(request),
    }),
  );

  registerCall(app, calls.adminSiteCodebook, async (request, reply) =>
    sendCodebook(deps, request, reply, {
      name: request.params.name,
      format: request.query.format,
      studyId: null,
    }),
  );
}
