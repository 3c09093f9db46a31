import { and, eq, gt } from 'drizzle-orm';
import { languageById, SUPPORT_MAILS_PER_DAY, type ZSupportMailRequest } from '@resona/contract';
import type { z } from 'zod';
import { rateLimits } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Mail } from '../../../core/mailer.ts';
import { HOUR, hitRateLimit } from '../../../core/rate-limit.ts';
import type { SessionUser } from '../../../core/session-queries.ts';

type SupportInput = z.output<typeof ZSupportMailRequest>;

const DAY = 24 * HOUR;
const limitKey = (userId: number) => `support:user:${userId}`;

/** How many support messages the user may still send in the current 24-hour window. */
export async function remainingToday(deps: Deps, userId: number) {
  const windowOpen = new Date(deps.now().getTime() - DAY);
  const [row] = await deps.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, limitKey(userId)), gt(rateLimits.windowStart, windowOpen)));
  return Math.max(0, SUPPORT_MAILS_PER_DAY - (row?.count ?? 0));
}

/**
 * The mail to SUPPORT_EMAIL. Header values come only from checked input: the subject and cc were
 * refused by the contract if they held a line break, the reply-to is the account's stored
 * address, and the recipient is configuration, never the request.
 */
export function supportMail(deps: Deps, user: SessionUser, input: SupportInput): Mail {
  const lang = languageById(user.defaultLanguage);
  return {
    to: deps.config.supportEmail,
    ...(input.ccb && { cc: input.ccb }),
    replyTo: user.email,
    subject: `[Resona support] ${input.subject}`,
    text:
      `${input.supportMessage}\n\n--\n` +
      `From: ${user.email} (user ${user.id})\nLanguage: ${lang.name} (${lang.code})\n`,
  };
}

/**
 * Sends a support message. Only messages that pass validation count against the daily limit, so
 * a typo does not use up the day; over the limit nothing is sent.
 */
export async function sendSupportMessage(deps: Deps, user: SessionUser, input: SupportInput) {
  // A copy goes to the sender only: any other address would let an account mail strangers,
  // from MAIL_FROM, with text of its choosing (decision 045).
  if (input.ccb && input.ccb !== user.email.toLowerCase()) {
    throw new AppError('VALIDATION_ERROR', 'ccOwnAddressOnly', {}, { ccb: 'ccOwnAddressOnly' });
  }
  const allowed = await hitRateLimit(
    deps.db,
    limitKey(user.id),
    SUPPORT_MAILS_PER_DAY,
    DAY,
    deps.now(),
  );
  if (!allowed) throw new AppError('TOO_MANY_REQUESTS', 'supportLimit');
  await deps.mailer.send(supportMail(deps, user, input));
  return { to: deps.config.supportEmail, sent: true as const };
}
