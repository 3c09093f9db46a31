import { z } from 'zod';
import { zText } from '../fields.ts';
import { ZEnvelope } from '../envelope.ts';
import { FEEDBACK_MAX_LENGTH, ZOptionalId, ZRequiredId } from './content.ts';
import { ZFeedbackItem } from './exercise.ts';

/**
 * POST api/v1/exercise/feedback: written feedback on an exercise, from the player's feedback
 * panel. `exercise_history_id`, when given, must be the caller's own history row.
 */
export const ZAddExerciseFeedbackRequest = z.object({
  exercise_id: ZRequiredId,
  description: zText({ error: 'feedbackRequired' })
    .trim()
    .min(1, { error: 'feedbackRequired' })
    .max(FEEDBACK_MAX_LENGTH, { error: 'feedbackTooLong' }),
  exercise_history_id: ZOptionalId,
});
export type TAddExerciseFeedbackRequest = z.input<typeof ZAddExerciseFeedbackRequest>;

export const ZAddExerciseFeedbackResponse = ZEnvelope(
  z.object({ feedback: ZFeedbackItem.extend({ exercise_id: z.number().int() }) }),
);
export type TAddExerciseFeedbackResponse = z.infer<typeof ZAddExerciseFeedbackResponse>;

/** POST api/v1/library/exercise-feedback {feedbackid}: deletes one of the caller's own. */
export const ZDeleteExerciseFeedbackRequest = z.object({ feedbackid: ZRequiredId });
export type TDeleteExerciseFeedbackRequest = z.input<typeof ZDeleteExerciseFeedbackRequest>;

export const ZDeleteExerciseFeedbackResponse = ZEnvelope(
  z.object({ feedbackid: z.number().int() }),
);
export type TDeleteExerciseFeedbackResponse = z.infer<typeof ZDeleteExerciseFeedbackResponse>;
