import type { TCurrentUser } from '@resona/contract';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/**
 * The one shape a user leaves the server in (spec §3 "Current user"). Columns are named one by
 * one so a new column (a hash, a lock-out counter) can never leak into a reply.
 */
export function presentUser(user: UserRow): TCurrentUser {
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
    // Reminders and programs arrive with their own features; until then there are none.
    remindvalue: 0,
    push_alert_status: user.pushAlertStatus,
    has_program: 0,
    social_accounts: { socialAccountID: null },
  };
}

/** Login and sign-up add the bearer token, which exists only in that one reply. */
export function presentUserDetails(user: UserRow, authToken: string) {
  return { ...presentUser(user), auth_token: authToken };
}
