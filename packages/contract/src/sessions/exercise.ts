import { z } from 'zod';
import { ZFlag } from '../fields.ts';
import { ZGoalRating, ZHms, ZLikeState, ZNarrationStyle, ZPacerThemeId } from './content.ts';

/** One exercise with every field of spec §3, in the caller's language and for the caller. */
export const ZExercise = z.object({
  exerciseID: z.number().int(),
  title: z.string(),
  /** The goal's title, as history and favourite items show it. */
  goal: z.string(),
  goal_id: z.number().int(),
  goal_title: z.string(),
  goal_description: z.string(),
  goal_video: z.string().nullable(),
  goal_rating: ZGoalRating.nullable(),
  exercise_video: z.string().nullable(),
  /** `{trailer}` when the exercise has a trailer, else null. */
  trailer_video: z.object({ trailer: z.string() }).nullable(),
  before_questions: z.string(),
  after_questions: z.string(),
  is_favorite: ZFlag,
  is_like: ZLikeState,
  /** Minutes; -1 is unlimited: the player loops or moves on to the next exercise. */
  duration_minutes: z.number().int(),
  duration_minute_id: z.number().int(),
  /** The caller's calibrated pace in breaths per minute (or the default of spec §9). */
  average_speed: z.number(),
  /** Breaths per minute fixed by the exercise; null means "the user's calibrated pace". */
  breathing_pace: z.number().nullable(),
  /** The pace to play: breathing_pace, else average_speed. */
  effective_pace: z.number(),
  inhale_ratio: z.number(),
  exhale_ratio: z.number(),
  intro_duration: ZHms,
  /** For an unlimited exercise, the length of one round before it loops or moves on. */
  exercise_duration: ZHms,
  narration: z.string(),
  narration_id: z.number().int(),
  narration_style: ZNarrationStyle,
  theme: z.string(),
  theme_id: z.number().int(),
  pacer_theme: ZPacerThemeId,
  /**
   * The language the exercise is spoken in. Seeded exercises are narrated by the browser in any
   * language, so this is the caller's language for them.
   */
  language_id: z.number().int(),
  /** The (goal, duration, narration, theme) design: /home/{experience_meta_id} pre-fills it. */
  experience_meta_id: z.number().int(),
  /** Set only for program (For You) exercises. */
  due_date: z.string().nullable(),
});
export type TExercise = z.infer<typeof ZExercise>;

export const ZFeedbackItem = z.object({
  exerciseFeedbackID: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;
