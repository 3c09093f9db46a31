import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Executor } from '../../db/client.ts';
import { accessCodeRedemptions, accessCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { applyBatchPlan, normaliseCode, redeemAccessCode } from './access-code-queries.ts';
import { allocateArm } from './arm-allocation.ts';
import { assertStudyTakes } from './study-joining.ts';
import { findUserById, updateUser } from './user-queries.ts';
import { sessionsChanged } from '../../core/session-changes.ts';

const invalidCode = () => new AppError('INVALID_ACCESS_CODE', 'invalidAccessCode');

async function alreadyRedeemed(deps: Deps, code: string, userId: number) {
  const [row] = await deps.db
    .select({ id: accessCodeRedemptions.id })
    .from(accessCodeRedemptions)
    .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.accessCodeId))
    .where(
      and(
        eq(accessCodeRedemptions.userId, userId),
        sql`upper(${accessCodes.code}) = ${normaliseCode(code)}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * finish-signup: redeems an access code for the signed-in user and subscribes them, in one
 * transaction. The conditional UPDATE inside redeemAccessCode is the race guard; the cohort
 * comes with the redemption row. Sending the same code again is answered as success without
 * taking a second use, so a double click does not spend a multi-use code twice.
 */
export async function finishSignup(deps: Deps, userId: number, code: string) {
  const now = deps.now();
  if (await alreadyRedeemed(deps, code, userId)) {
    const user = await updateUser(deps.db, userId, { isSubscribed: true, updatedAt: now });
    await sessionsChanged(deps, deps.db, userId);
    return user;
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const taken = await redeemAccessCode(tx, code, userId, now);
      if (!taken) throw invalidCode();
      // Refused after the use is taken, so a refusal rolls the use back with it.
      await assertStudyTakes(tx, taken, userId);
      const user = await updateUser(tx, userId, { isSubscribed: true, updatedAt: now });
      await sessionsChanged(deps, tx, userId);
      // A code from a console batch with a plan whitelists the redeemer for it (issue 10).
      await applyBatchPlan(tx, taken.id, user.email);
      await allocateArm(tx, { accessCodeId: taken.id, userId, at: now });
      return user;
    });
  } catch (error) {
    // The same user redeeming one code twice at once: the unique index lets one through.
    if (isUniqueViolation(error)) {
      const user = await findUserById(deps.db, userId);
      if (user) return user;
    }
    throw error;
  }
}

/**
 * At verification, a study participant's sign-up code is the one redeemed: a code of a cohort
 * gives access then, so the participant is not asked to type it again at /algorithm
 * (decision 086). Sign-up already took the code's use and recorded the redemption (decision
 * 046); an account from before that is redeemed now if the code still has a use. A code with no
 * cohort is an invitation only and leaves the account on the plans page, as before.
 */
export async function redeemSignupCode(
  tx: Executor,
  user: { id: number; email: string; signupAccessCodeId: number | null },
  now: Date,
) {
  if (user.signupAccessCodeId === null) return false;
  const [code] = await tx
    .select({ id: accessCodes.id, code: accessCodes.code, cohortId: accessCodes.cohortId })
    .from(accessCodes)
    .where(eq(accessCodes.id, user.signupAccessCodeId));
  if (!code || code.cohortId === null) return false;
  const [redeemed] = await tx
    .select({ id: accessCodeRedemptions.id })
    .from(accessCodeRedemptions)
    .where(
      and(
        eq(accessCodeRedemptions.userId, user.id),
        eq(accessCodeRedemptions.accessCodeId, code.id),
      ),
    );
  if (!redeemed) {
    const taken = await redeemAccessCode(tx, code.code, user.id, now);
    if (!taken) return false;
    await applyBatchPlan(tx, taken.id, user.email);
  }
  return true;
}
