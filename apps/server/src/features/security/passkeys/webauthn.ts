import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { TWebAuthnCredential, TWebAuthnOptions } from '@resona/contract';
import { createHmac } from 'node:crypto';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { secondFactorKey } from '../second-factor/factor-key.ts';
import { saveChallenge, takeChallenge, type PasskeyRow } from './queries.ts';

/** Long enough for a person to answer the device's prompt. */
const CHALLENGE_MS = 5 * 60 * 1000;

/**
 * @simplewebauthn/server, with its ASN.1, CBOR and certificate parsers, is about 4 MB of heap
 * and most of a second to load, and only a passkey's own calls need it: it is loaded on the
 * first of them, so a server whose people sign in with passwords never holds it (issue 29).
 */
let library: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => (library ??= import('@simplewebauthn/server'));

export const passkeyFailed = () => new AppError('VALIDATION_ERROR', 'passkeyFailed');

/** The relying party is Resona's public address: passkeys work on it and nowhere else. */
function relyingParty(deps: Deps) {
  const url = new URL(deps.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * The user handle a passkey carries: opaque, stable per account, and not the account's id
 * (an HMAC of it under the second-factor key), so a passkey tells no one our ids.
 */
function userHandle(deps: Deps, userId: number) {
  return new Uint8Array(
    createHmac('sha256', Buffer.from(secondFactorKey(deps.config), 'hex'))
      .update(`webauthn-user:${userId}`)
      .digest()
      .subarray(0, 16),
  );
}

const expiry = (deps: Deps) => new Date(deps.now().getTime() + CHALLENGE_MS);

/** What navigator.credentials.create() is given: a discoverable passkey, the person verified. */
export async function registrationOptions(
  deps: Deps,
  user: { id: number; email: string },
  existing: PasskeyRow[],
) {
  const { rpID } = relyingParty(deps);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: 'Resona',
    rpID,
    userName: user.email,
    userID: userHandle(deps, user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports ?? undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await saveChallenge(deps.db, options.challenge, 'register', user.id, expiry(deps));
  const json: TWebAuthnOptions = { ...options };
  return json;
}

/** Checks what navigator.credentials.create() answered against this account's challenge. */
export async function verifyRegistration(
  deps: Deps,
  db: Executor,
  userId: number,
  credential: TWebAuthnCredential,
) {
  const { rpID, origin } = relyingParty(deps);
  const now = deps.now();
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response: credential as unknown as RegistrationResponseJSON,
    expectedChallenge: (challenge) => takeChallenge(db, challenge, 'register', userId, now),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw passkeyFailed();
  const { credential: made, credentialBackedUp } = result.registrationInfo;
  return {
    credentialId: made.id,
    publicKey: Buffer.from(made.publicKey).toString('base64url'),
    counter: made.counter,
    transports: made.transports ?? null,
    backedUp: credentialBackedUp,
  };
}

/**
 * What navigator.credentials.get() is given: for a sign-in with a passkey alone, any of the
 * browser's (no account named); for a second step, the account's own.
 */
export async function authenticationOptions(
  deps: Deps,
  purpose: 'sign-in' | 'second-step',
  userId: number | null,
  allowed: PasskeyRow[] = [],
) {
  const { rpID } = relyingParty(deps);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: allowed.map((p) => ({
      id: p.credentialId,
      transports: p.transports ?? undefined,
    })),
  });
  await saveChallenge(deps.db, options.challenge, purpose, userId, expiry(deps));
  const json: TWebAuthnOptions = { ...options };
  return json;
}

/** Checks an assertion of `passkey` against a challenge of `purpose`; the new counter. */
export async function verifyAssertion(
  deps: Deps,
  db: Executor,
  passkey: PasskeyRow,
  credential: TWebAuthnCredential,
  purpose: 'sign-in' | 'second-step',
  challengeUserId: number | null,
) {
  const { rpID, origin } = relyingParty(deps);
  const now = deps.now();
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: (challenge) => takeChallenge(db, challenge, purpose, challengeUserId, now),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports ?? undefined,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw passkeyFailed();
  return result.authenticationInfo.newCounter;
}
