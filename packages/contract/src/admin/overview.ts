import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZAdminOptionalId } from './common.ts';

/** GET api/v1/admin/overview?cohort_id: the study at a glance (everyone, or one cohort). */
export const ZAdminOverviewRequest = z.object({ cohort_id: ZAdminOptionalId });
export type TAdminOverviewRequest = z.input<typeof ZAdminOverviewRequest>;

export const ZAdminOverview = z.object({
  /**
   * Participants (not admins), as a funnel: everyone signed up (for a cohort: with one of its
   * codes, or who redeemed one later), and how many reached each step.
   */
  participants: z.object({
    signed_up: z.number().int(),
    verified: z.number().int(),
    /** Have access: a redeemed code (a cohort's at verification) or a paid plan. */
    subscribed_or_coded: z.number().int(),
    surveyed: z.number().int(),
    calibrated: z.number().int(),
    /** Played at least one session. */
    first_session: z.number().int(),
    /** Played at least one session in the last 7 days. */
    active_7_days: z.number().int(),
    /**
     * Withdrew from the study (still counted above: the protocol analyses everyone who signed
     * up, intention to treat; what was kept of their data is decision 082's).
     */
    withdrawn: z.number().int(),
  }),
  /**
   * Minutes practised, all time and in the last 7 days, with one decimal: rounded as the
   * exports round them, so the Overview and a file agree.
   */
  minutes: z.object({ total: z.number(), last_7_days: z.number() }),
  /**
   * Program items due by today, one per participant and item; `done` when the participant
   * played that exercise, after it was assigned, for the program's share of its planned
   * duration. `rate` is done / due (0 when nothing is due).
   */
  adherence: z.object({ due: z.number().int(), done: z.number().int(), rate: z.number() }),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

export const ZAdminOverviewResponse = ZEnvelope(ZAdminOverview);
export type TAdminOverviewResponse = z.infer<typeof ZAdminOverviewResponse>;
