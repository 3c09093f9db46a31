import type { ZChangePasswordRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  refuseGuessablePassword,
  hashPassword,
  verifyPassword,
  clearLoginFailures,
  updateUser,
} from '../../auth/index.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { deleteOpenResetTokens, deleteOtherSessions } from './queries.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { recordSecurityEvent, type EventClient } from '../../../core/security-events.ts';

type ChangePasswordInput = z.output<typeof ZChangePasswordRequest>;

/**
 * Change password (spec §5). The old password must match; the new one follows the sign-up rule
 * and is not a common password. The new hash, the end of every other session and of open reset
 * links are one transaction: this device stays signed in, every other one is signed out.
 */
export async function changePassword(
  deps: Deps,
  user: SessionUser,
  sessionId: number,
  input: ChangePasswordInput,
  client: EventClient,
) {
  // Accounts that sign in only with Google or Facebook have no password (the page is hidden).
  if (user.passwordHash === null) throw new AppError('FORBIDDEN', 'noPasswordToChange');
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw new AppError(
      'INVALID_CREDENTIALS',
      'oldPasswordWrong',
      {},
      { old_password: 'oldPasswordWrong' },
    );
  }
  await refuseGuessablePassword(input.new_password, user.email, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.now();
  const ended = await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await clearLoginFailures(tx, user.email);
    await deleteOpenResetTokens(tx, user.id);
    await sessionsChanged(deps, tx, user.id);
    const count = await deleteOtherSessions(tx, user.id, sessionId);
    const event = { userId: user.id, kind: 'password-changed', client } as const;
    await recordSecurityEvent(tx, { ...event, detail: { other_sessions_ended: count } }, now);
    return count;
  });
  return { other_sessions_ended: ended };
}
