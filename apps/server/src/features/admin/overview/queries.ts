import { eq, gte, sql } from 'drizzle-orm';
import type { TAdminOverview } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { isParticipantRow } from '../../../db/participants.ts';
import { consentWithdrawals, exerciseHistory, users } from '../../../db/schema/index.ts';
import { assignmentsQuery, rowsOf } from '../assignments.ts';
import { minutesOf } from '../minutes.ts';
import { inCohort, participantScope } from '../scope.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The overview screen's figures, for a study's participants or one of its cohorts. */
export async function loadOverview(
  db: Executor,
  studyId: number,
  cohortId: number | undefined,
  now: Date,
): Promise<TAdminOverview> {
  const since = new Date(now.getTime() - WEEK_MS);
  const scope = participantScope(db, studyId, cohortId);
  const playedSince = sql`exists (select 1 from ${exerciseHistory} h where h.user_id = users.id and h.created_at >= ${since.toISOString()})`;
  const played = sql`exists (select 1 from ${exerciseHistory} h where h.user_id = users.id)`;
  const withdrew = sql`exists (select 1 from ${consentWithdrawals} w where w.user_id = users.id and w.study_id = ${studyId})`;
  const [people] = await db
    .select({
      signed_up: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${users.isVerified}))::int`,
      // Sign-up takes a code's use (decision 046), so "has a redemption" is everyone: access is
      // what a redeemed code gives, at verification for a cohort's code (decision 086).
      subscribed_or_coded: sql<number>`(count(*) filter (where ${users.isSubscribed}))::int`,
      surveyed: sql<number>`(count(*) filter (where ${users.isSurveyComplete}))::int`,
      calibrated: sql<number>`(count(*) filter (where ${users.isCalibrated}))::int`,
      first_session: sql<number>`(count(*) filter (where ${played}))::int`,
      active_7_days: sql<number>`(count(*) filter (where ${playedSince}))::int`,
      withdrawn: sql<number>`(count(*) filter (where ${withdrew}))::int`,
    })
    .from(users)
    .where(scope);

  const [time] = await db
    .select({
      total: sql<number>`coalesce(sum(${exerciseHistory.durationSeconds}), 0)::bigint`,
      week: sql<number>`coalesce(sum(${exerciseHistory.durationSeconds}) filter (where ${gte(exerciseHistory.createdAt, since)}), 0)::bigint`,
    })
    .from(exerciseHistory)
    .innerJoin(users, eq(users.id, exerciseHistory.userId))
    .where(scope);

  const today = now.toISOString().slice(0, 10);
  const cohortFilter = cohortId === undefined ? sql`true` : inCohort(db, sql`a.user_id`, cohortId);
  const [adherence] = rowsOf<{ due: number; done: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS due, count(done_at)::int AS done
      FROM (${assignmentsQuery(sql`p.study_id = ${studyId}`)}) a
      JOIN users u ON u.id = a.user_id AND ${isParticipantRow('u')}
      WHERE a.due_date <= ${today} AND ${cohortFilter}`),
  );
  const due = adherence?.due ?? 0;
  const done = adherence?.done ?? 0;
  return {
    participants: people!,
    minutes: {
      total: minutesOf(time?.total),
      last_7_days: minutesOf(time?.week),
    },
    adherence: { due, done, rate: due === 0 ? 0 : Math.round((done / due) * 1000) / 1000 },
  };
}
