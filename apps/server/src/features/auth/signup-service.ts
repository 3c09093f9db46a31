import { DEFAULT_LANGUAGE_ID, type ZSignupRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyBotCheck } from '../../core/bot-check.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { applyBatchPlan, findUsableCode, redeemAccessCode } from './access-code-queries.ts';
import { assertStudyTakes } from './study-joining.ts';
import { allocateArm } from './arm-allocation.ts';
import { refuseGuessablePassword } from './password-check.ts';
import { issueToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { sendFirstVerificationMail } from './verification-service.ts';
import { createSession } from '../../core/session-queries.ts';
import { checkSurveyChoices } from './survey-choices.ts';
import { findUserByEmail } from './user-queries.ts';

export type SignupInput = z.output<typeof ZSignupRequest>;
export interface DeviceInfo {
  deviceId?: string;
  deviceType?: number;
  timezone?: string;
  remoteIp?: string;
  /** The browser's User-Agent, for the person's list of signed-in devices. */
  userAgent?: string;
}

const emailTaken = () => new AppError('EMAIL_TAKEN', 'emailTaken');
const invalidCode = () => new AppError('INVALID_ACCESS_CODE', 'invalidAccessCode');

/**
 * Sign-up (spec §3, §4). The order of the checks is deliberate:
 * - the access code is checked before the address, so only someone holding a valid invitation
 *   learns whether an address is registered. EMAIL_TAKEN itself is kept because the spec's
 *   sign-up form needs to say why it failed; per-address rate limits bound the probing.
 * - the code is redeemed here, in the transaction that makes the account (decision 046): a
 *   single-use code makes one account, however many sign-ups race for it. It does not
 *   subscribe yet: the journey sign-up → verify → sign in lands on /algorithm, where
 *   finish-signup with the same code subscribes without taking a second use.
 * The user, the code's use, the verification token and the session are written in one
 * transaction; the mail goes out after it commits.
 */
export async function signUp(deps: Deps, input: SignupInput, device: DeviceInfo) {
  const { db, config } = deps;
  await verifyBotCheck(deps, input.bot_check, device.remoteIp);
  await refuseGuessablePassword(input.password, input.email, 'password');
  await checkSurveyChoices(db, input, config.minAge);
  const now = deps.now();
  const code = await findUsableCode(db, input.access_code, now);
  if (!code) throw invalidCode();
  await assertStudyTakes(db, code, null);
  if (await findUserByEmail(db, input.email)) throw emailTaken();

  const passwordHash = await hashPassword(input.password);
  const languageId = input.default_language ?? DEFAULT_LANGUAGE_ID;
  let created;
  try {
    created = await db.transaction(async (tx) => {
      // Columns are listed one by one: nothing else in the body can reach the row.
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          defaultLanguage: languageId,
          ageGroupId: input.age_group ?? null,
          genderId: input.gender_id ?? null,
          experienceId: input.meditation ?? null,
          signupAccessCodeId: code.id,
          deviceId: device.deviceId ?? null,
          deviceTimezone: device.timezone ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // The conditional UPDATE is the race guard; the loser's account is rolled back with it.
      const taken = await redeemAccessCode(tx, input.access_code, user!.id, now);
      if (!taken) throw invalidCode();
      await applyBatchPlan(tx, taken.id, user!.email);
      await allocateArm(tx, { accessCodeId: taken.id, userId: user!.id, at: now });
      const verifyToken = await issueToken(tx, user!.id, 'verify_email', now);
      const authToken = await createSession(
        tx,
        {
          userId: user!.id,
          deviceId: device.deviceId,
          deviceType: device.deviceType,
          userAgent: device.userAgent,
          firebaseToken: input.firebase_token,
        },
        now,
      );
      return { user: user!, verifyToken, authToken };
    });
  } catch (error) {
    // Two sign-ups of one address at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await sendFirstVerificationMail(deps, created.user, created.verifyToken);
  return { user: created.user, authToken: created.authToken };
}
