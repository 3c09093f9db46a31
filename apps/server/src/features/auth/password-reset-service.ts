import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { allowMailTo } from '../../core/rate-limit.ts';
import { checkToken, consumeToken, issueToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { resetMail, sendInBackground } from './mails.ts';
import { deleteUserSessions } from '../../core/session-queries.ts';
import { refuseGuessablePassword } from './password-check.ts';
import { clearLoginFailures } from './login-lockout.ts';
import { findUserByEmail, updateUser } from './user-queries.ts';
import { redeemSignupCode } from './access-service.ts';
import { sessionsChanged } from '../../core/session-changes.ts';

/**
 * Forgot password: always the same reply. A link valid for one hour goes only to an existing
 * account, within the per-recipient mail limits; a newer link closes the older ones.
 */
export async function requestPasswordReset(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  // Everything a known address costs more than an unknown one (the mail limits, the link's row)
  // happens after the reply, so the answer takes the same time for both (decision 034).
  deps.background.run(
    'reset link could not be issued',
    (async () => {
      if (!(await allowMailTo(deps, user.email, 'reset'))) return;
      const token = await issueToken(deps.db, user.id, 'reset_password', deps.now());
      sendInBackground(deps, resetMail(deps, user.email, user.defaultLanguage, token));
    })(),
  );
}

/**
 * Sets a new password from a reset link. Every session of the account is ended (whoever knew
 * the old password is signed out everywhere) and the lock-out is cleared, in one transaction.
 */
export async function setNewPassword(deps: Deps, token: string, password: string) {
  const now = deps.now();
  const found = await checkToken(deps.db, token, 'reset_password', now);
  if (found.status === 'expired') throw new AppError('TOKEN_EXPIRED', 'tokenExpired');
  if (found.status !== 'valid') throw new AppError('INVALID_TOKEN', 'invalidToken');
  await refuseGuessablePassword(password, found.user.email, 'password');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.tokenId, now)))
      throw new AppError('INVALID_TOKEN', 'invalidToken');
    // Opening the link proved the address is theirs, so it counts as verified too.
    // A cohort's sign-up code gives access at that first verification as well (decision 086).
    const verified = found.user.isVerified
      ? {}
      : {
          isVerified: true,
          verifiedAt: now,
          ...((await redeemSignupCode(tx, found.user, now)) && { isSubscribed: true }),
        };
    await updateUser(tx, found.user.id, {
      ...verified,
      passwordHash,
      updatedAt: now,
    });
    await deleteUserSessions(tx, found.user.id);
    await sessionsChanged(deps, tx, found.user.id);
    await clearLoginFailures(tx, found.user.email);
  });
}
