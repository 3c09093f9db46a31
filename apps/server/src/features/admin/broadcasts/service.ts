import { and, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { consentWithdrawals, users } from '../../../db/schema/index.ts';
import type { AuditActor } from '../../../core/audit.ts';
import { sendBroadcast } from '../../notifications/index.ts';
import { participantScope, requireCohort } from '../scope.ts';

export interface StudyBroadcast {
  title: string;
  body: string;
  cohortId?: number | undefined;
}

/**
 * A study's broadcast reaches its own participants, all of them or one of its cohorts', and not
 * those who withdrew from it (decision 108): someone now in another study withdrew from this
 * one first, so it no longer reaches them. Another study's cohort is not found.
 */
export async function sendStudyBroadcast(
  deps: Deps,
  studyId: number,
  input: StudyBroadcast,
  actor: AuditActor,
) {
  const { cohortId, ...message } = input;
  if (cohortId !== undefined) await requireCohort(deps.db, studyId, cohortId);
  const stayed = sql`not exists (select 1 from ${consentWithdrawals} w
    where w.user_id = ${users.id} and w.study_id = ${studyId})`;
  const people = deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(participantScope(deps.db, studyId, cohortId), stayed));
  return sendBroadcast(
    deps,
    { ...message, ...(cohortId === undefined ? {} : { cohortId }) },
    actor,
    { select: people.getSQL() },
  );
}
