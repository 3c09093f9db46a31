import type { TAdminExportKind } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { csvStream, keysetBatches } from '../../../lib/csv.ts';
import { cellsOf, header } from '../../../lib/columns.ts';
import { EXPORT_KINDS, exportColumns } from './kinds.ts';
import type { ExportScope } from './filters.ts';
import { pseudonymiser } from '../../../core/pseudonym.ts';

/**
 * One study export as a CSV stream: rows are read in keyset batches of 500 and written as they
 * come, so memory stays flat however large the study. The first column is the study's pseudonym;
 * the e-mail follows only when asked for. Header and cells come from the kind's columns, which are
 * its codebook too (decision 086).
 */
export function exportStudyData(deps: Deps, kind: TAdminExportKind, scope: ExportScope) {
  const spec = EXPORT_KINDS[kind];
  const columns = exportColumns(kind, scope.filter.include_email);
  const pseudonym = pseudonymiser(deps.config.dataDir, scope.studyId);
  const batches = keysetBatches((last, size) => spec.fetch(deps.db, scope, last, size));
  async function* rows() {
    for await (const batch of batches) {
      yield batch.flatMap((row) => {
        const named = {
          ...row,
          participant_id: pseudonym(row.user_id === null ? null : Number(row.user_id)),
        };
        return (spec.expand ? spec.expand(named) : [named]).map((r) => cellsOf(columns, r));
      });
    }
  }
  return csvStream(header(columns), rows());
}
