import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type TokenPurpose =
  'verify_email' | 'reset_password' | 'study_pre' | 'study_mid' | 'study_post';

const HOUR_MS = 3600 * 1000;
/**
 * SECURITY.md: verification links live 24 h, reset links 1 h. A study survey link a week: a
 * questionnaire is answered when the participant has a quiet moment (decision 044).
 */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: HOUR_MS,
  study_pre: 7 * 24 * HOUR_MS,
  study_mid: 7 * 24 * HOUR_MS,
  study_post: 7 * 24 * HOUR_MS,
};

/**
 * A new single-use token for a user; a questionnaire link's names its study. Older unused tokens
 * of the same purpose are closed first (marked used), so only the newest link in someone's inbox
 * works.
 */
export async function issueToken(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
  studyId: number | null = null,
) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    userId,
    studyId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}

export type TokenCheck =
  | {
      status: 'valid';
      tokenId: number;
      studyId: number | null;
      user: typeof users.$inferSelect;
    }
  | { status: 'used'; user: typeof users.$inferSelect }
  | { status: 'expired' }
  | { status: 'unknown' };

/**
 * Looks a presented token up by its hash. With `email`, a token of another account counts as
 * unknown, so a link cannot be replayed against a different address.
 */
export async function checkToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
  now: Date,
  email?: string,
): Promise<TokenCheck> {
  const [row] = await db
    .select({ token: oneTimeTokens, user: users })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (email !== undefined && row.user.email.toLowerCase() !== email.toLowerCase()) {
    return { status: 'unknown' };
  }
  if (row.token.usedAt) return { status: 'used', user: row.user };
  if (row.token.expiresAt <= now) return { status: 'expired' };
  return { status: 'valid', tokenId: row.token.id, studyId: row.token.studyId, user: row.user };
}

/**
 * Takes a checked token. The conditional UPDATE is what makes it single-use: of two parallel
 * clicks only one finds it still unused. Returns false for the loser.
 */
export async function consumeToken(db: Executor, tokenId: number, now: Date) {
  const taken = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.id, tokenId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return taken.length === 1;
}
