import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';

/** GET api/v1/survey (no sign-in): the four survey lists in the request's language. */
export const ZSurveyListsResponse = ZEnvelope(
  z.object({
    age_list: z.array(
      z.object({
        id: z.number().int(),
        ageName: z.string(),
        /** False for groups below MIN_AGE, so a guest is told before signing up. */
        is_allowed: z.boolean(),
      }),
    ),
    gender_list: z.array(z.object({ id: z.number().int(), gender_name: z.string() })),
    language_list: z.array(z.object({ id: z.number().int(), value: z.string() })),
    experience_list: z.array(z.object({ id: z.number().int(), expName: z.string() })),
    min_age: z.number().int(),
  }),
);
export type TSurveyListsResponse = z.infer<typeof ZSurveyListsResponse>;
