import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { NO_CLIENT, recordSecurityEvent } from '../../../core/security-events.ts';
import { notFound } from '../../../lib/app-error.ts';
import { inStudy } from '../scope.ts';

/**
 * Signs a participant out on every device (issue 32): a lost phone, an account someone else may
 * be in. Every session ends, on every server once this commits, in one transaction with its
 * audit row. A researcher's account is not a participant's, nor is someone who never joined
 * the study (decision 108): both answer as unknown.
 */
export async function signOutParticipant(
  deps: Deps,
  studyId: number,
  userId: number,
  actor: AuditActor,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [participant] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, userId), eq(users.role, 'participant'), inStudy(tx, users.id, studyId)),
      );
    if (!participant) throw notFound();
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await sessionsChanged(deps, tx, userId);
    const entry = {
      action: 'participant.sign-out' as const,
      target: `user:${userId}`,
      after: { sessions_ended: ended.length },
    };
    await recordAudit(tx, actor, entry, now);
    // The participant's own activity says so too, without naming the researcher.
    const event = { userId, kind: 'signed-out-by-researcher', client: NO_CLIENT } as const;
    await recordSecurityEvent(tx, { ...event, detail: { sessions_ended: ended.length } }, now);
    return { sessions_ended: ended.length };
  });
}
