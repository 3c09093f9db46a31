import { and, eq, exists, gt, inArray, isNull, sql } from 'drizzle-orm';
import { STUDY_TOKEN_PREFIX, TAKES_STUDY_DATA } from '@resona/contract';
import type { Executor } from '../db/client.ts';
import { studyApiTokens, studyMembers } from '../db/schema/index.ts';
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
 * is unknown, revoked, expired, of another study than the call's, or whose maker is no longer in
 * its team in a role that takes its data files (a token opens no more than its maker could).
 */
export async function useStudyToken(
  db: Executor,
  secret: string,
  studyId: number,
  now: Date,
): Promise<StudyTokenCaller | null> {
  const [caller] = await db
    .update(studyApiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(studyApiTokens.tokenHash, hashToken(secret)),
        eq(studyApiTokens.studyId, studyId),
        isNull(studyApiTokens.revokedAt),
        gt(studyApiTokens.expiresAt, now),
        exists(
          db
            .select({ one: sql`1` })
            .from(studyMembers)
            .where(
              and(
                eq(studyMembers.studyId, studyApiTokens.studyId),
                eq(studyMembers.userId, studyApiTokens.userId),
                inArray(studyMembers.role, [...TAKES_STUDY_DATA]),
              ),
            ),
        ),
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
