import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { allowMailTo } from '../../core/rate-limit.ts';
import { checkToken, consumeToken, issueToken } from './one-time-tokens.ts';
import { sendInBackground, verificationMail } from './mails.ts';
import type { SessionUser } from '../../core/session-queries.ts';
import { findUserByEmail, updateUser } from './user-queries.ts';
import { sessionsChanged } from '../../core/session-changes.ts';
import { redeemSignupCode } from './access-service.ts';

const invalidToken = () => new AppError('INVALID_TOKEN', 'invalidToken');

/** What a resend did, as its reply may say it. */
export type ResendOutcome = 'verified' | 'sent' | 'sentRecently' | 'sentIfExists';

/**
 * Resend: to anyone else the reply is the same for an unknown, a verified and an unverified
 * address. A mail goes out only to an existing unverified account, at most once a minute and
 * five times an hour; a new token closes the older ones. The signed-in owner of the address
 * (the /check screen) proved who they are with their session, so nothing leaks when they are
 * told what happened: verified already, sent, or sent a moment ago (the limit held this one).
 */
export async function resendVerification(
  deps: Deps,
  email: string,
  signedIn: SessionUser | null,
): Promise<ResendOutcome> {
  if (signedIn?.isVerified) return 'verified';
  if (signedIn && signedIn.email.toLowerCase() === email) {
    if (!(await allowMailTo(deps, signedIn.email, 'verify'))) return 'sentRecently';
    await mailVerificationLink(deps, signedIn);
    return 'sent';
  }
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.isVerified) {
    // After the reply, so a known address is answered as fast as an unknown one (decision 034).
    deps.background.run(
      'verification link could not be issued',
      (async () => {
        if (await allowMailTo(deps, user.email, 'verify')) await mailVerificationLink(deps, user);
      })(),
    );
  }
  return 'sentIfExists';
}

/**
 * The first verification mail (sign-up): always sent, and counted in the resend limit, so a
 * Resend pressed a moment later tells the person it is on its way rather than closing its link
 * with a newer one.
 */
export async function sendFirstVerificationMail(
  deps: Deps,
  user: Pick<SessionUser, 'email' | 'defaultLanguage'>,
  token: string,
) {
  try {
    await allowMailTo(deps, user.email, 'verify');
  } catch (error) {
    // Counting serves a quick Resend; an account already made is not failed for it.
    deps.log.error({ err: error }, 'the first verification mail could not be counted');
  }
  sendInBackground(deps, verificationMail(deps, user.email, user.defaultLanguage, token));
}

async function mailVerificationLink(
  deps: Deps,
  user: Pick<SessionUser, 'id' | 'email' | 'defaultLanguage'>,
) {
  const token = await issueToken(deps.db, user.id, 'verify_email', deps.now());
  sendInBackground(deps, verificationMail(deps, user.email, user.defaultLanguage, token));
}

/**
 * The link from the mail. Single use, 24 h, and only for the address it was sent to. A link
 * clicked a second time by someone already verified answers "verified" rather than an error:
 * the person clicking twice should not be scared, and the account is verified either way.
 * A cohort's code given at sign-up gives access here, in the same transaction (decision 086).
 */
export async function verifyEmail(deps: Deps, email: string, token: string) {
  const now = deps.now();
  const found = await checkToken(deps.db, token, 'verify_email', now, email);
  if (found.status === 'unknown') throw invalidToken();
  if (found.status === 'expired') throw new AppError('TOKEN_EXPIRED', 'tokenExpired');
  if (found.status === 'used') {
    if (found.user.isVerified) return;
    throw invalidToken();
  }
  await deps.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.tokenId, now))) throw invalidToken();
    const subscribed = await redeemSignupCode(tx, found.user, now);
    await updateUser(tx, found.user.id, {
      isVerified: true,
      verifiedAt: found.user.verifiedAt ?? now,
      ...(subscribed && { isSubscribed: true }),
      updatedAt: now,
    });
    await sessionsChanged(deps, tx, found.user.id);
  });
}
