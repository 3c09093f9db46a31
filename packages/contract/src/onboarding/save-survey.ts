import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZOptionalToken } from '../fields.ts';
import { ZLanguageId } from '../fields.ts';
import { ZOnboardingFlags } from './user-flags.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const ZChoice = z.coerce.number({ error: 'fieldInvalid' }).int().positive().max(1000);

/** PATCH api/v1/user/survey: the signed-in user's four answers; experience is mandatory. */
export const ZSaveSurveyRequest = z.object({
  /** Experience id (experience_list). */
  meditation: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'meditationRequired' })
      .int({ error: 'meditationRequired' })
      .positive({ error: 'meditationRequired' })
      .max(1000, { error: 'fieldInvalid' }),
  ),
  default_language: z.preprocess(blankToUndefined, ZLanguageId.optional()),
  age_group: z.preprocess(blankToUndefined, ZChoice.optional()),
  gender_id: z.preprocess(blankToUndefined, ZChoice.optional()),
  firebase_token: ZOptionalToken,
});
export type TSaveSurveyRequest = z.input<typeof ZSaveSurveyRequest>;

export const ZSurveyData = z.object({
  meditation: z.number().int().nullable(),
  default_language: z.number().int(),
  age_group: z.number().int().nullable(),
  gender_id: z.number().int().nullable(),
});

export const ZSaveSurveyResponse = ZEnvelope(
  z.object({ survey_data: ZSurveyData, user_flags: ZOnboardingFlags }),
);
export type TSaveSurveyResponse = z.infer<typeof ZSaveSurveyResponse>;
