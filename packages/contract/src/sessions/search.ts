import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag, ZFlagInput } from '../fields.ts';
import { ZDuration, ZGoal, ZNarration, ZOptionalId, ZTheme } from './content.ts';
import { ZExercise } from './exercise.ts';

export const SEARCH_OUTPUTS = ['GOAL', 'TIME', 'NARRATION', 'THEME', 'EXERCISE'] as const;
export const ZSearchOutput = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
  z.enum(SEARCH_OUTPUTS).default('GOAL'),
);
export type TSearchOutput = (typeof SEARCH_OUTPUTS)[number];

/**
 * GET api/v2/exercise/search: the session-design cascade of spec §4, one step per `output`.
 * GOAL (the default) lists goals; TIME needs goal_id; NARRATION needs goal_id and
 * duration_minute_id; THEME narrows by whatever is given; EXERCISE needs goal, duration and
 * narration (theme optional). A missing step answers 400 'Please select above information'.
 * Only choices that lead to at least one exercise are listed. With is_default=1 an EXERCISE
 * search that finds exercises also saves the design as the caller's default (spec §4 Start).
 */
export const ZSearchRequest = z.object({
  output: ZSearchOutput,
  goal_id: ZOptionalId,
  duration_minute_id: ZOptionalId,
  narration_id: ZOptionalId,
  theme_id: ZOptionalId,
  is_default: ZFlagInput.optional(),
});
export type TSearchRequest = z.input<typeof ZSearchRequest>;

export const ZSearchResult = z.discriminatedUnion('output', [
  z.object({ output: z.literal('GOAL'), goal_list: z.array(ZGoal) }),
  z.object({ output: z.literal('TIME'), duration_list: z.array(ZDuration) }),
  z.object({ output: z.literal('NARRATION'), narration_list: z.array(ZNarration) }),
  z.object({ output: z.literal('THEME'), theme_list: z.array(ZTheme) }),
  z.object({
    output: z.literal('EXERCISE'),
    exercise_list: z.array(ZExercise),
    /** 0 when the design has no exercise: the web app goes back to /Home with the message. */
    data_found: ZFlag,
  }),
]);
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchResponse = ZEnvelope(ZSearchResult);
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
