import { and, asc, eq, sql } from 'drizzle-orm';
import type { TAdminArm } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import {
  allocationSequences,
  allocationTableRows,
  armAllocations,
  cohorts,
  plans,
  programs,
  randomisationSettings,
  studyArms,
} from '../../../db/schema/index.ts';

/**
 * The study's arms with their cohort's name, plan, programs and how many were allocated, oldest
 * first; with `id`, that arm only.
 */
export async function selectArms(db: Executor, studyId: number, id?: number): Promise<TAdminArm[]> {
  const rows = await db
    .select({
      id: studyArms.id,
      name: cohorts.name,
      cohortId: studyArms.cohortId,
      planId: studyArms.planId,
      planName: plans.planName,
      weight: studyArms.weight,
      programs: sql<
        string[]
      >`coalesce((select array_agg(p.title order by p.id) from ${programs} p where p.cohort_id = ${studyArms.cohortId}), '{}')`,
      allocated: sql<number>`(select count(*)::int from ${armAllocations} a where a.arm_id = ${studyArms.id})`,
    })
    .from(studyArms)
    .innerJoin(cohorts, eq(cohorts.id, studyArms.cohortId))
    .leftJoin(plans, eq(plans.id, studyArms.planId))
    .where(and(eq(studyArms.studyId, studyId), id === undefined ? undefined : eq(studyArms.id, id)))
    .orderBy(asc(studyArms.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    cohort_id: r.cohortId,
    plan_id: r.planId,
    plan_name: r.planName,
    programs: r.programs,
    weight: r.weight,
    allocated: r.allocated,
  }));
}

/**
 * The study's settings row; `lock` holds it until the transaction ends, so no allocation of the
 * study runs meanwhile.
 */
export async function readSettings(db: Executor, studyId: number, lock = false) {
  const query = db
    .select()
    .from(randomisationSettings)
    .where(eq(randomisationSettings.studyId, studyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Someone has been allocated in the study: from then on its arms and settings stay as they are. */
export async function allocationStarted(db: Executor, studyId: number) {
  const [row] = await db
    .select({ id: armAllocations.id })
    .from(armAllocations)
    .where(eq(armAllocations.studyId, studyId))
    .limit(1);
  return row !== undefined;
}

/**
 * Allocations made so far per stratum and arm, and the table rows each stratum has left. Only
 * what has happened: the next slot of a sequence is never read here.
 */
export async function selectStrata(db: Executor, studyId: number, withTable: boolean) {
  const counts = await db
    .select({
      stratum: armAllocations.stratum,
      armId: armAllocations.armId,
      allocated: sql<number>`count(*)::int`,
    })
    .from(armAllocations)
    .where(eq(armAllocations.studyId, studyId))
    .groupBy(armAllocations.stratum, armAllocations.armId);
  const left = withTable
    ? await db
        .select({ stratum: allocationTableRows.stratum, left: sql<number>`count(*)::int` })
        .from(allocationTableRows)
        .leftJoin(
          allocationSequences,
          and(
            eq(allocationSequences.studyId, allocationTableRows.studyId),
            eq(allocationSequences.stratum, allocationTableRows.stratum),
          ),
        )
        .where(
          and(
            eq(allocationTableRows.studyId, studyId),
            sql`${allocationTableRows.sequenceNumber} > coalesce(${allocationSequences.lastSequence}, 0)`,
          ),
        )
        .groupBy(allocationTableRows.stratum)
    : [];
  const names = [...new Set([...counts.map((c) => c.stratum), ...left.map((l) => l.stratum)])];
  return names.sort().map((stratum) => ({
    stratum,
    counts: counts
      .filter((c) => c.stratum === stratum)
      .map((c) => ({ arm_id: c.armId, allocated: c.allocated }))
      .sort((a, b) => a.arm_id - b.arm_id),
    table_rows_left: withTable ? (left.find((l) => l.stratum === stratum)?.left ?? 0) : null,
  }));
}

export async function countTableRows(db: Executor, studyId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(allocationTableRows)
    .where(eq(allocationTableRows.studyId, studyId));
  return row!.n;
}

/** Whether a batch of the study may randomise: its settings saved and at least two arms. */
export async function canRandomise(db: Executor, studyId: number) {
  const settings = await readSettings(db, studyId);
  const arms = await db
    .select({ id: studyArms.id })
    .from(studyArms)
    .where(eq(studyArms.studyId, studyId));
  return settings !== null && arms.length >= 2;
}
