import { and, eq, isNull } from 'drizzle-orm';
import type { TMyStudy } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { studyInvitations } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../core/audit.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { findMembership } from '../../../core/study-membership.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { insertMember, lockStudy } from './queries.ts';

/**
 * Joins a study's team with an invitation's link (issue 33). The link is checked first, so a
 * dead one is said before anyone sets up a factor for it: unknown, taken, expired, or sent to
 * another address than the signed-in account's. Then the session must have used a second
 * factor, as every console call asks (issue 32). The invitation is taken by one UPDATE that
 * finds it untaken, so two tabs racing with one link join once.
 */
export async function acceptInvitation(
  deps: Deps,
  user: SessionUser,
  secondFactorAt: Date | null,
  token: string,
): Promise<TMyStudy> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(studyInvitations)
      .where(eq(studyInvitations.tokenHash, hashToken(token)))
      .for('update');
    if (!found) throw new AppError('INVALID_TOKEN', 'invitationNotFound');
    if (found.acceptedAt) throw new AppError('INVALID_TOKEN', 'invitationUsed');
    if (found.expiresAt <= now) throw new AppError('TOKEN_EXPIRED', 'invitationExpired');
    if (found.email !== user.email.toLowerCase()) {
      throw new AppError('FORBIDDEN', 'invitationOtherAddress', { email: found.email });
    }
    if (!secondFactorAt) throw new AppError('SECOND_FACTOR_REQUIRED', 'secondFactorForConsole');
    const study = await lockStudy(tx, found.studyId);
    if (!study) throw new AppError('INVALID_TOKEN', 'invitationNotFound');
    await tx
      .update(studyInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(studyInvitations.id, found.id), isNull(studyInvitations.acceptedAt)));
    // Someone already on the team keeps their role: an invitation never demotes an owner.
    const joined = await insertMember(tx, {
      studyId: study.id,
      userId: user.id,
      role: found.role,
      addedAt: now,
    });
    const actor = { id: user.id, source: 'console' as const, studyId: study.id };
    const entry = {
      action: 'team.join' as const,
      target: `user:${user.id}`,
      after: { role: found.role, invitation: found.id },
    };
    if (joined) await recordAudit(tx, actor, entry, now);
    const member = await findMembership(tx, study.id, user.id);
    return { id: study.id, name: study.name, status: study.status, role: member!.role };
  });
}
