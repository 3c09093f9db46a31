import { and, desc, eq, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import type { TAdminAccessCode } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import {
  accessCodeBatchCodes,
  accessCodeBatches,
  accessCodes,
  cohorts,
  plans,
  studyArms,
} from '../../../db/schema/index.ts';
import { isoOrNull } from '../scope.ts';

export interface CodeFilter {
  /** The study whose codes these are: the site's own codes (no study) are in no study's list. */
  studyId: number;
  cohortId?: number | undefined;
  batchId?: number | undefined;
  /** Ids below this one (the keyset of the list, newest first). */
  before?: number | undefined;
  ids?: number[];
}

const columns = {
  id: accessCodes.id,
  code: accessCodes.code,
  useLimit: accessCodes.useLimit,
  uses: accessCodes.uses,
  expiresAt: accessCodes.expiresAt,
  revokedAt: accessCodes.revokedAt,
  cohortId: accessCodes.cohortId,
  cohortName: cohorts.name,
  batchId: accessCodeBatchCodes.batchId,
  planName: plans.planName,
  createdAt: accessCodes.createdAt,
};

function where(db: Executor, filter: CodeFilter): SQL | undefined {
  return and(
    eq(accessCodes.studyId, filter.studyId),
    // An arm's own code is how its members join its cohort; nobody can redeem it (decision 083).
    notInArray(accessCodes.id, db.select({ id: studyArms.accessCodeId }).from(studyArms)),
    filter.cohortId === undefined ? undefined : eq(accessCodes.cohortId, filter.cohortId),
    filter.batchId === undefined ? undefined : eq(accessCodeBatchCodes.batchId, filter.batchId),
    filter.before === undefined ? undefined : lt(accessCodes.id, filter.before),
    filter.ids === undefined ? undefined : inArray(accessCodes.id, filter.ids),
  );
}

/** Codes with their cohort, batch and plan, newest first. */
export function selectCodes(db: Executor, filter: CodeFilter, limit: number) {
  return db
    .select(columns)
    .from(accessCodes)
    .leftJoin(cohorts, eq(cohorts.id, accessCodes.cohortId))
    .leftJoin(accessCodeBatchCodes, eq(accessCodeBatchCodes.accessCodeId, accessCodes.id))
    .leftJoin(accessCodeBatches, eq(accessCodeBatches.id, accessCodeBatchCodes.batchId))
    .leftJoin(plans, eq(plans.id, accessCodeBatches.planId))
    .where(where(db, filter))
    .orderBy(desc(accessCodes.id))
    .limit(limit);
}
export type CodeRow = Awaited<ReturnType<typeof selectCodes>>[number];

export function codeState(row: CodeRow, now: Date): TAdminAccessCode['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (row.uses >= row.useLimit) return 'used_up';
  return 'usable';
}

/** A code row as the console shows it (an explicit field list: nothing else leaks). */
export function presentCode(row: CodeRow, now: Date): TAdminAccessCode {
  return {
    id: row.id,
    code: row.code,
    use_limit: row.useLimit,
    uses: row.uses,
    expires_at: isoOrNull(row.expiresAt),
    revoked_at: isoOrNull(row.revokedAt),
    state: codeState(row, now),
    cohort_id: row.cohortId,
    cohort_name: row.cohortName,
    batch_id: row.batchId,
    plan_name: row.planName,
    created_at: row.createdAt.toISOString(),
  };
}
