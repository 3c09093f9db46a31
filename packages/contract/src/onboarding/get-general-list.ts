import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import {
  ZAgeOption,
  ZExperienceOption,
  ZGenderOption,
  ZLanguageOption,
} from './get-survey-lists.ts';
import { ZOwnUserId } from './user-flags.ts';

/** GET api/v2/general/list?user_id: only the caller's own id (another id → 404). */
export const ZGeneralListRequest = z.object({ user_id: ZOwnUserId });
export type TGeneralListRequest = z.input<typeof ZGeneralListRequest>;

/** `selected` marks the caller's current answer; a list the caller has not answered has none. */
const selected = { selected: z.boolean() };

/** The survey lists of GET api/v1/survey with the caller's current choices marked. */
export const ZGeneralListResponse = ZEnvelope(
  z.object({
    age_list: z.array(ZAgeOption.extend(selected)),
    gender_list: z.array(ZGenderOption.extend(selected)),
    language_list: z.array(ZLanguageOption.extend(selected)),
    experience_list: z.array(ZExperienceOption.extend(selected)),
    min_age: z.number().int(),
  }),
);
export type TGeneralListResponse = z.infer<typeof ZGeneralListResponse>;
