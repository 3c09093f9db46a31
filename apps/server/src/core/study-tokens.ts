import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STUDY_TOKEN_PREFIX } from '@resona/contract';
import type { Executor } from '../db/client.ts';
import { FIRST_STUDY_ID, studyApiTokens, users } from '../db/schema/index.ts';
import { hashToken, newToken } from '../lib/tokens.ts';

/** Who calls with a study API token: the token, its study and the researcher who made it. */
export interface StudyTokenCaller {
  id: number;
  studyId: number;
  userId: number;
  name: string;
}

/** A fresh secret: the prefix scanners know, then 32 random bytes (decision 110). */
export const newStudyToken = () => `${STUDY_TOKEN_PREFIX}${newToken()}`;

export const isStudyToken = (secret: string) => secret.startsWith(STUDY_TOKEN_PREFIX);

/**
 * The caller behind a study token, its use stamped in the same statement; null for a token that
 * is unknown, revoked, expired, of another study than the call's, or whose maker is no longer a
 * researcher (a token opens no more than its maker could). Until the console names its study per
 * call (decision 108, phase 2), every data call is the first study's.
 */
export async function useStudyToken(
  db: Executor,
  secret: string,
  now: Date,
): Promise<StudyTokenCaller | null> {
  const [caller] = await db
    .update(studyApiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(studyApiTokens.tokenHash, hashToken(secret)),
        eq(studyApiTokens.studyId, FIRST_STUDY_ID),
        isNull(studyApiTokens.revokedAt),
        gt(studyApiTokens.expiresAt, now),
        sql`exists (select 1 from ${users} where ${users.id} = ${studyApiTokens.userId} and ${users.role} = 'admin')`,
      ),
    )
    .returning({
      id: studyApiTokens.id,
      studyId: studyApiTokens.studyId,
      userId: studyApiTokens.userId,
      name: studyApiTokens.name,
    });
  return caller ?? null;
}
