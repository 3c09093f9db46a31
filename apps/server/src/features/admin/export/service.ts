import type { TAdminExportKind } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { csvStream, keysetBatches, type CsvValue } from '../../../lib/csv.ts';
import { answerRows, EXPORT_KINDS } from './kinds.ts';
import type { ExportFilter } from './filters.ts';
import { pseudonymiser } from './pseudonym.ts';

/**
 * One study export as a CSV stream: rows are read in keyset batches of 500 and written as they
 * come, so memory stays flat however large the study. The first column is the pseudonym; the
 * e-mail follows only when asked for.
 */
export function exportStudyData(deps: Deps, kind: TAdminExportKind, filter: ExportFilter) {
  const spec = EXPORT_KINDS[kind];
  const pseudonym = pseudonymiser(deps.config.dataDir);
  const lead = filter.include_email ? ['participant_id', 'email'] : ['participant_id'];
  const batches = keysetBatches((last, size) => spec.fetch(deps.db, filter, last, size));
  async function* rows() {
    for await (const batch of batches) {
      yield batch.flatMap((row) => {
        const head: CsvValue[] = [pseudonym(row.user_id === null ? null : Number(row.user_id))];
        if (filter.include_email) head.push(row.email);
        const bodies = kind === 'survey-answers' ? answerRows(row) : [spec.cells(row)];
        return bodies.map((cells) => [...head, ...cells]);
      });
    }
  }
  return csvStream([...lead, ...spec.columns], rows());
}
