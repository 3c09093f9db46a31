import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';

/** The user's sessions, the most recently used first. */
export function userSessions(db: Executor, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one of the user's sessions; false when the user has no such session. */
export async function deleteUserSession(db: Executor, userId: number, sessionId: number) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
