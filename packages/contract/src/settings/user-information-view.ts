import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

/** The account details screen's facts (spec §3 "User info"), names in the reply's language. */
export const ZUserInfo = z.object({
  email: z.string(),
  /** E.164 ('+12015550123'), or null when no phone is stored. */
  phone_number: z.string().nullable(),
  /** '+1', '+44' … with the number, else null. */
  phone_dial_code: z.string().nullable(),
  /** ISO 3166 country of the stored number (the edit form's picker), else null. */
  phone_country: z.string().nullable(),
  /** The stored number in its national form, for the edit form. */
  phone_national: z.string().nullable(),
  /**
   * The stored number to show, in international form without a national trunk prefix
   * ('+49 30 1234567'), else null.
   */
  phone_international: z.string().nullable(),
  /** The calibrated pace; without one, 6 for a child age group and 5 otherwise (spec §9). */
  average_speed: z.number(),
  age_group: z.number().int().nullable(),
  ageName: z.string().nullable(),
  gender_id: z.number().int().nullable(),
  gender_name: z.string().nullable(),
  expID: z.number().int().nullable(),
  expName: z.string().nullable(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** GET api/v2/user/user-information-view: the signed-in user's own account details. */
export const ZUserInformationViewResponse = ZEnvelope(z.object({ user_info: ZUserInfo }));
export type TUserInformationViewResponse = z.infer<typeof ZUserInformationViewResponse>;
