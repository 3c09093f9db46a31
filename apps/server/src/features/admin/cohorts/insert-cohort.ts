import type { Executor } from '../../../db/client.ts';
import { cohorts } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * A new cohort of the study and its audit row, in the caller's transaction. The name is unique
 * in the study whatever its case (the index on study and lower(name)); ON CONFLICT DO NOTHING says so without aborting the
 * transaction, and the researcher reads why on the field they typed it in.
 */
export async function insertCohort(
  tx: Executor,
  studyId: number,
  name: string,
  now: Date,
  actor: AuditActor,
  field: 'name' | 'cohort_name',
) {
  const [row] = await tx
    .insert(cohorts)
    .values({ studyId, name, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: cohorts.id });
  if (!row) {
    throw new AppError(
      'VALIDATION_ERROR',
      'adminCohortNameTaken',
      {},
      { [field]: 'adminCohortNameTaken' },
    );
  }
  const entry = { action: 'cohort.create' as const, target: `cohort:${row.id}`, after: { name } };
  await recordAudit(tx, actor, entry, now);
  return row.id;
}
