import type { FastifyRequest } from 'fastify';
import type { TCurrentUser } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { clientHeaders } from '../../lib/client-headers.ts';
import { hasDueProgram, hasReminderOn } from '../../core/current-user-queries.ts';
import { findConsentState } from '../../db/study-consent.ts';
import { resolveTimeZone } from '../../lib/time-zone.ts';
import { findSocialAccountId } from './social/queries.ts';

type UserRow = typeof users.$inferSelect;

/** has_program is a query (a program item due in the user's calendar), so it needs these. */
export interface PresentContext {
  db: Executor;
  now: Date;
  headerTimeZone?: string | undefined;
}

export const presentContext = (deps: Deps, request: FastifyRequest): PresentContext => ({
  db: deps.db,
  now: deps.now(),
  headerTimeZone: clientHeaders(request).timezone,
});

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/**
 * The one shape a user leaves the server in (spec §3 "Current user"). Columns are named one by
 * one so a new column (a hash, a lock-out counter) can never leak into a reply.
 */
export async function presentUser(user: UserRow, ctx: PresentContext): Promise<TCurrentUser> {
  const zone = resolveTimeZone(user.deviceTimezone, ctx.headerTimeZone);
  const [hasProgram, socialAccountId, reminderOn, studyConsent] = await Promise.all([
    hasDueProgram(ctx.db, user.id, zone, ctx.now),
    findSocialAccountId(ctx.db, user.id),
    hasReminderOn(ctx.db, user.id),
    findConsentState(ctx.db, user.id),
  ]);
  return {
    id: user.id,
    userID: user.id,
    email: user.email,
    device_id: user.deviceId,
    device_timezone: user.deviceTimezone,
    default_language: user.defaultLanguage,
    age_group: user.ageGroupId,
    gender_id: user.genderId,
    meditation: user.experienceId,
    is_verified: flag(user.isVerified),
    is_subscribe: flag(user.isSubscribed),
    is_survey_complete: flag(user.isSurveyComplete),
    is_calibrated: flag(user.isCalibrated),
    is_tutorial: flag(user.tutorialPending),
    is_home: flag(user.isHome),
    remindvalue: flag(reminderOn),
    push_alert_status: user.pushAlertStatus,
    has_program: flag(hasProgram),
    has_password: flag(user.passwordHash !== null),
    is_researcher: flag(user.role === 'admin'),
    study_consent: studyConsent,
    social_accounts: { socialAccountID: socialAccountId },
  };
}

/** Login and sign-up add the bearer token, which exists only in that one reply. */
export async function presentUserDetails(user: UserRow, authToken: string, ctx: PresentContext) {
  return { ...(await presentUser(user, ctx)), auth_token: authToken };
}
