// The one function, not date-fns' index: that loads all of its ~250 modules, about 3 MB of
// the server's heap kept for good (issue 29).
import { addDays } from 'date-fns/addDays';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { StudyRole, TStudyApiToken, ZCreateStudyApiTokenRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { studyApiTokens, users } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { newStudyToken } from '../../../core/study-tokens.ts';
import { notFound } from '../../../lib/app-error.ts';
import { hashToken } from '../../../lib/tokens.ts';

type CreateInput = z.output<typeof ZCreateStudyApiTokenRequest>;

/** The member at the console: their study, their role in its team, their account. */
export interface TokenKeeper {
  studyId: number;
  role: StudyRole;
  userId: number;
}

/**
 * The tokens a member sees and revokes: an analyst their own only, since a token is a way into
 * the data in its maker's name; who runs the study all of the study's, so a token left behind
 * by someone can be found and stopped (decision 110).
 */
function tokensOf(keeper: TokenKeeper): SQL {
  return and(
    eq(studyApiTokens.studyId, keeper.studyId),
    keeper.role === 'analyst' ? eq(studyApiTokens.userId, keeper.userId) : undefined,
  )!;
}

/** The member's tokens (or one of them) as the console shows them: never the hash. */
async function selectTokens(
  db: Executor,
  keeper: TokenKeeper,
  id?: number,
): Promise<TStudyApiToken[]> {
  const rows = await db
    .select({
      id: studyApiTokens.id,
      name: studyApiTokens.name,
      createdBy: users.email,
      createdAt: studyApiTokens.createdAt,
      expiresAt: studyApiTokens.expiresAt,
      lastUsedAt: studyApiTokens.lastUsedAt,
      revokedAt: studyApiTokens.revokedAt,
    })
    .from(studyApiTokens)
    .leftJoin(users, eq(users.id, studyApiTokens.userId))
    .where(and(tokensOf(keeper), id === undefined ? undefined : eq(studyApiTokens.id, id)))
    .orderBy(desc(studyApiTokens.createdAt), desc(studyApiTokens.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }));
}

export const listStudyTokens = (deps: Deps, keeper: TokenKeeper) => selectTokens(deps.db, keeper);

/**
 * Makes a token for the study in the member's name; the secret leaves the server in this reply
 * only and is kept as its SHA-256 hash, like every token of Resona.
 */
export async function createStudyToken(
  deps: Deps,
  keeper: TokenKeeper,
  input: CreateInput,
  actor: AuditActor,
) {
  const now = deps.now();
  const secret = newStudyToken();
  const expiresAt = addDays(now, input.expires_in_days);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(studyApiTokens)
      .values({
        studyId: keeper.studyId,
        userId: keeper.userId,
        name: input.name,
        tokenHash: hashToken(secret),
        createdAt: now,
        expiresAt,
      })
      .returning({ id: studyApiTokens.id });
    const after = { name: input.name, expires_at: expiresAt.toISOString() };
    await recordAudit(
      tx,
      actor,
      { action: 'api-token.create', target: `api-token:${row!.id}`, after },
      now,
    );
    return row!.id;
  });
  const [token] = await selectTokens(deps.db, keeper, id);
  return { token: token!, secret };
}

/**
 * Revokes one of the member's tokens at once; revoking it again changes and records nothing.
 * Another study's token, or (to an analyst) another member's, is not found.
 */
export async function revokeStudyToken(
  deps: Deps,
  keeper: TokenKeeper,
  id: number,
  actor: AuditActor,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const revoked = await tx
      .update(studyApiTokens)
      .set({ revokedAt: now })
      .where(and(eq(studyApiTokens.id, id), tokensOf(keeper), isNull(studyApiTokens.revokedAt)))
      .returning({ name: studyApiTokens.name });
    if (revoked.length === 0) return;
    const entry = {
      action: 'api-token.revoke' as const,
      target: `api-token:${id}`,
      before: { name: revoked[0]!.name, revoked_at: null },
      after: { name: revoked[0]!.name, revoked_at: now.toISOString() },
    };
    await recordAudit(tx, actor, entry, now);
  });
  const [token] = await selectTokens(deps.db, keeper, id);
  if (!token) throw notFound();
  return token;
}
