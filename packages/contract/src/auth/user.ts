import { z } from 'zod';
import { ZConsentState } from '../consent/consent.ts';
import { ZFlag } from '../fields.ts';

/** The signed-in person as the web app keeps it (spec §3, "Current user"). */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  userID: z.number().int(),
  email: z.string(),
  device_id: z.string().nullable(),
  device_timezone: z.string().nullable(),
  default_language: z.number().int(),
  age_group: z.number().int().nullable(),
  gender_id: z.number().int().nullable(),
  meditation: z.number().int().nullable(),
  is_verified: ZFlag,
  is_subscribe: ZFlag,
  is_survey_complete: ZFlag,
  is_calibrated: ZFlag,
  /** '1' while the tutorial has not been seen yet. */
  is_tutorial: ZFlag,
  is_home: ZFlag,
  remindvalue: z.number().int(),
  /** 1 on, 0 off. */
  push_alert_status: z.number().int(),
  /** 1 when a program item is due yesterday or later (the For You tab). */
  has_program: ZFlag,
  /**
   * 1 when the account has a password (0: it signs in with Google or Facebook only), so the
   * settings can hide Change password. Stored users from before it existed read as 1.
   */
  has_password: ZFlag.default(1),
  /**
   * 1 for a researcher (the admin role), so the account menu can lead to the console. It
   * grants nothing: the server checks the role on every console call.
   */
  is_researcher: ZFlag.default(0),
  /**
   * The study's consent (decision 082): 'required' sends the person to /consent before
   * anything else of the app; 'none' outside the study.
   */
  study_consent: ZConsentState.default('none'),
  social_accounts: z.object({ socialAccountID: z.string().nullable() }),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** Login and sign-up replies add the bearer token to the user. */
export const ZUserDetails = ZCurrentUser.extend({ auth_token: z.string() });
export type TUserDetails = z.infer<typeof ZUserDetails>;
