import type { ZLoginRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyBotCheck } from '../../core/bot-check.ts';
import { mailStudyLink } from './study-links.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { sessionsChanged } from '../../core/session-changes.ts';
import { createSession, deleteSession } from '../../core/session-queries.ts';
import { recordSecurityEvent, type EventClient } from '../../core/security-events.ts';
import type { DeviceInfo } from './signup-service.ts';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from './login-lockout.ts';
import { findUserByEmail, updateUser } from './user-queries.ts';
import { deviceTokenUser } from './known-device.ts';
import { askSecondFactor } from '../security/index.ts';

export type LoginInput = z.output<typeof ZLoginRequest>;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'invalidCredentials');

/**
 * Sign-in. An unknown address and a wrong password get the same error after the same work: an
 * unknown address is checked against a dummy hash, and its failures are counted and slowed down
 * like a real account's (login-lockout.ts, keyed by the address typed), so neither the answers
 * nor their timing tell whether an account exists. The lock-out is per client address, so a
 * stranger's guesses slow the stranger, not the owner signing in from their own client; and past
 * the address-wide ceiling (guesses from everywhere), a browser the owner signed in on before
 * (its device token, known-device.ts) still gets through with the right password (issue 32).
 */
export async function logIn(deps: Deps, input: LoginInput, device: DeviceInfo) {
  const { db, config } = deps;
  await verifyBotCheck(deps, input.bot_check, device.remoteIp);
  const now = deps.now();
  const client = device.remoteIp ?? '';
  const user = await findUserByEmail(db, input.email);
  const knownDevice = !!user && deviceTokenUser(config, input.device_token) === user.id;
  if (await isLoginLocked(db, input.email, client, now, { knownDevice })) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  const eventClient = { ip: device.remoteIp ?? null, userAgent: device.userAgent ?? null };
  if (!user?.passwordHash || !matches) {
    await recordLoginFailure(db, input.email, client, now);
    // An address with no account leaves no event: the log must not tell who has one.
    if (user) {
      const event = { userId: user.id, kind: 'sign-in-failed', client: eventClient } as const;
      await recordSecurityEvent(db, event, now);
    }
    throw invalidCredentials();
  }
  await clearLoginFailures(db, input.email, client);

  const passwordHash = needsRehash(user.passwordHash)
    ? await hashPassword(input.password)
    : user.passwordHash;
  // The study holds sign-in until its pre-survey is done; the web app sends the person there.
  const presurveyPending = Boolean(config.studyPresurveyUrl) && !user.presurveyCompletedAt;
  const updated = await updateUser(db, user.id, {
    passwordHash,
    ...(presurveyPending
      ? {}
      : {
          deviceId: device.deviceId ?? user.deviceId,
          deviceTimezone: device.timezone ?? user.deviceTimezone,
        }),
    updatedAt: now,
  });
  await sessionsChanged(deps, db, user.id);
  if (presurveyPending) {
    // The password was right, so the link goes to the account's own address (decision 044).
    mailStudyLink(deps, updated, 'pre');
    throw new AppError('INVALID_PRESURVEY_PENDING', 'presurveyPending');
  }

  // With a second factor set, the password alone makes no session: a second step follows.
  const secondFactor = await askSecondFactor(deps, user.id, {
    deviceId: device.deviceId,
    deviceType: device.deviceType,
    userAgent: device.userAgent,
    firebaseToken: input.firebase_token,
  });
  if (secondFactor) return { user: updated, secondFactor };

  const authToken = await createSession(
    db,
    {
      userId: user.id,
      deviceId: device.deviceId,
      deviceType: device.deviceType,
      userAgent: device.userAgent,
      firebaseToken: input.firebase_token,
    },
    now,
  );
  const event = { userId: user.id, kind: 'sign-in', client: eventClient } as const;
  await recordSecurityEvent(db, { ...event, detail: { method: 'password' } }, now);
  return { user: updated, authToken, secondFactor: null };
}

/** Ends this session: refused at once here, and on every other server once it commits. */
export async function signOut(deps: Deps, sessionId: number, userId: number, client: EventClient) {
  await deps.db.transaction(async (tx) => {
    await deleteSession(tx, sessionId);
    await sessionsChanged(deps, tx, userId);
    await recordSecurityEvent(tx, { userId, kind: 'signed-out', client }, deps.now());
  });
}
