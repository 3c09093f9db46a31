import { z } from 'zod';
import { ZFlag } from '../fields.ts';

/** The flags the web app routes on after an onboarding step (spec §4). */
export const ZOnboardingFlags = z.object({
  is_verified: ZFlag,
  is_subscribe: ZFlag,
  is_survey_complete: ZFlag,
  is_calibrated: ZFlag,
  /** 1 while the tutorial has not been seen yet. */
  is_tutorial: ZFlag,
});
export type TOnboardingFlags = z.infer<typeof ZOnboardingFlags>;

/** `?userid` / `userID` of the spec's user calls: optional, and only ever the caller's own id. */
export const ZOwnUserId = z.coerce.number().int().positive().max(2_147_483_647).optional();
