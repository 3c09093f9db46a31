import type { TReauthentication, TSecondFactors } from '@resona/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { recordSecurityEvent, type EventClient } from '../../../core/security-events.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { open, seal } from '../../../lib/secret-box.ts';
import { secondFactorKey } from './factor-key.ts';
import {
  confirmPendingSecret,
  deleteAuthenticator,
  findAuthenticator,
  markSessionVerified,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingSecret,
} from './queries.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { reauthenticate } from './reauthenticate.ts';
import { userPasskeys } from '../passkeys/queries.ts';
import { acceptedStep, authenticatorUri, newAuthenticatorSecret } from './totp.ts';

/** A secret started but not confirmed is forgotten after this long. */
const PENDING_FOR_MS = 60 * 60 * 1000;

export interface Asking {
  user: SessionUser;
  sessionId: number;
  secondFactorAt: Date | null;
  client: EventClient;
}

/** The account's factors as its owner sees them in Settings → Security. */
export async function secondFactors(
  db: Executor,
  asking: Asking,
  thisSessionVerified = asking.secondFactorAt !== null,
): Promise<TSecondFactors> {
  const authenticator = await findAuthenticator(db, asking.user.id);
  const keys = await userPasskeys(db, asking.user.id);
  return {
    authenticator_added_at: authenticator?.confirmedAt?.toISOString() ?? null,
    passkeys: keys.map((key) => ({
      passkey_id: key.id,
      name: key.name,
      created_at: key.createdAt.toISOString(),
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
      synced: key.backedUp,
    })),
    recovery_codes_left: await recoveryCodesLeft(db, asking.user.id),
    this_session_verified: thisSessionVerified,
    required: asking.user.role === 'admin',
  };
}

/** A new secret for the person's app: shown as a QR code and as text, counted once confirmed. */
export async function startAuthenticator(deps: Deps, asking: Asking, input: TReauthentication) {
  await reauthenticate(deps, asking.user, asking.sessionId, input);
  const secret = await newAuthenticatorSecret();
  const key = secondFactorKey(deps.config);
  await savePendingSecret(deps.db, asking.user.id, seal(key, secret), deps.now());
  return { secret, otpauth_uri: await authenticatorUri(secret, asking.user.email) };
}

const wrongCode = () =>
  new AppError('INVALID_CREDENTIALS', 'secondFactorWrong', {}, { code: 'secondFactorWrong' });

/**
 * The app's first code switches it on: it replaces any app set before, this session counts as
 * verified, and an account without recovery codes gets its ten (shown once). One transaction.
 */
export async function confirmAuthenticator(deps: Deps, asking: Asking, code: string) {
  const { db } = deps;
  const now = deps.now();
  const userId = asking.user.id;
  const row = await findAuthenticator(db, userId);
  const fresh = row?.pendingAt && now.getTime() - row.pendingAt.getTime() <= PENDING_FOR_MS;
  const secret =
    fresh && row.pendingSecret ? open(secondFactorKey(deps.config), row.pendingSecret) : null;
  if (!row?.pendingSecret || !secret) {
    throw new AppError('AUTHENTICATOR_NOT_STARTED', 'authenticatorNotStarted');
  }
  const step = await acceptedStep(secret, code, now.getTime(), null);
  if (step === null) throw wrongCode();
  const codes = await db.transaction(async (tx) => {
    if (!(await confirmPendingSecret(tx, userId, row.pendingSecret!, step, now))) {
      throw new AppError('AUTHENTICATOR_NOT_STARTED', 'authenticatorNotStarted');
    }
    const made =
      (await recoveryCodesLeft(tx, userId)) === 0 ? await remake(deps, tx, userId) : null;
    await markSessionVerified(tx, asking.sessionId, now);
    await sessionsChanged(deps, tx, userId);
    await recordSecurityEvent(
      tx,
      { userId, kind: 'authenticator-added', client: asking.client },
      now,
    );
    return made;
  });
  return { ...(await secondFactors(db, asking, true)), recovery_codes: codes };
}

/** Ten new codes replace the old ones; their hashes are kept, the codes returned once. */
export async function remake(deps: Deps, tx: Executor, userId: number) {
  const key = secondFactorKey(deps.config);
  const codes = newRecoveryCodes();
  const hashes = codes.map((code) => recoveryCodeHash(key, userId, code));
  await replaceRecoveryCodes(tx, userId, hashes, deps.now());
  return codes;
}

/**
 * Removes the app, with the recovery codes that backed it; no session of the account counts as
 * verified any more (a researcher's console closes until a factor is set again).
 */
export async function removeAuthenticator(deps: Deps, asking: Asking, input: TReauthentication) {
  await reauthenticate(deps, asking.user, asking.sessionId, input);
  const userId = asking.user.id;
  const factorsLeft = await deps.db.transaction(async (tx) => {
    if (!(await deleteAuthenticator(tx, userId))) throw notFound();
    const left = await forgetIfLastFactor(deps, tx, userId);
    await sessionsChanged(deps, tx, userId);
    const event = { userId, kind: 'authenticator-removed', client: asking.client } as const;
    await recordSecurityEvent(tx, event, deps.now());
    return left;
  });
  const verified = factorsLeft && asking.secondFactorAt !== null;
  return { ...(await secondFactors(deps.db, asking, verified)), recovery_codes: null };
}

/** Ten new recovery codes, shown once; the old ones stop working. Needs an app set. */
export async function renewRecoveryCodes(deps: Deps, asking: Asking, input: TReauthentication) {
  await reauthenticate(deps, asking.user, asking.sessionId, input);
  const userId = asking.user.id;
  const authenticator = await findAuthenticator(deps.db, userId);
  const hasPasskey = (await userPasskeys(deps.db, userId)).length > 0;
  if (!authenticator?.secret && !hasPasskey)
    throw new AppError('NO_SECOND_FACTOR', 'noSecondFactor');
  const codes = await deps.db.transaction(async (tx) => {
    const event = { userId, kind: 'recovery-codes-renewed', client: asking.client } as const;
    await recordSecurityEvent(tx, event, deps.now());
    return remake(deps, tx, userId);
  });
  return { ...(await secondFactors(deps.db, asking)), recovery_codes: codes };
}

/**
 * After a factor is removed: when none is left, the recovery codes that backed them go and no
 * session of the account counts as verified any more (a researcher's console closes until a
 * factor is set again). Whether a factor is left.
 */
export async function forgetIfLastFactor(deps: Deps, tx: Executor, userId: number) {
  const app = await findAuthenticator(tx, userId);
  if (app?.secret || (await userPasskeys(tx, userId)).length > 0) return true;
  await replaceRecoveryCodes(tx, userId, [], deps.now());
  await tx.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
  return false;
}
