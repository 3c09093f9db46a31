import type { Deps } from '../../../deps.ts';
import { byLastRow, csvStream, keysetBatches } from '../../../lib/csv.ts';
import { auditWhere, selectAudit, type AuditFilter } from './queries.ts';

const HEADER = ['id', 'at', 'source', 'actor_id', 'actor', 'action', 'target', 'before', 'after'];

/** Who, in the file: the address today, "erased account" when it is gone, or the command line. */
function actorCell(r: { source: string; actorEmail: string | null; actorName: string | null }) {
  if (r.source === 'command-line') return `command line${r.actorName ? ` (${r.actorName})` : ''}`;
  return r.actorEmail ?? 'erased account';
}

/** The trail as CSV, newest first, read in pages so a long history streams out. */
export function exportAudit(deps: Deps, filter: AuditFilter) {
  const pages = keysetBatches(async (last, size) =>
    byLastRow(
      await selectAudit(deps.db, auditWhere(filter, last ?? undefined), size),
      size,
      (r) => r.id,
    ),
  );
  async function* rows() {
    for await (const page of pages) {
      yield page.map((r) => [
        r.id,
        r.at,
        r.source,
        r.actorId,
        actorCell(r),
        r.action,
        r.target,
        r.before,
        r.after,
      ]);
    }
  }
  return csvStream(HEADER, rows());
}
