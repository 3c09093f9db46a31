import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { ZReminder } from './set-reminder.ts';

/**
 * GET api/v2/user/account-details: the choices of the account edit form (spec §3 "Account
 * details"), in the reply's language and in the survey's order; the form's "first option"
 * default is the first allowed entry of each list.
 */
export const ZAccountDetailsResponse = ZEnvelope(
  z.object({
    age_data: z.array(
      z.object({
        id: z.number().int(),
        ageName: z.string(),
        /** False for groups below MIN_AGE: shown, never chosen. */
        is_allowed: z.boolean(),
      }),
    ),
    gender_data: z.array(z.object({ id: z.number().int(), gender_name: z.string() })),
    experience_data: z.array(z.object({ id: z.number().int(), expName: z.string() })),
    /**
     * The calibration paces. `group_type` names the age group a pace is the default for
     * (1 child: 6, 2 other: 5, 0 none); `is_default` marks the caller's current pace.
     */
    average_speed_data: z.array(
      z.object({ group_type: z.number().int(), value: z.number(), is_default: ZFlag }),
    ),
    language_data: z.array(z.object({ id: z.number().int(), value: z.string() })),
    /** The person's daily reminders, as the reminder calls give them. */
    reminder_data: z.array(ZReminder),
  }),
);
export type TAccountDetailsResponse = z.infer<typeof ZAccountDetailsResponse>;
