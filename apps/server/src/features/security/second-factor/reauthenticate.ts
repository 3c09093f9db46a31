import type { TReauthentication } from '@resona/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { sessions } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { verifyPassword } from '../../auth/index.ts';

/** How recent a sign-in stands in for a password an account does not have. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * The owner proves it is them before a factor or the recovery codes change (ASVS 7.5.1): a
 * stolen session alone cannot add its own authenticator app or take away the owner's. With the
 * password when the account has one; an account that signs in only with Google, by a sign-in in
 * the last ten minutes.
 */
export async function reauthenticate(
  deps: Deps,
  user: SessionUser,
  sessionId: number,
  input: TReauthentication,
) {
  if (user.passwordHash !== null) {
    if (!input.password) {
      throw new AppError(
        'VALIDATION_ERROR',
        'reauthPasswordRequired',
        {},
        { password: 'reauthPasswordRequired' },
      );
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError(
        'INVALID_CREDENTIALS',
        'reauthPasswordWrong',
        {},
        { password: 'reauthPasswordWrong' },
      );
    }
    return;
  }
  const [session] = await deps.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session || deps.now().getTime() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new AppError('REAUTHENTICATION_REQUIRED', 'reauthRecentSignIn');
  }
}
