import { z } from 'zod';
import { ZId } from '../fields.ts';

/** Spec §9: at most this many characters of free-text feedback are kept. */
export const FEEDBACK_MAX_LENGTH = 2000;
/** A view longer than a week is a broken clock, not a session; longer durations are refused. */
export const MAX_VIEW_SECONDS = 7 * 24 * 3600;
/** Inhale:exhale parts when an exercise does not say otherwise (inhale shorter than exhale). */
export const DEFAULT_BREATH_RATIO = { inhale: 4, exhale: 6 } as const;

/** The web pacer's looks (apps/web components/pacer/themes.ts); a theme names one of them. */
export const PACER_THEME_IDS = ['dawn', 'ocean', 'night'] as const;
export const ZPacerThemeId = z.enum(PACER_THEME_IDS);
export type TPacerThemeId = z.infer<typeof ZPacerThemeId>;

/**
 * How a narration is delivered: `none` is silence with captions, `voice` is spoken cues by the
 * browser's speech synthesis in the user's language, `counting` speaks the counts of each phase.
 */
export const NARRATION_STYLES = ['none', 'voice', 'counting'] as const;
export const ZNarrationStyle = z.enum(NARRATION_STYLES);
export type TNarrationStyle = z.infer<typeof ZNarrationStyle>;

/** HH:mm:ss, as the spec gives intro_duration and exercise_duration. */
export const ZHms = z.string().regex(/^\d{2}:[0-5]\d:[0-5]\d$/);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An id from a form or query; a missing or empty one is 'This field is required'. */
export const ZRequiredId = z
  .preprocess(
    blankToUndefined,
    z.custom<unknown>((v) => v !== undefined, { error: 'fieldRequired' }).pipe(ZId),
  )
  .meta({ type: 'integer', minimum: 1 }); // the custom step has no JSON Schema of its own

/** An optional id from a form or query: an empty field means "not chosen", not an error. */
export const ZOptionalId = z.preprocess(blankToUndefined, ZId.optional());

/** The 1–5 face scale's labels; a goal without them sends the after-rating to /program. */
export const ZGoalRating = z.object({
  goaltitle: z.string(),
  goal_description: z.string(),
  low_rating: z.string(),
  high_rating: z.string(),
});
export type TGoalRating = z.infer<typeof ZGoalRating>;

export const ZGoal = z.object({
  goal_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  goal_video: z.string().nullable(),
  goal_rating: ZGoalRating.nullable(),
});
export type TGoal = z.infer<typeof ZGoal>;

export const ZDuration = z.object({
  duration_minute_id: z.number().int(),
  /** Minutes; -1 is unlimited (shown as ∞). */
  minute: z.number().int(),
});
export type TDuration = z.infer<typeof ZDuration>;

export const ZNarration = z.object({
  narrationID: z.number().int(),
  title: z.string(),
  narration_style: ZNarrationStyle,
});
export type TNarration = z.infer<typeof ZNarration>;

export const ZTheme = z.object({
  theme_id: z.number().int(),
  title: z.string(),
  pacer_theme: ZPacerThemeId,
});
export type TTheme = z.infer<typeof ZTheme>;

/** 0 none, 1 liked, 2 disliked (spec §3). */
export const ZLikeState = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TLikeState = z.infer<typeof ZLikeState>;
