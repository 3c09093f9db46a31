import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZAccessCode, ZEmail, zLine, ZNewPassword, ZOptionalToken } from '../fields.ts';
import { ZLanguageId } from '../fields.ts';
import { ZBotCheckField } from './bot-check.ts';
import { ZUserDetails } from './user.ts';

const ZSurveyChoice = z.coerce.number().int().positive().max(1000);

/** Sign-up payload of spec §3; the survey answers come from the guest's survey, when taken. */
export const ZSignupRequest = z
  .object({
    email: ZEmail,
    password: ZNewPassword,
    confirm_password: zLine({ error: 'confirmPasswordRequired' }).min(1, {
      error: 'confirmPasswordRequired',
    }),
    access_code: ZAccessCode,
    meditation: ZSurveyChoice.optional(),
    age_group: ZSurveyChoice.optional(),
    gender_id: ZSurveyChoice.optional(),
    default_language: ZLanguageId.optional(),
    firebase_token: ZOptionalToken,
    bot_check: ZBotCheckField,
  })
  .refine((v) => v.password === v.confirm_password, {
    error: 'passwordsMismatch',
    path: ['confirm_password'],
  });
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZSignupResponse = ZEnvelope(z.object({ user_details: ZUserDetails }));
