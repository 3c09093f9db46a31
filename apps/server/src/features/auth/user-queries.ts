import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Matches the unique index on lower(email), so the lookup is exact and indexed. */
const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** Marks the study pre-survey done; a second call keeps the first time. */
export async function markPresurveyCompleted(db: Executor, id: number, now: Date) {
  await db
    .update(users)
    .set({
      presurveyCompletedAt: sql`coalesce(${users.presurveyCompletedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, id));
}

/**
 * Counts a failed sign-in. Failures older than an hour are forgotten, so the lock-out is never
 * permanent; the increment is done by the database so parallel failures all count.
 */
export async function recordLoginFailure(db: Executor, id: number, now: Date, forgetBefore: Date) {
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`CASE WHEN ${users.lastFailedLoginAt} IS NULL OR ${users.lastFailedLoginAt} < ${forgetBefore.toISOString()}::timestamptz THEN 1 ELSE ${users.failedLogins} + 1 END`,
      lastFailedLoginAt: now,
    })
    .where(eq(users.id, id))
    .returning({ failedLogins: users.failedLogins });
  return row?.failedLogins ?? 0;
}

export const CLEAR_LOCKOUT = { failedLogins: 0, lastFailedLoginAt: null, loginBlockedUntil: null };
