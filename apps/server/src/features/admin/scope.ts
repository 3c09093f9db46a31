import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { isParticipantRow } from '../../db/participants.ts';
import type { Executor } from '../../db/client.ts';
import { accessCodeRedemptions, accessCodes, cohorts, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * Study figures count participants only: researchers' own accounts and the demo account would
 * skew them (decision 080).
 */
export const isParticipant = isParticipantRow('users');

/**
 * The user signed up with one of the codes `owner` names (its cohort or its study) or redeemed
 * one: how a person comes to be in a cohort or a study.
 */
function joinedThrough(
  db: Executor,
  userId: SQL | typeof users.id,
  owner: { column: 'cohort_id' | 'study_id'; id: number },
) {
  const column = owner.column === 'cohort_id' ? accessCodes.cohortId : accessCodes.studyId;
  const redeemed = exists(
    db
      .select({ one: sql`1` })
      .from(accessCodeRedemptions)
      .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.accessCodeId))
      .where(and(eq(accessCodeRedemptions.userId, userId), eq(column, owner.id))),
  );
  const signedUpWith = sql`exists (select 1 from ${users} su join ${accessCodes} sc on sc.id = su.signup_access_code_id where su.id = ${userId} and ${sql.identifier('sc')}.${sql.identifier(owner.column)} = ${owner.id})`;
  return or(redeemed, signedUpWith)!;
}

/**
 * The user signed up with a code of this cohort or redeemed one (that is what cohort membership
 * means): the cohort's funnel starts at sign-up, so drop-off before verification shows
 * (decision 086).
 */
export const inCohort = (db: Executor, userId: SQL | typeof users.id, cohortId: number) =>
  joinedThrough(db, userId, { column: 'cohort_id', id: cohortId });

/**
 * The user joined the study: signed up with one of its codes or redeemed one (decision 108). A
 * person who withdrew and joined another study stays in this one's data for what they did here.
 */
export const inStudy = (db: Executor, userId: SQL | typeof users.id, studyId: number) =>
  joinedThrough(db, userId, { column: 'study_id', id: studyId });

/** A study's participants, all or one of its cohorts'. */
export function participantScope(db: Executor, studyId: number, cohortId: number | undefined) {
  const ofStudy = and(isParticipant, inStudy(db, users.id, studyId));
  return cohortId === undefined ? ofStudy : and(ofStudy, inCohort(db, users.id, cohortId));
}

/** The cohort of an id from a request, or 404: another study's cohort does not exist here. */
export async function requireCohort(db: Executor, studyId: number, cohortId: number) {
  const [row] = await db
    .select()
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.studyId, studyId)));
  if (!row) throw notFound();
  return row;
}

/** ISO text of a timestamp for replies. */
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
