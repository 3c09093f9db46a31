import type { Deps } from '../../../deps.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';

/**
 * Every download of data is on record with its filters (decision 079). A download only reads,
 * so its row is written on its own just before the file starts to stream. A download of one of
 * the site's own files (`site`) is in the site's trail, not a study's.
 */
export async function recordExport(
  deps: Deps,
  actor: AuditActor,
  kind: string,
  filters: Record<string, unknown>,
  site = false,
) {
  const after = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'export.download',
      target: `export:${kind}`,
      after,
      ...(site ? { studyId: null } : {}),
    },
    deps.now(),
  );
}
