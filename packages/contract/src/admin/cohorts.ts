import { z } from 'zod';
import { ZRequiredId } from '../sessions/content.ts';
import { ZEnvelope } from '../envelope.ts';
import { EMAIL_PATTERN, zLine, zText } from '../fields.ts';
import { ZAdminCohort, ZAdminName } from './common.ts';

/** GET api/v1/admin/cohorts: every cohort with its member and code counts. */
export const ZListCohortsResponse = ZEnvelope(z.object({ cohorts: z.array(ZAdminCohort) }));
export type TListCohortsResponse = z.infer<typeof ZListCohortsResponse>;

/** POST api/v1/admin/cohorts {name}. */
export const ZCreateCohortRequest = z.object({ name: ZAdminName });
export type TCreateCohortRequest = z.input<typeof ZCreateCohortRequest>;
export const ZCreateCohortResponse = ZEnvelope(z.object({ cohort: ZAdminCohort }));

export const ZCohortMember = z.object({
  user_id: z.number().int(),
  email: z.string(),
  code: z.string(),
  redeemed_at: z.string(),
  is_verified: z.boolean(),
  is_survey_complete: z.boolean(),
  is_calibrated: z.boolean(),
  sessions: z.number().int(),
});
export type TCohortMember = z.infer<typeof ZCohortMember>;

/**
 * POST api/v1/admin/participants/sign-out {user_id}: every session of a participant ends (a lost
 * phone, an account someone else may be in; issue 32), recorded in the audit trail. A
 * researcher's account is not a participant's: it answers as unknown.
 */
export const ZSignOutParticipantRequest = z.object({ user_id: ZRequiredId });
export type TSignOutParticipantRequest = z.input<typeof ZSignOutParticipantRequest>;
export const ZSignOutParticipantResponse = ZEnvelope(
  z.object({ sessions_ended: z.number().int() }),
);
export type TSignOutParticipantResponse = z.infer<typeof ZSignOutParticipantResponse>;

/** GET api/v1/admin/cohorts/:id/members: who redeemed one of its codes, in order of redemption. */
export const ZCohortMembersResponse = ZEnvelope(
  z.object({ cohort: ZAdminCohort, members: z.array(ZCohortMember) }),
);
export type TCohortMembersResponse = z.infer<typeof ZCohortMembersResponse>;

export const ZAdminPlan = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  /** 1 public; 2 only for whitelisted addresses. */
  plan_type: z.number().int(),
  state: z.number().int(),
  whitelist: z.array(z.string()),
});
export type TAdminPlan = z.infer<typeof ZAdminPlan>;

/** GET api/v1/admin/plans: every plan and its whitelist. */
export const ZListAdminPlansResponse = ZEnvelope(z.object({ plans: z.array(ZAdminPlan) }));
export type TListAdminPlansResponse = z.infer<typeof ZListAdminPlansResponse>;

/**
 * GET api/v1/admin/studies/:studyId/plans: the plans a study's batch or arm may whitelist its
 * redeemers for; the site's catalogue without anyone's address (whitelists are the site's).
 */
export const ZStudyPlansResponse = ZEnvelope(
  z.object({ plans: z.array(ZAdminPlan.omit({ whitelist: true })) }),
);
export type TStudyPlansResponse = z.infer<typeof ZStudyPlansResponse>;

export const ADMIN_WHITELIST_MAX = 1000;

/**
 * POST api/v1/admin/plans/:id/whitelist {emails}: adds addresses (one per line, or separated
 * by commas, semicolons or spaces); ones already there are kept once. Any invalid address
 * refuses the whole list, so a typo is not silently dropped.
 */
export const ZAddToWhitelistRequest = z.object({
  emails: zText({ error: 'fieldRequired' })
    .max(100_000, { error: 'fieldInvalid' })
    .transform((v) =>
      v
        .split(/[\s,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          zLine()
            .max(254, { error: 'emailInvalid' })
            .regex(EMAIL_PATTERN, { error: 'emailInvalid' }),
        )
        .min(1, { error: 'fieldRequired' })
        .max(ADMIN_WHITELIST_MAX, { error: 'fieldInvalid' }),
    ),
});
export type TAddToWhitelistRequest = z.input<typeof ZAddToWhitelistRequest>;

/** POST api/v1/admin/plans/:id/whitelist/remove {email}. */
export const ZRemoveFromWhitelistRequest = z.object({
  email: zLine({ error: 'emailRequired' })
    .trim()
    .min(1, { error: 'emailRequired' })
    .max(254, { error: 'emailInvalid' })
    .transform((v) => v.toLowerCase()),
});
export type TRemoveFromWhitelistRequest = z.input<typeof ZRemoveFromWhitelistRequest>;

export const ZWhitelistResponse = ZEnvelope(z.object({ plan: ZAdminPlan }));
export type TWhitelistResponse = z.infer<typeof ZWhitelistResponse>;
