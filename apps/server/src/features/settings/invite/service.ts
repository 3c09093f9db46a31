import { INVITE_DAILY_LIMIT } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import { invitations } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { HOUR, hitRateLimit } from '../../../core/rate-limit.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { invitationMail } from './mail.ts';
import { takeQuota } from './quota.ts';

const DAY = 24 * HOUR;

/**
 * Whether one more invitation may go to this address today, from anyone: one a day, and within
 * the per-recipient mail cap every mail of ours shares (SECURITY.md: five an hour).
 */
async function recipientAllows(deps: Deps, address: string, now: Date) {
  if (!(await hitRateLimit(deps.db, `invite:to:${address}`, 1, DAY, now))) return false;
  return hitRateLimit(deps.db, `mail:hour:${address}`, 5, HOUR, now);
}

/**
 * Sends an invitation mail to each friend (spec §5 Invite friend). The sender may send
 * INVITE_DAILY_LIMIT a day: a batch that does not fit is refused whole. A friend gets at most
 * one invitation a day whoever sends it; extra ones are dropped silently, so the reply never
 * tells a sender whether someone else has invited that address. What was sent is stored, so it
 * appears in the sender's export.
 */
export async function inviteFriends(deps: Deps, user: SessionUser, emails: string[]) {
  if (emails.includes(user.email.toLowerCase())) {
    throw new AppError('VALIDATION_ERROR', 'inviteSelf', {}, { emails: 'inviteSelf' });
  }
  const now = deps.now();
  const sentToday = await takeQuota(
    deps.db,
    `invite:user:${user.id}`,
    emails.length,
    INVITE_DAILY_LIMIT,
    DAY,
    now,
  );
  if (sentToday === null) throw new AppError('TOO_MANY_REQUESTS', 'inviteDailyLimit');

  const allowed: string[] = [];
  for (const address of emails) {
    if (await recipientAllows(deps, address, now)) allowed.push(address);
  }
  if (allowed.length > 0) {
    await deps.db.insert(invitations).values(
      allowed.map((email) => ({
        userId: user.id,
        email,
        languageId: user.defaultLanguage,
        createdAt: now,
      })),
    );
  }
  for (const address of allowed) {
    const mail = invitationMail(deps, address, user.email, user.defaultLanguage);
    deps.background.run('invitation mail could not be queued', deps.mailer.send(mail));
  }
  return { invited: emails, sent_today: sentToday };
}
