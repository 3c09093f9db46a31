import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { SessionCache } from './session-cache.ts';

/** SECURITY.md: idle 30 days, absolute 90 days for a daily-use app. */
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 3600 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export async function createSession(
  db: Executor,
  input: {
    userId: number;
    deviceId?: string;
    deviceType?: number;
    userAgent?: string | null;
    firebaseToken?: string | null;
    /** Signed in with a second factor: the researcher console opens (issue 32). */
    secondFactor?: boolean;
  },
  now: Date,
) {
  const token = newToken();
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    deviceId: input.deviceId,
    deviceType: input.deviceType,
    userAgent: input.userAgent,
    firebaseToken: input.firebaseToken,
    secondFactorAt: input.secondFactor ? now : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

type SessionRow = { session: typeof sessions.$inferSelect; user: SessionUser };

/** Each app's own cache of recently seen sessions (decisions 042, 064). */
export type RecentSessions = SessionCache<SessionRow>;
export const newSessionCache = (): RecentSessions => new SessionCache<SessionRow>();

export type SessionLookup =
  | { status: 'valid'; sessionId: number; secondFactorAt: Date | null; user: SessionUser }
  | { status: 'expired' }
  | { status: 'unknown' };

/**
 * Resolves a bearer token, from the app's cache when it can; expired sessions are deleted on
 * sight. Another server finds them expired by the same rule, so neither needs telling.
 */
export async function findSession(
  db: Database,
  cache: RecentSessions,
  token: string,
  now: Date,
): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const row = cache.get(tokenHash) ?? (await lookUpSession(db, cache, tokenHash));
  if (!row) return { status: 'unknown' };
  const idleLimit = new Date(now.getTime() - SESSION_IDLE_MS);
  if (row.session.expiresAt <= now || row.session.lastSeenAt <= idleLimit) {
    cache.forget(tokenHash);
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return { status: 'expired' };
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    cache.forget(tokenHash);
  }
  return {
    status: 'valid',
    sessionId: row.session.id,
    secondFactorAt: row.session.secondFactorAt,
    user: { ...row.user },
  };
}

/** Runs before signed-in calls the cache cannot answer: one prepared, indexed query. */
async function lookUpSession(db: Database, cache: RecentSessions, tokenHash: string) {
  const generation = cache.begin();
  const lookup = prepared(db, 'find_session', (executor) =>
    executor
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('find_session'),
  );
  const [row] = await lookup.execute({ tokenHash });
  if (row) cache.store(tokenHash, row, generation);
  return row;
}

export async function deleteSession(db: Executor, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere, or everywhere but the session named; returns how many ended. */
export async function deleteUserSessions(db: Executor, userId: number, exceptSessionId?: number) {
  const ended = await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

export async function deleteExpiredSessions(db: Executor, now: Date) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
