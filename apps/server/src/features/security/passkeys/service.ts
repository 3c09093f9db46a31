import type { TAddPasskeyRequest, TReauthentication, TWebAuthnCredential } from '@resona/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { users } from '../../../db/schema/index.ts';
import { createSession } from '../../../core/session-queries.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { recordSecurityEvent, type EventClient } from '../../../core/security-events.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { SignInDevice } from '../second-factor/sign-in-step.ts';
import { markSessionVerified, recoveryCodesLeft } from '../second-factor/queries.ts';
import { reauthenticate } from '../second-factor/reauthenticate.ts';
import {
  forgetIfLastFactor,
  remake,
  secondFactors,
  type Asking,
} from '../second-factor/service.ts';
import { deletePasskey, findPasskey, insertPasskey, usePasskey, userPasskeys } from './queries.ts';
import {
  authenticationOptions,
  passkeyFailed,
  registrationOptions,
  verifyAssertion,
  verifyRegistration,
} from './webauthn.ts';

/** What the browser needs to make a passkey; the owner proves it is them first. */
export async function passkeyOptions(deps: Deps, asking: Asking, input: TReauthentication) {
  await reauthenticate(deps, asking.user, asking.sessionId, input);
  const existing = await userPasskeys(deps.db, asking.user.id);
  return { options: await registrationOptions(deps, asking.user, existing) };
}

/**
 * Keeps the passkey the browser made, by the name the person gave it. It is a second factor:
 * this session counts as verified, and an account without recovery codes gets its ten.
 */
export async function addPasskey(deps: Deps, asking: Asking, input: TAddPasskeyRequest) {
  const userId = asking.user.id;
  const made = await verifyRegistration(deps, deps.db, userId, input.credential);
  const now = deps.now();
  const codes = await deps.db
    .transaction(async (tx) => {
      await insertPasskey(tx, { userId, name: input.name, createdAt: now, ...made });
      const fresh =
        (await recoveryCodesLeft(tx, userId)) === 0 ? await remake(deps, tx, userId) : null;
      await markSessionVerified(tx, asking.sessionId, now);
      await sessionsChanged(deps, tx, userId);
      const detail = { passkey: input.name };
      await recordSecurityEvent(
        tx,
        { userId, kind: 'passkey-added', client: asking.client, detail },
        now,
      );
      return fresh;
    })
    .catch((error: unknown) => {
      // The same authenticator made twice: the browser's exclude list should have stopped it.
      if (isUniqueViolation(error)) throw passkeyFailed();
      throw error;
    });
  return { ...(await secondFactors(deps.db, asking, true)), recovery_codes: codes };
}

/** Removes one of the person's passkeys; with the last factor, the codes go too. */
export async function removePasskey(
  deps: Deps,
  asking: Asking,
  input: { passkey_id: number; password?: string | undefined },
) {
  await reauthenticate(deps, asking.user, asking.sessionId, input);
  const userId = asking.user.id;
  const factorsLeft = await deps.db.transaction(async (tx) => {
    const removed = await deletePasskey(tx, userId, input.passkey_id);
    if (!removed) throw notFound();
    const left = await forgetIfLastFactor(deps, tx, userId);
    await sessionsChanged(deps, tx, userId);
    const event = { userId, kind: 'passkey-removed', client: asking.client } as const;
    await recordSecurityEvent(tx, { ...event, detail: { passkey: removed.name } }, deps.now());
    return left;
  });
  const verified = factorsLeft && asking.secondFactorAt !== null;
  return { ...(await secondFactors(deps.db, asking, verified)), recovery_codes: null };
}

/** A sign-in with a passkey alone: the browser offers the person's own, no address asked. */
export async function passkeySignInOptions(deps: Deps) {
  return { options: await authenticationOptions(deps, 'sign-in', null) };
}

const unknownPasskey = () =>
  new AppError('INVALID_CREDENTIALS', 'passkeyUnknown', {}, { credential: 'passkeyUnknown' });

/**
 * Signs in with a passkey alone: something the person has, unlocked by something they are or
 * know on the device — two factors in one, so the session counts as verified.
 */
export async function passkeySignIn(
  deps: Deps,
  credential: TWebAuthnCredential,
  device: SignInDevice,
  client: EventClient,
) {
  const passkey = await findPasskey(deps.db, credential.id);
  if (!passkey) throw unknownPasskey();
  const counter = await verifyAssertion(deps, deps.db, passkey, credential, 'sign-in', null);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await usePasskey(tx, passkey.id, counter, now);
    const authToken = await createSession(
      tx,
      { userId: passkey.userId, ...device, secondFactor: true },
      now,
    );
    await sessionsChanged(deps, tx, passkey.userId);
    const event = { userId: passkey.userId, kind: 'passkey-sign-in', client } as const;
    await recordSecurityEvent(tx, { ...event, detail: { passkey: passkey.name } }, now);
    const [user] = await tx.select().from(users).where(eq(users.id, passkey.userId));
    return { user: user!, authToken };
  });
}

/** The second step with a passkey: the account's own, answering its pending sign-in. */
export async function passkeyPassesStep(
  deps: Deps,
  userId: number,
  credential: TWebAuthnCredential,
) {
  const passkey = await findPasskey(deps.db, credential.id);
  if (!passkey || passkey.userId !== userId) return null;
  const counter = await verifyAssertion(
    deps,
    deps.db,
    passkey,
    credential,
    'second-step',
    userId,
  ).catch(() => null);
  return counter === null ? null : { id: passkey.id, counter };
}
