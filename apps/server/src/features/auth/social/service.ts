import {
  DEFAULT_LANGUAGE_ID,
  type SocialProvider,
  type TSecondFactorChallenge,
  type ZSocialCredential,
  type ZSocialSignupRequest,
} from '@resona/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { sendFirstVerificationMail } from '../verification-service.ts';
import { issueToken } from '../one-time-tokens.ts';
import { createSession } from '../../../core/session-queries.ts';
import { recordSecurityEvent } from '../../../core/security-events.ts';
import type { DeviceInfo } from '../signup-service.ts';
import { checkSurveyChoices } from '../survey-choices.ts';
import { findUserByEmail, updateUser, type UserRow } from '../user-queries.ts';
import type { FacebookVerifier } from './facebook-verifier.ts';
import type { GoogleVerifier } from './google-verifier.ts';
import { providerUnavailable, type VerifiedIdentity } from './identity.ts';
import {
  findLinkedUser,
  hasProviderLink,
  insertSocialAccount,
  touchSocialAccount,
} from './queries.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { askSecondFactor } from '../../security/index.ts';

export type SocialCredential = z.output<typeof ZSocialCredential>;
export type SocialSignupInput = z.output<typeof ZSocialSignupRequest>;

export interface SocialVerifiers {
  google: GoogleVerifier | null;
  facebook: FacebookVerifier | null;
}

const PROVIDER_BY_TYPE: Record<1 | 2, SocialProvider> = { 1: 'google', 2: 'facebook' };

const emailInUse = () => new AppError('EMAIL_TAKEN', 'socialEmailInUse');
const isEmailInUse = (error: unknown) =>
  error instanceof AppError && error.messageKey === 'socialEmailInUse';

/** Asks the provider who this is; nothing the client says about itself is believed. */
async function verifyCredential(
  deps: Deps,
  verifiers: SocialVerifiers,
  input: SocialCredential,
): Promise<VerifiedIdentity> {
  const provider = PROVIDER_BY_TYPE[input.social_type];
  if (provider === 'google') {
    if (!verifiers.google) throw providerUnavailable(provider);
    return verifiers.google(input.token, input.nonce, deps.now());
  }
  if (!verifiers.facebook) throw providerUnavailable(provider);
  return verifiers.facebook(input.token, input.social_id);
}

/**
 * Linking an existing account to a provider is safe only when both sides have proved the
 * address: the provider asserts it verified (Google's email_verified; never Facebook) and the
 * account's owner clicked our verification link. docs/decisions/027.
 */
const mayLink = (identity: VerifiedIdentity, user: UserRow) =>
  identity.emailVerified && user.isVerified;

type Outcome =
  | { user: UserRow; authToken: string; secondFactor: null; verifyToken?: string }
  | { user: UserRow; authToken: null; secondFactor: TSecondFactorChallenge; verifyToken?: string };

async function startSession(
  deps: Deps,
  tx: Executor,
  user: UserRow,
  input: SocialCredential,
  device: DeviceInfo,
  now: Date,
): Promise<Outcome> {
  const updated = await updateUser(tx, user.id, {
    deviceId: device.deviceId ?? user.deviceId,
    deviceTimezone: device.timezone ?? user.deviceTimezone,
    updatedAt: now,
  });
  await sessionsChanged(deps, tx, user.id);
  // An account with a second factor makes no session from the provider's word alone.
  const secondFactor = await askSecondFactor(deps, user.id, {
    deviceId: device.deviceId,
    deviceType: device.deviceType,
    userAgent: device.userAgent,
    firebaseToken: input.firebase_token,
  });
  if (secondFactor) return { user: updated, authToken: null, secondFactor };
  const authToken = await createSession(
    tx,
    {
      userId: user.id,
      deviceId: device.deviceId,
      deviceType: device.deviceType,
      userAgent: device.userAgent,
      firebaseToken: input.firebase_token,
    },
    now,
  );
  const client = { ip: device.remoteIp ?? null, userAgent: device.userAgent ?? null };
  const method = input.social_type === 1 ? 'google' : 'facebook';
  await recordSecurityEvent(
    tx,
    { userId: user.id, kind: 'sign-in', client, detail: { method } },
    now,
  );
  return { user: updated, authToken, secondFactor: null };
}

/** Signs in through an existing link, or links a verified account; null when neither applies. */
async function signInExisting(
  deps: Deps,
  tx: Executor,
  identity: VerifiedIdentity,
  input: SocialCredential,
  device: DeviceInfo,
  now: Date,
): Promise<Outcome | null> {
  const linked = await findLinkedUser(tx, identity);
  if (linked) {
    await touchSocialAccount(tx, identity, now);
    return startSession(deps, tx, linked, input, device, now);
  }
  const holder = await findUserByEmail(tx, identity.email);
  if (!holder || !mayLink(identity, holder)) return null;
  // A second identity of the same provider (another Google account claiming this address)
  // does not attach itself to an account that already has one.
  if (await hasProviderLink(tx, holder.id, identity.provider)) throw emailInUse();
  await insertSocialAccount(tx, holder.id, identity, now);
  return startSession(deps, tx, holder, input, device, now);
}

/**
 * check-social-signup (spec §4): the token and user when the social account exists (or a
 * verified account of the same verified address was linked), else null: the web app then calls
 * social-signup with the survey answers.
 */
export async function checkSocialSignup(
  deps: Deps,
  verifiers: SocialVerifiers,
  input: SocialCredential,
  device: DeviceInfo,
) {
  const identity = await verifyCredential(deps, verifiers, input);
  const now = deps.now();
  return deps.db.transaction((tx) => signInExisting(deps, tx, identity, input, device, now));
}

async function createSocialUser(
  tx: Executor,
  deps: Deps,
  identity: VerifiedIdentity,
  input: SocialSignupInput,
  device: DeviceInfo,
  now: Date,
): Promise<Outcome> {
  const holder = await findUserByEmail(tx, identity.email);
  if (holder) {
    // The pre-hijack case: someone registered this address with a password and never proved
    // it. The provider has now proved it, so that account is replaced, not taken over: it is
    // deleted (its sessions, password and anything planted in it go with it, by cascade) and
    // the owner of the address starts clean. Without proof on our side, nothing changes.
    if (!identity.emailVerified || holder.isVerified) throw emailInUse();
    await tx.delete(users).where(eq(users.id, holder.id));
    await sessionsChanged(deps, tx, holder.id);
    deps.log.info(
      { userId: holder.id },
      'unverified account replaced by a verified social sign-in',
    );
  }
  const [user] = await tx
    .insert(users)
    .values({
      email: identity.email,
      passwordHash: null,
      isVerified: identity.emailVerified,
      verifiedAt: identity.emailVerified ? now : null,
      defaultLanguage: input.default_language ?? DEFAULT_LANGUAGE_ID,
      ageGroupId: input.age_group ?? null,
      genderId: input.gender_id ?? null,
      experienceId: input.meditation ?? null,
      deviceId: device.deviceId ?? null,
      deviceTimezone: device.timezone ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await insertSocialAccount(tx, user!.id, identity, now);
  // An address the provider did not vouch for is verified by mail, as at password sign-up.
  const verifyToken = identity.emailVerified
    ? undefined
    : await issueToken(tx, user!.id, 'verify_email', now);
  const session = await startSession(deps, tx, user!, input, device, now);
  return { ...session, verifyToken };
}

/**
 * social-signup (spec §4, §7): signs in when the account exists meanwhile, else creates it with
 * the guest's survey answers (the minimum age applies, as on every sign-up path). One
 * transaction; the verification mail, when one is due, leaves after it commits.
 */
export async function socialSignup(
  deps: Deps,
  verifiers: SocialVerifiers,
  input: SocialSignupInput,
  device: DeviceInfo,
) {
  const identity = await verifyCredential(deps, verifiers, input);
  await checkSurveyChoices(deps.db, input, deps.config.minAge);
  const now = deps.now();
  const attempt = () =>
    deps.db.transaction(
      async (tx) =>
        (await signInExisting(deps, tx, identity, input, device, now)) ??
        createSocialUser(tx, deps, identity, input, device, now),
    );
  let outcome: Outcome;
  try {
    outcome = await attempt();
  } catch (error) {
    // Two sign-ups of one identity at once (a double click): the unique indexes decide, and
    // the loser signs in to what the winner created. The winner may also commit between the
    // loser's two reads (no link yet, then a verified account of the address), which looks
    // like an address taken by someone else; the second attempt sees the link and signs in.
    if (!isUniqueViolation(error) && !isEmailInUse(error)) throw error;
    outcome = await attempt();
  }
  if (outcome.verifyToken) {
    await sendFirstVerificationMail(deps, outcome.user, outcome.verifyToken);
  }
  return outcome;
}
