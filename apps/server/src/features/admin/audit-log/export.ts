import { AUDIT_ACTIONS } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { byLastRow, csvStream, keysetBatches } from '../../../lib/csv.ts';
import { cellsOf, column as col, header } from '../../../lib/columns.ts';
import { auditWhere, selectAudit, type AuditFilter, type AuditRow, type Trail } from './queries.ts';

/**
 * Who, in the file: the address today, "erased account" when it is gone, the command line, or
 * the study API token behind a download with its maker (decision 110).
 */
function actorCell(r: { source: string; actorEmail: string | null; actorName: string | null }) {
  if (r.source === 'command-line') return `command line${r.actorName ? ` (${r.actorName})` : ''}`;
  if (r.source === 'server') return 'Resona';
  const who = r.actorEmail ?? 'erased account';
  return r.source === 'api-token' ? `API token ${r.actorName ?? ''} (${who})` : who;
}

/** The file's columns and their codebook (decision 086). */
export const AUDIT_COLUMNS = [
  col<AuditRow>('id', 'integer', 'The entry, in the order written', (r) => r.id),
  col<AuditRow>('at', 'datetime', 'When the action happened (UTC)', (r) => r.at),
  col<AuditRow>('source', 'code', 'Where the action came from', (r) => r.source, {
    values: {
      console: 'the researcher console',
      'command-line': 'a command on the server',
      server: 'Resona itself (a safety alert)',
      'api-token': 'a program with a study API token',
    },
  }),
  col<AuditRow>(
    'actor_id',
    'integer',
    'The researcher’s account; empty from the command line',
    (r) => r.actorId,
  ),
  col<AuditRow>(
    'actor',
    'text',
    'The researcher’s address today, "erased account", "command line (user)", or "API token #id name (maker)"',
    actorCell,
  ),
  col<AuditRow>('action', 'code', 'What was done', (r) => r.action, {
    values: Object.fromEntries(AUDIT_ACTIONS.map((a) => [a, a.replace(/[.-]/g, ' ')])),
  }),
  col<AuditRow>(
    'target',
    'text',
    'What it was done to, as kind:id (cohort:12, export:sessions)',
    (r) => r.target,
  ),
  col<AuditRow>(
    'before',
    'long-text',
    'The state before, as JSON; empty for a new thing',
    (r) => r.before,
  ),
  col<AuditRow>(
    'after',
    'long-text',
    'The state after (a download: its filters), as JSON',
    (r) => r.after,
  ),
];

/** A trail as CSV, newest first, read in pages so a long history streams out. */
export function exportAudit(deps: Deps, trail: Trail, filter: AuditFilter) {
  const pages = keysetBatches(async (last, size) =>
    byLastRow(
      await selectAudit(deps.db, auditWhere(trail, filter, last ?? undefined), size),
      size,
      (r) => r.id,
    ),
  );
  async function* rows() {
    for await (const page of pages) yield page.map((r) => cellsOf(AUDIT_COLUMNS, r));
  }
  return csvStream(header(AUDIT_COLUMNS), rows());
}
