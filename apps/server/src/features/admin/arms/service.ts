import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ZCreateArmRequest, ZSaveRandomisationRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import {
  accessCodes,
  allocationTableRows,
  plans,
  programItems,
  programs,
  randomisationSettings,
  studyArms,
} from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { sizesFit } from '../../../lib/permuted-blocks.ts';
import { uniqueCodes } from '../access-codes/service.ts';
import { insertCohort } from '../cohorts/insert-cohort.ts';
import { requireCohort } from '../scope.ts';
import {
  allocationStarted,
  countTableRows,
  readSettings,
  selectArms,
  selectStrata,
} from './queries.ts';

const refuse = (key: 'adminAllocationStarted' | 'adminBlockSizeMultiple', field?: string) =>
  new AppError('VALIDATION_ERROR', key, {}, field ? { [field]: key } : undefined);

/** What the console shows of the study's settings: never the seed. */
async function presentSettings(db: Executor, studyId: number) {
  const settings = await readSettings(db, studyId);
  return {
    saved: settings !== null,
    method: settings?.method ?? 'blocks',
    block_sizes: settings?.blockSizes ?? [],
    stratify_by: settings?.stratifyBy ?? 'none',
    table_rows: await countTableRows(db, studyId),
    started: await allocationStarted(db, studyId),
  };
}

export async function listArms(deps: Deps, studyId: number) {
  const randomisation = await presentSettings(deps.db, studyId);
  return {
    arms: await selectArms(deps.db, studyId),
    randomisation,
    strata: await selectStrata(deps.db, studyId, randomisation.method === 'table'),
  };
}

/**
 * Locks the settings (a row lock allocations share, decision 083) and refuses once someone has
 * been allocated: an arm or a block size changed midway would break the sequence's balance.
 */
async function lockUnstarted(tx: Executor, studyId: number) {
  const settings = await readSettings(tx, studyId, true);
  if (await allocationStarted(tx, studyId)) throw refuse('adminAllocationStarted');
  return settings;
}

/**
 * An arm on an existing or a new cohort, with its own unusable access code (membership of the
 * cohort is a redemption of it), the chosen program's cohort-wide items copied to the cohort,
 * and its plan, all in one transaction with the audit row.
 */
export async function createArm(
  deps: Deps,
  studyId: number,
  input: z.output<typeof ZCreateArmRequest>,
  actor: AuditActor,
) {
  const now = deps.now();
  if (input.cohort_id !== undefined) await requireCohort(deps.db, studyId, input.cohort_id);
  if (input.plan_id !== undefined) {
    const [plan] = await deps.db.select().from(plans).where(eq(plans.id, input.plan_id));
    if (!plan) throw notFound();
  }
  let source: typeof programs.$inferSelect | undefined;
  if (input.program_id !== undefined) {
    // The study's own program, or the seeded demo (no study) every study may start from.
    [source] = await deps.db
      .select()
      .from(programs)
      .where(
        and(
          eq(programs.id, input.program_id),
          or(eq(programs.studyId, studyId), isNull(programs.studyId)),
        ),
      );
    if (!source) throw notFound();
  }
  const id = await deps.db.transaction(async (tx) => {
    const settings = await lockUnstarted(tx, studyId);
    const arms = await tx.select().from(studyArms).where(eq(studyArms.studyId, studyId));
    const withNew = [...arms, { id: 0, weight: input.weight }];
    if (settings?.method === 'blocks' && !sizesFit(settings.blockSizes, withNew)) {
      throw refuse('adminBlockSizeMultiple', 'weight');
    }
    const cohortId =
      input.cohort_id ?? (await insertCohort(tx, studyId, input.name!, now, actor, 'name'));
    if (arms.some((a) => a.cohortId === cohortId)) {
      throw new AppError(
        'VALIDATION_ERROR',
        'adminCohortIsArm',
        {},
        { cohort_id: 'adminCohortIsArm' },
      );
    }
    const [code] = await tx
      .insert(accessCodes)
      .values({
        code: (await uniqueCodes(tx, 1))[0]!,
        cohortId,
        studyId,
        revokedAt: now,
        createdAt: now,
      })
      .returning({ id: accessCodes.id });
    const [arm] = await tx
      .insert(studyArms)
      .values({
        studyId,
        cohortId,
        accessCodeId: code!.id,
        planId: input.plan_id ?? null,
        weight: input.weight,
        createdAt: now,
      })
      .returning({ id: studyArms.id });
    let programId: number | null = null;
    if (source) {
      const [copy] = await tx
        .insert(programs)
        .values({
          title: source.title,
          studyId,
          cohortId,
          doneShare: source.doneShare,
          createdAt: now,
        })
        .returning({ id: programs.id });
      programId = copy!.id;
      await tx.execute(sql`
        INSERT INTO ${programItems} (program_id, exercise_id, due_date, rhythm, created_at)
        SELECT ${programId}, exercise_id, due_date, rhythm, ${now.toISOString()}::timestamptz
        FROM ${programItems} WHERE program_id = ${source.id} AND user_id IS NULL`);
    }
    const after = {
      cohort_id: cohortId,
      plan_id: input.plan_id ?? null,
      weight: input.weight,
      program_copied_from: source?.id ?? null,
      program_id: programId,
    };
    await recordAudit(tx, actor, { action: 'arm.create', target: `arm:${arm!.id}`, after }, now);
    return arm!.id;
  });
  return (await selectArms(deps.db, studyId, id))[0]!;
}

/**
 * Saves the randomisation. The seed is made once, on the first save, from the CSPRNG, and
 * kept: it is in no reply and no audit row. Changing the stratification empties an uploaded
 * table, whose strata were written for the old one.
 */
export async function saveRandomisation(
  deps: Deps,
  studyId: number,
  input: z.output<typeof ZSaveRandomisationRequest>,
  actor: AuditActor,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const settings = await lockUnstarted(tx, studyId);
    const arms = await tx.select().from(studyArms).where(eq(studyArms.studyId, studyId));
    if (input.method === 'blocks' && arms.length > 0 && !sizesFit(input.block_sizes, arms)) {
      throw refuse('adminBlockSizeMultiple', 'block_sizes');
    }
    const values = {
      method: input.method,
      blockSizes: input.block_sizes,
      stratifyBy: input.stratify_by,
      updatedAt: now,
    };
    if (settings && settings.stratifyBy !== input.stratify_by) {
      await tx.delete(allocationTableRows).where(eq(allocationTableRows.studyId, studyId));
    }
    await tx
      .insert(randomisationSettings)
      .values({ studyId, seed: randomBytes(32).toString('hex'), ...values })
      .onConflictDoUpdate({ target: randomisationSettings.studyId, set: values });
    const shown = (s: { method: string; blockSizes: number[]; stratifyBy: string }) => ({
      method: s.method,
      block_sizes: s.blockSizes,
      stratify_by: s.stratifyBy,
    });
    const entry = {
      action: 'randomisation.save' as const,
      target: 'randomisation',
      before: settings ? shown(settings) : null,
      after: shown(values),
    };
    await recordAudit(tx, actor, entry, now);
  });
  return presentSettings(deps.db, studyId);
}
