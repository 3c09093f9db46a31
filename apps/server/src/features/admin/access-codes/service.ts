import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ZCreateCodeBatchRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import {
  accessCodeBatchCodes,
  accessCodeBatches,
  accessCodes,
  cohorts,
  plans,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { generateAccessCode } from '../../auth/index.ts';
import { requireCohort } from '../scope.ts';
import { presentCode, selectCodes } from './queries.ts';

type BatchInput = z.output<typeof ZCreateCodeBatchRequest>;

/** Fresh codes that exist nowhere yet; a clash with an existing code (1 in 10^11) is retried. */
async function uniqueCodes(db: Executor, count: number) {
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
export async function createCodeBatch(deps: Deps, input: BatchInput) {
  const now = deps.now();
  if (input.cohort_id !== undefined) await requireCohort(deps.db, input.cohort_id);
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
      const [cohort] = await tx
        .insert(cohorts)
        .values({ name: input.cohort_name, createdAt: now })
        .returning({ id: cohorts.id });
      cohortId = cohort!.id;
    }
    const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
    const [batch] = await tx
      .insert(accessCodeBatches)
      .values({
        cohortId,
        planId: input.plan_id ?? null,
        count: input.count,
        useLimit: input.use_limit,
        expiresAt,
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
          createdAt: now,
        })),
      )
      .returning({ id: accessCodes.id });
    await tx
      .insert(accessCodeBatchCodes)
      .values(rows.map((r) => ({ accessCodeId: r.id, batchId: batch!.id })));
    return { batchId: batch!.id, cohortId };
  });
  const codes = await selectCodes(deps.db, { batchId: ids.batchId }, input.count);
  return {
    batch_id: ids.batchId,
    cohort_id: ids.cohortId,
    codes: codes.map((c) => presentCode(c, now)),
  };
}

export const CODE_PAGE = 100;

export async function listCodes(
  deps: Deps,
  filter: {
    cohortId?: number | undefined;
    batchId?: number | undefined;
    before?: number | undefined;
  },
) {
  const now = deps.now();
  const rows = await selectCodes(deps.db, filter, CODE_PAGE + 1);
  const page = rows.slice(0, CODE_PAGE);
  return {
    codes: page.map((r) => presentCode(r, now)),
    next_cursor: rows.length > CODE_PAGE ? page[page.length - 1]!.id : null,
  };
}

/** Revoking keeps the uses and the redemptions: who joined with the code stays on record. */
export async function revokeCode(deps: Deps, id: number) {
  const now = deps.now();
  await deps.db
    .update(accessCodes)
    .set({ revokedAt: now })
    .where(and(eq(accessCodes.id, id), isNull(accessCodes.revokedAt)));
  const [row] = await selectCodes(deps.db, { ids: [id] }, 1);
  if (!row) throw notFound();
  return presentCode(row, now);
}
