import { addDays } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  INVITATIONS_PER_ACCOUNT_HOUR,
  INVITATIONS_PER_STUDY_HOUR,
  LANGUAGES,
  type StudyRole,
} from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { studyInvitations } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { queueMail, type Mail } from '../../../core/mailer.ts';
import { HOUR, hitRateLimit } from '../../../core/rate-limit.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { teamInvitationMail } from './mail.ts';
import { isMemberAddress, presentInvitation } from './queries.ts';

export interface InvitationInput {
  study: { id: number; name: string };
  email: string;
  role: StudyRole;
  /** The invitee's language if the sender named it; else the sender's. */
  language?: string | undefined;
  sender: { id: number; email: string; defaultLanguage: number };
}

/** A mail written to the outbox in the transaction, to send once it commits. */
export interface QueuedMail {
  mail: Mail;
  outboxId: number;
}

/**
 * At most INVITATIONS_PER_ACCOUNT_HOUR invitations from one account and
 * INVITATIONS_PER_STUDY_HOUR to one study's team an hour (decision 113). Counted in the
 * invitation's transaction: a refused invitation (this limit, or an address already on the team)
 * takes nothing from either.
 */
async function countInvitation(deps: Deps, tx: Executor, studyId: number, senderId: number) {
  const now = deps.now();
  const byAccount = `invite:team:user:${senderId}`;
  if (!(await hitRateLimit(tx, byAccount, INVITATIONS_PER_ACCOUNT_HOUR, HOUR, now))) {
    const limit = INVITATIONS_PER_ACCOUNT_HOUR;
    throw new AppError('TOO_MANY_REQUESTS', 'adminInvitationLimitAccount', { limit });
  }
  const byStudy = `invite:team:study:${studyId}`;
  if (!(await hitRateLimit(tx, byStudy, INVITATIONS_PER_STUDY_HOUR, HOUR, now))) {
    const limit = INVITATIONS_PER_STUDY_HOUR;
    throw new AppError('TOO_MANY_REQUESTS', 'adminInvitationLimitStudy', { limit });
  }
}

/**
 * Invites an address to a study's team, in the caller's transaction: the invitation (its token
 * kept as a hash only), its audit row and its mail commit together. A newer invitation of the
 * same address replaces one not taken yet, so one link is live per person. An address already
 * on the team is refused on the field it was typed in; past the hour's limit, nothing is sent.
 */
export async function inviteToStudy(
  deps: Deps,
  tx: Executor,
  input: InvitationInput,
  actor: AuditActor,
  field: 'email' | 'owner_email',
) {
  const now = deps.now();
  if (await isMemberAddress(tx, input.study.id, input.email)) {
    throw new AppError(
      'VALIDATION_ERROR',
      'adminAlreadyMember',
      {},
      { [field]: 'adminAlreadyMember' },
    );
  }
  await countInvitation(deps, tx, input.study.id, input.sender.id);
  await tx
    .delete(studyInvitations)
    .where(
      and(
        eq(studyInvitations.studyId, input.study.id),
        eq(studyInvitations.email, input.email),
        isNull(studyInvitations.acceptedAt),
      ),
    );
  const languageId =
    LANGUAGES.find((l) => l.code === input.language)?.id ?? input.sender.defaultLanguage;
  const token = newToken();
  const [row] = await tx
    .insert(studyInvitations)
    .values({
      studyId: input.study.id,
      email: input.email,
      role: input.role,
      languageId,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      createdAt: now,
      expiresAt: addDays(now, INVITATION_DAYS),
    })
    .returning();
  const invitation = presentInvitation(row!, now);
  const entry = {
    action: 'team.invite' as const,
    target: `invitation:${row!.id}`,
    after: { email: input.email, role: input.role },
    studyId: input.study.id,
  };
  await recordAudit(tx, actor, entry, now);
  const mail = teamInvitationMail(deps, {
    to: input.email,
    token,
    study: input.study.name,
    role: input.role,
    sender: input.sender.email,
    languageId,
  });
  const queued: QueuedMail = { mail, outboxId: await queueMail(tx, mail) };
  return { invitation, queued };
}

/** Sends an invitation's mail once the transaction that wrote it has committed. */
export function sendInvitation(deps: Deps, { mail, outboxId }: QueuedMail) {
  deps.background.run('team invitation could not be sent', deps.mailer.send(mail, outboxId));
}
