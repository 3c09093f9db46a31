import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

export const ZAgeOption = z.object({
  id: z.number().int(),
  ageName: z.string(),
  /** False for groups below MIN_AGE, so a guest is told before signing up. */
  is_allowed: z.boolean(),
});
export const ZGenderOption = z.object({ id: z.number().int(), gender_name: z.string() });
export const ZLanguageOption = z.object({ id: z.number().int(), value: z.string() });
export const ZExperienceOption = z.object({ id: z.number().int(), expName: z.string() });

/** GET api/v1/survey (no sign-in): the four survey lists in the request's language. */
export const ZSurveyListsResponse = ZEnvelope(
  z.object({
    age_list: z.array(ZAgeOption),
    gender_list: z.array(ZGenderOption),
    language_list: z.array(ZLanguageOption),
    experience_list: z.array(ZExperienceOption),
    min_age: z.number().int(),
  }),
);
export type TSurveyListsResponse = z.infer<typeof ZSurveyListsResponse>;
