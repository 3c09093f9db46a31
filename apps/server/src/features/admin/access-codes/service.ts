import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ZCreateCodeBatchRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import {
  accessCodeBatchCodes,
  accessCodeBatches,
  accessCodes,
  plans,
} from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { generateAccessCode } from '../../auth/index.ts';
import { requireCohort } from '../scope.ts';
import { insertCohort } from '../cohorts/insert-cohort.ts';
import { canRandomise } from '../arms/queries.ts';
import { presentCode, selectCodes, type CodeFilter } from './queries.ts';

type BatchInput = z.output<typeof ZCreateCodeBatchRequest>;

/** Fresh codes that exist nowhere yet; a clash with an existing code (1 in 10^11) is retried. */
export async function uniqueCodes(db: Executor, count: number) {
  const codes = new Set<string>();
  while (codes.size < count) {
    const wanted = Array.from({ length: count - codes.size }, generateAccessCode);
    const taken = await db
      .select({ code: accessCodes.code })
      .from(accessCodes)
      .where(inArray(sql`upper(${accessCodes.code})`, wanted));
    const clash = new Set(taken.map((t) => t.code.toUpperCase()));
    for (const code of wanted) if (!clash.has(code)) codes.add(code);
  }
  return [...codes];
}

/**
 * Makes a batch of codes (random from the CSPRNG behind `randomInt`, in the unambiguous
 * alphabet of auth/access-code-queries) and, when asked, its new cohort, all in one transaction.
 */
export async function createCodeBatch(
  deps: Deps,
  studyId: number,
  input: BatchInput,
  actor: AuditActor,
) {
  const now = deps.now();
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt <= now) {
    throw new AppError(
      'VALIDATION_ERROR',
      'adminExpiryPast',
      {},
      { expires_at: 'adminExpiryPast' },
    );
  }
  if (input.cohort_id !== undefined) await requireCohort(deps.db, studyId, input.cohort_id);
  if (input.randomise && !(await canRandomise(deps.db, studyId))) {
    throw new AppError(
      'VALIDATION_ERROR',
      'adminRandomiseNeedsArms',
      {},
      { randomise: 'adminRandomiseNeedsArms' },
    );
  }
  if (input.plan_id !== undefined) {
    const [plan] = await deps.db
      .select({ id: plans.id })
      .from(plans)
      .where(eq(plans.id, input.plan_id));
    if (!plan) throw notFound();
  }
  const ids = await deps.db.transaction(async (tx) => {
    let cohortId = input.cohort_id ?? null;
    if (input.cohort_name !== undefined) {
      cohortId = await insertCohort(tx, studyId, input.cohort_name, now, actor, 'cohort_name');
    }
    const [batch] = await tx
      .insert(accessCodeBatches)
      .values({
        studyId,
        cohortId,
        planId: input.plan_id ?? null,
        count: input.count,
        useLimit: input.use_limit,
        expiresAt,
        randomise: input.randomise,
        createdAt: now,
      })
      .returning({ id: accessCodeBatches.id });
    const rows = await tx
      .insert(accessCodes)
      .values(
        (await uniqueCodes(tx, input.count)).map((code) => ({
          code,
          useLimit: input.use_limit,
          expiresAt,
          cohortId,
          studyId,
          createdAt: now,
        })),
      )
      .returning({ id: accessCodes.id });
    await tx
      .insert(accessCodeBatchCodes)
      .values(rows.map((r) => ({ accessCodeId: r.id, batchId: batch!.id })));
    const after = {
      count: input.count,
      use_limit: input.use_limit,
      expires_at: expiresAt?.toISOString() ?? null,
      cohort_id: cohortId,
      plan_id: input.plan_id ?? null,
      randomise: input.randomise,
    };
    await recordAudit(
      tx,
      actor,
      { action: 'access-codes.create', target: `batch:${batch!.id}`, after },
      now,
    );
    return { batchId: batch!.id, cohortId };
  });
  const codes = await selectCodes(deps.db, { studyId, batchId: ids.batchId }, input.count);
  return {
    batch_id: ids.batchId,
    cohort_id: ids.cohortId,
    codes: codes.map((c) => presentCode(c, now)),
  };
}

export const CODE_PAGE = 100;

export async function listCodes(deps: Deps, filter: Omit<CodeFilter, 'ids'>) {
  const now = deps.now();
  const rows = await selectCodes(deps.db, filter, CODE_PAGE + 1);
  const page = rows.slice(0, CODE_PAGE);
  return {
    codes: page.map((r) => presentCode(r, now)),
    next_cursor: rows.length > CODE_PAGE ? page[page.length - 1]!.id : null,
  };
}

/**
 * Revoking keeps the uses and the redemptions: who joined with the code stays on record. Another
 * study's code, or a site code, is not found.
 */
export async function revokeCode(deps: Deps, studyId: number, id: number, actor: AuditActor) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const revoked = await tx
      .update(accessCodes)
      .set({ revokedAt: now })
      .where(
        and(
          eq(accessCodes.id, id),
          eq(accessCodes.studyId, studyId),
          isNull(accessCodes.revokedAt),
        ),
      )
      .returning({ code: accessCodes.code });
    // Revoking a revoked code changes nothing, so it records nothing.
    if (revoked.length === 0) return;
    const entry = {
      action: 'access-code.revoke' as const,
      target: `access-code:${id}`,
      before: { code: revoked[0]!.code, revoked_at: null },
      after: { code: revoked[0]!.code, revoked_at: now.toISOString() },
    };
    await recordAudit(tx, actor, entry, now);
  });
  const [row] = await selectCodes(deps.db, { studyId, ids: [id] }, 1);
  if (!row) throw notFound();
  return presentCode(row, now);
}
