import { z } from 'zod';
import { RATING_STEPS } from '../constants.ts';
import { ZEnvelope } from '../envelope.ts';
import { ZOptionalToken, zText } from '../fields.ts';
import { FEEDBACK_MAX_LENGTH, ZOptionalId, ZRequiredId } from './content.ts';

/** 1 before the session, 2 after it. */
export const ZRatingType = z.coerce
  .number({ error: 'fieldInvalid' })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: 'fieldInvalid' }));

export const ZRating = z.coerce
  .number({ error: 'ratingInvalid' })
  .int({ error: 'ratingInvalid' })
  .min(1, { error: 'ratingInvalid' })
  .max(RATING_STEPS, { error: 'ratingInvalid' });

/** Free text, trimmed; an empty one is stored as none. */
export const ZOptionalFeedbackText = zText({ error: 'fieldInvalid' })
  .trim()
  .max(FEEDBACK_MAX_LENGTH, { error: 'feedbackTooLong' })
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * POST api/v2/exercise/experience-feedback: the before (type 1) or after (type 2) face rating,
 * with optional free text. `experience_id` is the video_views_id of update-history that the
 * rating belongs to (the caller's own, for the same exercise, else 404); the before-rating
 * comes before play, so it has none. `firebase_token` is accepted for compatibility and unused.
 */
export const ZExperienceFeedbackRequest = z.object({
  rating: ZRating,
  exercise_id: ZRequiredId,
  type: ZRatingType,
  feedback: ZOptionalFeedbackText,
  experience_id: ZOptionalId,
  firebase_token: ZOptionalToken,
});
export type TExperienceFeedbackRequest = z.input<typeof ZExperienceFeedbackRequest>;

export const ZExperience = z.object({
  experienceID: z.number().int(),
  exercise_id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  rating: z.number().int(),
  feedback: z.string().nullable(),
  experience_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TExperience = z.infer<typeof ZExperience>;

export const ZExperienceFeedbackResponse = ZEnvelope(z.object({ experience: ZExperience }));
export type TExperienceFeedbackResponse = z.infer<typeof ZExperienceFeedbackResponse>;
