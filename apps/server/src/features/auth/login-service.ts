import type { ZLoginRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyBotCheck } from '../../lib/bot-check.ts';
import { mailStudyLink } from '../onboarding/study-survey/study-links.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession } from './session-store.ts';
import type { DeviceInfo } from './signup-service.ts';
import { CLEAR_LOCKOUT, findUserByEmail, recordLoginFailure, updateUser } from './user-queries.ts';

export type LoginInput = z.output<typeof ZLoginRequest>;

/** SECURITY.md soft lock-out: after 5 failures, 1 s doubling up to 15 min. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** Failures further apart than this start the count again: the lock-out is never permanent. */
const FORGET_AFTER_MS = 3600 * 1000;

export function lockoutDelay(failures: number) {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'invalidCredentials');

/**
 * Sign-in. An unknown address and a wrong password get the same error, and an unknown address
 * is checked against a dummy hash so both take as long. A blocked account answers 429 without
 * the password being checked — this does tell an attacker that the address exists, which
 * SECURITY.md accepts in exchange for slowing guessing on a real account.
 */
export async function logIn(deps: Deps, input: LoginInput, device: DeviceInfo) {
  const { db, config } = deps;
  await verifyBotCheck(deps, input.bot_check, device.remoteIp);
  const now = deps.now();
  const user = await findUserByEmail(db, input.email);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(input.password);
    throw invalidCredentials();
  }
  if (user.loginBlockedUntil && user.loginBlockedUntil > now) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const failures = await recordLoginFailure(
      db,
      user.id,
      now,
      new Date(now.getTime() - FORGET_AFTER_MS),
    );
    const delay = lockoutDelay(failures);
    if (delay > 0)
      await updateUser(db, user.id, { loginBlockedUntil: new Date(now.getTime() + delay) });
    throw invalidCredentials();
  }

  const passwordHash = needsRehash(user.passwordHash)
    ? await hashPassword(input.password)
    : user.passwordHash;
  // The study holds sign-in until its pre-survey is done; the web app sends the person there.
  const presurveyPending = Boolean(config.studyPresurveyUrl) && !user.presurveyCompletedAt;
  const updated = await updateUser(db, user.id, {
    ...CLEAR_LOCKOUT,
    passwordHash,
    ...(presurveyPending
      ? {}
      : {
          deviceId: device.deviceId ?? user.deviceId,
          deviceTimezone: device.timezone ?? user.deviceTimezone,
        }),
    updatedAt: now,
  });
  if (presurveyPending) {
    // The password was right, so the link goes to the account's own address (decision 044).
    mailStudyLink(deps, updated, 'pre');
    throw new AppError('INVALID_PRESURVEY_PENDING', 'presurveyPending');
  }

  const authToken = await createSession(
    db,
    {
      userId: user.id,
      deviceId: device.deviceId,
      deviceType: device.deviceType,
      firebaseToken: input.firebase_token,
    },
    now,
  );
  return { user: updated, authToken };
}
