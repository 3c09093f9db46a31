import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { isParticipantRow } from '../../db/participants.ts';
import type { Executor } from '../../db/client.ts';
import { accessCodeRedemptions, accessCodes, cohorts, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * Study figures count participants only: researchers' own accounts and the demo account would
 * skew them (decision 080).
 */
export const isParticipant = isParticipantRow('users');

/** The user redeemed a code of this cohort (that is what cohort membership means). */
export function inCohort(db: Executor, userId: SQL | typeof users.id, cohortId: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(accessCodeRedemptions)
      .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.accessCodeId))
      .where(and(eq(accessCodeRedemptions.userId, userId), eq(accessCodes.cohortId, cohortId))),
  );
}

/** Participants, all or one cohort's. */
export function participantScope(db: Executor, cohortId: number | undefined) {
  return cohortId === undefined
    ? isParticipant
    : and(isParticipant, inCohort(db, users.id, cohortId));
}

/** The cohort of an id from a request, or 404. */
export async function requireCohort(db: Executor, cohortId: number) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId));
  if (!row) throw notFound();
  return row;
}

/** ISO text of a timestamp for replies. */
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
