import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TAdminCohort, TAdminPlan } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import {
  accessCodeRedemptions,
  accessCodes,
  cohorts,
  FIRST_STUDY_ID,
  exerciseHistory,
  planWhitelist,
  plans,
  studyArms,
  users,
} from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { notFound } from '../../../lib/app-error.ts';
import { insertCohort } from './insert-cohort.ts';
import { requireCohort } from '../scope.ts';

const memberCount = sql<number>`(select count(distinct r.user_id)::int from ${accessCodeRedemptions} r
  join ${accessCodes} c on c.id = r.access_code_id where c.cohort_id = cohorts.id)`;
// An arm's own code is not one to hand out (decision 083), so it is not counted.
const codeCount = sql<number>`(select count(*)::int from ${accessCodes} c where c.cohort_id = cohorts.id
  and c.id not in (select a.access_code_id from ${studyArms} a))`;

async function selectCohorts(db: Executor, id?: number): Promise<TAdminCohort[]> {
  const rows = await db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      createdAt: cohorts.createdAt,
      members: memberCount,
      codes: codeCount,
    })
    .from(cohorts)
    .where(id === undefined ? undefined : eq(cohorts.id, id))
    .orderBy(desc(cohorts.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    created_at: r.createdAt.toISOString(),
    members: r.members,
    codes: r.codes,
  }));
}

export const listCohorts = (deps: Deps) => selectCohorts(deps.db);

export async function createCohort(deps: Deps, name: string, actor: AuditActor) {
  const id = await deps.db.transaction((tx) =>
    insertCohort(tx, FIRST_STUDY_ID, name, deps.now(), actor, 'name'),
  );
  return (await selectCohorts(deps.db, id))[0]!;
}

/**
 * The people who redeemed a code of the cohort, with the code and when, first redemption
 * first. Someone who redeemed two codes of one cohort is listed once, with the first.
 */
export async function cohortMembers(deps: Deps, cohortId: number) {
  await requireCohort(deps.db, FIRST_STUDY_ID, cohortId);
  const rows = await deps.db
    .selectDistinctOn([accessCodeRedemptions.userId], {
      userId: users.id,
      email: users.email,
      code: accessCodes.code,
      redeemedAt: accessCodeRedemptions.createdAt,
      isVerified: users.isVerified,
      isSurveyComplete: users.isSurveyComplete,
      isCalibrated: users.isCalibrated,
      sessions: sql<number>`(select count(*)::int from ${exerciseHistory} h where h.user_id = users.id)`,
    })
    .from(accessCodeRedemptions)
    .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.accessCodeId))
    .innerJoin(users, eq(users.id, accessCodeRedemptions.userId))
    .where(eq(accessCodes.cohortId, cohortId))
    .orderBy(accessCodeRedemptions.userId, asc(accessCodeRedemptions.createdAt));
  const cohort = (await selectCohorts(deps.db, cohortId))[0]!;
  const members = rows
    .sort((a, b) => a.redeemedAt.getTime() - b.redeemedAt.getTime() || a.userId - b.userId)
    .map((r) => ({
      user_id: r.userId,
      email: r.email,
      code: r.code,
      redeemed_at: r.redeemedAt.toISOString(),
      is_verified: r.isVerified,
      is_survey_complete: r.isSurveyComplete,
      is_calibrated: r.isCalibrated,
      sessions: r.sessions,
    }));
  return { cohort, members };
}

async function selectPlans(db: Executor, id?: number): Promise<TAdminPlan[]> {
  const rows = await db
    .select({ id: plans.id, name: plans.planName, type: plans.planType, state: plans.state })
    .from(plans)
    .where(id === undefined ? undefined : eq(plans.id, id))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  if (rows.length === 0) return [];
  const listed = await db
    .select({ planId: planWhitelist.planId, email: planWhitelist.email })
    .from(planWhitelist)
    .where(id === undefined ? undefined : eq(planWhitelist.planId, id))
    .orderBy(asc(planWhitelist.email));
  return rows.map((p) => ({
    id: p.id,
    plan_name: p.name,
    plan_type: p.type,
    state: p.state,
    whitelist: listed.filter((w) => w.planId === p.id).map((w) => w.email),
  }));
}

export const listPlans = (deps: Deps) => selectPlans(deps.db);

async function requirePlan(db: Executor, planId: number) {
  const [plan] = await selectPlans(db, planId);
  if (!plan) throw notFound();
  return plan;
}

/**
 * Changes a plan's whitelist and records the list before and after, in one transaction; the
 * plan row is locked so two researchers' changes are recorded in the order they happened.
 */
async function changeWhitelist(
  deps: Deps,
  planId: number,
  actor: AuditActor,
  action: 'whitelist.add' | 'whitelist.remove',
  change: (tx: Executor) => Promise<unknown>,
) {
  await requirePlan(deps.db, planId);
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for('update');
    const before = (await requirePlan(tx, planId)).whitelist;
    await change(tx);
    const after = (await requirePlan(tx, planId)).whitelist;
    const entry = {
      action,
      target: `plan:${planId}`,
      before: { whitelist: before },
      after: { whitelist: after },
    };
    await recordAudit(tx, actor, entry, deps.now());
  });
  return requirePlan(deps.db, planId);
}

/** Adds addresses to a plan's whitelist in one statement; ones already there stay once. */
export function addToWhitelist(deps: Deps, planId: number, emails: string[], actor: AuditActor) {
  const unique = [...new Set(emails)];
  return changeWhitelist(deps, planId, actor, 'whitelist.add', (tx) =>
    tx
      .insert(planWhitelist)
      .values(unique.map((email) => ({ planId, email, createdAt: deps.now() })))
      .onConflictDoNothing(),
  );
}

export function removeFromWhitelist(deps: Deps, planId: number, email: string, actor: AuditActor) {
  return changeWhitelist(deps, planId, actor, 'whitelist.remove', (tx) =>
    tx
      .delete(planWhitelist)
      .where(and(eq(planWhitelist.planId, planId), sql`lower(${planWhitelist.email}) = ${email}`)),
  );
}
