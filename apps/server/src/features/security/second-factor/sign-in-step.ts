import {
  SECOND_FACTOR_METHODS,
  type TSecondFactorChallenge,
  type TWebAuthnCredential,
} from '@resona/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { users } from '../../../db/schema/index.ts';
import { createSession } from '../../../core/session-queries.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { recordSecurityEvent, type EventClient } from '../../../core/security-events.ts';
import { AppError } from '../../../lib/app-error.ts';
import { open } from '../../../lib/secret-box.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { secondFactorKey } from './factor-key.ts';
import {
  countWrongTry,
  createPendingSignIn,
  deletePendingSignIn,
  findAuthenticator,
  findPendingSignIn,
  useRecoveryCode,
  useTimeStep,
} from './queries.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { acceptedStep } from './totp.ts';
import { usePasskey, userPasskeys } from '../passkeys/queries.ts';
import { passkeyPassesStep } from '../passkeys/service.ts';
import { authenticationOptions } from '../passkeys/webauthn.ts';

/** Long enough to open the app and type a code; short enough that a token left behind dies. */
const SECOND_STEP_MS = 5 * 60 * 1000;
/** Wrong codes one second step takes before the sign-in must start again with the password. */
export const SECOND_STEP_TRIES = 5;

/** What the session of a passed second step is made with, as the first step saw it. */
export interface SignInDevice {
  deviceId?: string;
  deviceType?: number;
  userAgent?: string;
  firebaseToken?: string;
}

/**
 * After a right password: when the account has an authenticator app, no session yet but a
 * second step, whose token the browser holds for five minutes. Null: no second factor.
 */
export async function askSecondFactor(
  deps: Deps,
  userId: number,
  device: SignInDevice,
): Promise<TSecondFactorChallenge | null> {
  const authenticator = await findAuthenticator(deps.db, userId);
  const keys = await userPasskeys(deps.db, userId);
  if (!authenticator?.secret && keys.length === 0) return null;
  const token = newToken();
  await createPendingSignIn(deps.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + SECOND_STEP_MS),
    deviceId: device.deviceId,
    deviceType: device.deviceType,
    userAgent: device.userAgent,
    firebaseToken: device.firebaseToken,
  });
  const methods = SECOND_FACTOR_METHODS.filter(
    (method) =>
      method === 'recovery_code' ||
      (method === 'authenticator' ? Boolean(authenticator?.secret) : keys.length > 0),
  );
  if (keys.length === 0) return { token, methods };
  const passkey_options = await authenticationOptions(deps, 'second-step', userId, keys);
  return { token, methods, passkey_options };
}

const expired = () => new AppError('TOKEN_EXPIRED', 'secondFactorExpired');

/**
 * The second step: a code from the app (each good once) or a recovery code (each good once).
 * Right, it makes the session, marked as verified; wrong, it counts a try, and the fifth wrong
 * one ends the sign-in. The step is used up in the same transaction that makes the session.
 */
export async function passSecondFactor(
  deps: Deps,
  input: {
    token: string;
    code?: string | undefined;
    recovery_code?: string | undefined;
    passkey?: TWebAuthnCredential | undefined;
  },
  client: EventClient,
) {
  const { db } = deps;
  const now = deps.now();
  const pending = await findPendingSignIn(db, hashToken(input.token));
  if (!pending || pending.expiresAt <= now || pending.attempts >= SECOND_STEP_TRIES) {
    throw expired();
  }
  const key = secondFactorKey(deps.config);
  const userId = pending.userId;
  let accepted: (tx: typeof db) => Promise<boolean>;
  let field: 'code' | 'recovery_code' | 'passkey';
  if (input.passkey !== undefined) {
    field = 'passkey';
    const used = await passkeyPassesStep(deps, userId, input.passkey);
    accepted = (tx) => (used ? usePasskey(tx, used.id, used.counter, now) : Promise.resolve(false));
  } else if (input.code !== undefined) {
    field = 'code';
    const authenticator = await findAuthenticator(db, userId);
    const secret = authenticator?.secret ? open(key, authenticator.secret) : null;
    const step = secret
      ? await acceptedStep(secret, input.code, now.getTime(), authenticator!.lastTimeStep)
      : null;
    accepted = (tx) => (step === null ? Promise.resolve(false) : useTimeStep(tx, userId, step));
  } else {
    field = 'recovery_code';
    const codeHash = recoveryCodeHash(key, userId, input.recovery_code ?? '');
    accepted = (tx) => useRecoveryCode(tx, userId, codeHash, now);
  }
  const result = await db.transaction(async (tx) => {
    if (!(await accepted(tx))) return null;
    if (!(await deletePendingSignIn(tx, pending.id))) throw expired();
    const authToken = await createSession(
      tx,
      {
        userId,
        deviceId: pending.deviceId ?? undefined,
        deviceType: pending.deviceType ?? undefined,
        userAgent: pending.userAgent,
        firebaseToken: pending.firebaseToken,
        secondFactor: true,
      },
      now,
    );
    await sessionsChanged(deps, tx, userId);
    const kind = field === 'recovery_code' ? 'recovery-code-used' : 'second-step-passed';
    await recordSecurityEvent(tx, { userId, kind, client, detail: { method: field } }, now);
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    return { user: user!, authToken };
  });
  if (result) return result;
  await db.transaction(async (tx) => {
    await countWrongTry(tx, pending.id, SECOND_STEP_TRIES);
    const event = {
      userId,
      kind: 'second-step-failed',
      client,
      detail: { method: field },
    } as const;
    await recordSecurityEvent(tx, event, now);
  });
  throw new AppError(
    'INVALID_CREDENTIALS',
    'secondFactorWrong',
    {},
    { [field]: 'secondFactorWrong' },
  );
}
