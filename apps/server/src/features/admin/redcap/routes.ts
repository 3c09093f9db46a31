import type { FastifyInstance } from 'fastify';
import { calls } from '@resona/contract/calls';
import { consoleActor } from '../../../core/audit.ts';
import { csvDocument } from '../../../lib/csv.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { refuseEmailToAnalyst } from '../api-tokens/pseudonymous.ts';
import { recordExport } from '../audit-log/record-export.ts';
import { requestStudy } from '../request-study.ts';
import { requireCohort } from '../scope.ts';
import { sendCsv } from '../send-csv.ts';
import { dictionaryRows, REDCAP_DICTIONARY_HEADER, redcapFields } from './dictionary.ts';
import { redcapRecords } from './records.ts';

/** The REDCap pair: the data dictionary and its records, each download on record. */
export async function redcapRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerCall(app, calls.adminRedcap, async (request, reply) => {
    const { file } = request.params;
    const filter = request.query;
    const studyId = requestStudy(request);
    refuseEmailToAnalyst(request, filter.include_email);
    if (filter.cohort_id !== undefined) await requireCohort(deps.db, studyId, filter.cohort_id);
    await recordExport(deps, consoleActor(request), `redcap-${file}`, filter);
    if (file === 'dictionary') {
      const fields = await redcapFields(deps.db, studyId, filter.include_email);
      const doc = csvDocument([[...REDCAP_DICTIONARY_HEADER], ...dictionaryRows(fields)]);
      return sendCsv(reply, 'redcap-dictionary', deps.now(), doc);
    }
    return sendCsv(
      reply,
      'redcap-records',
      deps.now(),
      await redcapRecords(deps, { studyId, filter }),
    );
  });
}
