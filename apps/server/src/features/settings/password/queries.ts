import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { oneTimeTokens, sessions } from '../../../db/schema/index.ts';

/** Ends every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(db: Executor, userId: number, keepSessionId: number) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** A reset link mailed before the change must not set a password afterwards. */
export async function deleteOpenResetTokens(db: Executor, userId: number) {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'reset_password'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
