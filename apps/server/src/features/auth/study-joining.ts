import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessCodeRedemptions,
  accessCodes,
  consentWithdrawals,
  studies,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who a study takes (issue 33, decision 108): a closed study keeps its data and takes nobody new;
 * a person takes part in one study at a time, so a code of another study waits until they have
 * withdrawn from the one they are in. A site code (no study) admits anyone.
 */
export async function assertStudyTakes(
  db: Executor,
  code: { studyId: number | null },
  userId: number | null,
) {
  if (code.studyId === null) return;
  const [study] = await db
    .select({ status: studies.status })
    .from(studies)
    .where(eq(studies.id, code.studyId));
  if (study?.status === 'closed') throw new AppError('INVALID_ACCESS_CODE', 'studyClosed');
  if (userId !== null && (await otherStudyOf(db, userId, code.studyId)) !== null) {
    throw new AppError('INVALID_ACCESS_CODE', 'alreadyInStudy');
  }
}

/** A study other than `studyId` the person joined by a code and has not withdrawn from. */
async function otherStudyOf(db: Executor, userId: number, studyId: number) {
  const [row] = await db
    .select({ studyId: accessCodes.studyId })
    .from(accessCodeRedemptions)
    .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.accessCodeId))
    .where(
      and(
        eq(accessCodeRedemptions.userId, userId),
        isNotNull(accessCodes.studyId),
        ne(accessCodes.studyId, studyId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(consentWithdrawals)
            .where(
              and(
                eq(consentWithdrawals.userId, userId),
                eq(consentWithdrawals.studyId, accessCodes.studyId),
              ),
            ),
        ),
      ),
    )
    .limit(1);
  return row?.studyId ?? null;
}
