import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../../db/schema/index.ts';
import { hashToken } from '../../../lib/tokens.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
type Purpose = (typeof webauthnChallenges.$inferInsert)['purpose'];

export function userPasskeys(db: Executor, userId: number) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export function findPasskey(db: Executor, credentialId: string) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .then((rows) => rows[0] ?? null);
}

export async function insertPasskey(db: Executor, values: typeof passkeys.$inferInsert) {
  await db.insert(passkeys).values(values);
}

/** The counter moves only forward; false when another sign-in used a later one meanwhile. */
export async function usePasskey(db: Executor, id: number, counter: number, now: Date) {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(eq(passkeys.id, id))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Deletes one of the user's passkeys; what it was called, or null when there is no such one. */
export async function deletePasskey(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id, name: passkeys.name });
  return row ?? null;
}

export async function saveChallenge(
  db: Executor,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  expiresAt: Date,
) {
  await db
    .insert(webauthnChallenges)
    .values({ challengeHash: hashToken(challenge), purpose, userId, expiresAt });
}

/**
 * Uses a challenge up: true when it was handed out for this purpose (and this account, where it
 * names one) and has not expired. A challenge answers once.
 */
export async function takeChallenge(
  db: Executor,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  now: Date,
) {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challengeHash, hashToken(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: webauthnChallenges.userId });
  return rows.length > 0 && rows[0]!.userId === userId;
}

export async function deleteExpiredChallenges(db: Executor, now: Date) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}
