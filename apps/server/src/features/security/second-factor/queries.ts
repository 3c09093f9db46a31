import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  authenticators,
  pendingSignIns,
  recoveryCodes,
  sessions,
} from '../../../db/schema/index.ts';

export function findAuthenticator(db: Executor, userId: number) {
  return db
    .select()
    .from(authenticators)
    .where(eq(authenticators.userId, userId))
    .then((rows) => rows[0] ?? null);
}

/** A new secret waits beside the one in use (if any) until a code from it is confirmed. */
export async function savePendingSecret(db: Executor, userId: number, sealed: string, now: Date) {
  await db
    .insert(authenticators)
    .values({ userId, pendingSecret: sealed, pendingAt: now })
    .onConflictDoUpdate({
      target: authenticators.userId,
      set: { pendingSecret: sealed, pendingAt: now },
    });
}

/** The pending secret becomes the one in use; `step` is the code that confirmed it. */
export async function confirmPendingSecret(
  db: Executor,
  userId: number,
  pendingSecret: string,
  step: number,
  now: Date,
) {
  const rows = await db
    .update(authenticators)
    .set({
      secret: pendingSecret,
      confirmedAt: now,
      lastTimeStep: step,
      pendingSecret: null,
      pendingAt: null,
    })
    .where(and(eq(authenticators.userId, userId), eq(authenticators.pendingSecret, pendingSecret)))
    .returning({ userId: authenticators.userId });
  return rows.length > 0;
}

/**
 * Records that the code of `step` was used; false when it, or a later one, already was (two
 * sign-ins racing with one code: one wins).
 */
export async function useTimeStep(db: Executor, userId: number, step: number) {
  const rows = await db
    .update(authenticators)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(authenticators.userId, userId),
        or(isNull(authenticators.lastTimeStep), lt(authenticators.lastTimeStep, step)),
      ),
    )
    .returning({ userId: authenticators.userId });
  return rows.length > 0;
}

export async function deleteAuthenticator(db: Executor, userId: number) {
  const rows = await db
    .delete(authenticators)
    .where(eq(authenticators.userId, userId))
    .returning({ secret: authenticators.secret });
  return rows[0]?.secret != null;
}

export async function recoveryCodesLeft(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The account's codes, all of them replaced: the old ones stop working at once. */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  hashes: string[],
  now: Date,
) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0) {
    await db
      .insert(recoveryCodes)
      .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  }
}

/** Uses one code; false when it is not the account's or was used already (one use wins). */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** This session has now proved a second factor. */
export async function markSessionVerified(db: Executor, sessionId: number, now: Date) {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
}

export async function createPendingSignIn(
  db: Executor,
  values: typeof pendingSignIns.$inferInsert,
) {
  await db.insert(pendingSignIns).values(values);
}

export function findPendingSignIn(db: Executor, tokenHash: string) {
  return db
    .select()
    .from(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, tokenHash))
    .then((rows) => rows[0] ?? null);
}

/** One more wrong try; the row is gone once it has had `maxAttempts`. */
export async function countWrongTry(db: Executor, id: number, maxAttempts: number) {
  await db
    .update(pendingSignIns)
    .set({ attempts: sql`${pendingSignIns.attempts} + 1` })
    .where(eq(pendingSignIns.id, id));
  await db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.id, id), sql`${pendingSignIns.attempts} >= ${maxAttempts}`));
}

/** Gone once used: a second step is passed once. False when another request used it first. */
export async function deletePendingSignIn(db: Executor, id: number) {
  const rows = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.id, id))
    .returning({ id: pendingSignIns.id });
  return rows.length > 0;
}

export async function deleteExpiredPendingSignIns(db: Executor, now: Date) {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
}
