import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZRequiredId } from './content.ts';
import { ZExercise, ZFeedbackItem } from './exercise.ts';

/** GET api/v2/exercise/exercise-details?exercise_id: one exercise, with the caller's feedback. */
export const ZExerciseDetailsRequest = z.object({ exercise_id: ZRequiredId });
export type TExerciseDetailsRequest = z.input<typeof ZExerciseDetailsRequest>;

export const ZExerciseDetailsResponse = ZEnvelope(
  z.object({
    exercise: ZExercise,
    /** The caller's own written feedback on this exercise, newest first. */
    feedback_data: z.array(ZFeedbackItem),
  }),
);
export type TExerciseDetailsResponse = z.infer<typeof ZExerciseDetailsResponse>;
