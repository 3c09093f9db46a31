import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZBreathedRhythm } from '../rhythms/rhythm-calls.ts';
import { ZExercise } from '../sessions/exercise.ts';
import { ZListFields } from './keyset.ts';

/** YYYY-MM-DD, a calendar date without a time zone. */
export const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A For You item: the whole exercise (clicking starts it) and when it is due. */
export const ZProgramExercise = ZExercise.extend({
  program_item_id: z.number().int(),
  program_id: z.number().int(),
  program_title: z.string(),
  due_date: ZDate,
  /**
   * The rhythm the researcher fixed for this item (decision 101): its session breathes it and the
   * participant cannot pick another. Null: their own pace (a reply kept offline by an earlier
   * version has none either).
   */
  rhythm: ZBreathedRhythm.nullable().default(null),
});
export type TProgramExercise = z.infer<typeof ZProgramExercise>;

/**
 * GET api/v1/library/program-exercises: items assigned to the caller or their study cohort, due
 * yesterday or later in the caller's time zone (spec §9), by due_date ascending.
 * Empty: message 'No items with valid due dates.'
 */
export const ZProgramExercisesResponse = ZEnvelope(
  z.object({ program_exercises_list: z.array(ZProgramExercise), ...ZListFields }),
);
export type TProgramExercisesResponse = z.infer<typeof ZProgramExercisesResponse>;
