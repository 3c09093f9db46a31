import { z } from 'zod';
import { ZBreathedRhythm } from '../rhythms/rhythm-calls.ts';
import { ZEnvelope } from '../envelope.ts';
import { ZRequiredId } from '../sessions/content.ts';
import { ZExercise, ZFeedbackItem } from '../sessions/exercise.ts';
import { ZSessionHeartDetail } from '../resonance/session-beats.ts';
import { ZExerciseSummary, ZPageFields, ZPageQuery } from './keyset.ts';

/** GET api/v1/library/exercise-history?cursor&limit: the caller's sessions, newest first. */
export const ZExerciseHistoryListRequest = ZPageQuery;
export type TExerciseHistoryListRequest = z.input<typeof ZExerciseHistoryListRequest>;

export const ZHistoryItem = z.object({
  exerciseHistoryID: z.number().int(),
  /** ISO 8601, UTC; the web app shows it as YYYY-MM-DD | hh:mm:ss local time. */
  created_at: z.string(),
  exercise_id: z.number().int(),
  exercise: ZExerciseSummary,
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

export const ZExerciseHistoryListResponse = ZEnvelope(
  z.object({ exercise_history_list: z.array(ZHistoryItem), ...ZPageFields }),
);
export type TExerciseHistoryListResponse = z.infer<typeof ZExerciseHistoryListResponse>;

/** GET api/v1/library/exercise-history-detail?exercisehistory_id */
export const ZExerciseHistoryDetailRequest = z.object({ exercisehistory_id: ZRequiredId });
export type TExerciseHistoryDetailRequest = z.input<typeof ZExerciseHistoryDetailRequest>;

export const ZGoalInfo = z.object({
  goal_description: z.string(),
  goal_video: z.string().nullable(),
});

export const ZExerciseHistoryDetail = z.object({
  exerciseHistoryID: z.number().int(),
  created_at: z.string(),
  is_favorite: z.union([z.literal(0), z.literal(1)]),
  exercise_id: z.number().int(),
  exercise: ZExercise,
  goal: ZGoalInfo,
  /** Duplicate goes to /home/{experience_meta_id}. */
  experience_meta_id: z.number().int(),
  /** Duplicate asks first when this differs from the user's default_language. */
  language_id: z.number().int(),
  /** Seconds played, as the player reported them. */
  duration_seconds: z.number().int(),
  /** The 1–5 face ratings given before and after this session, null when none was given. */
  before_rating: z.number().int().nullable(),
  after_rating: z.number().int().nullable(),
  /**
   * What the person wrote with the after rating ("Anything you would like to tell us?"). A reply
   * kept offline by an earlier version has none: null.
   */
  after_note: z.string().nullable().default(null),
  /** The person's own rhythm it was breathed in (issue 30); null: the exercise's own pace. */
  rhythm: ZBreathedRhythm.nullable().default(null),
  /** The heart during this session when beats were recorded with it (decision 085), else null. */
  heart: ZSessionHeartDetail.nullable(),
});
export type TExerciseHistoryDetail = z.infer<typeof ZExerciseHistoryDetail>;

export const ZExerciseHistoryDetailResponse = ZEnvelope(
  z.object({
    exercise_history_detail: ZExerciseHistoryDetail,
    /** The caller's written feedback on this exercise, newest first. */
    feedback_data: z.array(ZFeedbackItem),
    /** 'No feedback found' when feedback_data is empty, else null. */
    feedback_message: z.string().nullable(),
  }),
);
export type TExerciseHistoryDetailResponse = z.infer<typeof ZExerciseHistoryDetailResponse>;

/** POST api/v1/library/exercise-history {id}: removes one of the caller's own history items. */
export const ZDeleteExerciseHistoryRequest = z.object({ id: ZRequiredId });
export type TDeleteExerciseHistoryRequest = z.input<typeof ZDeleteExerciseHistoryRequest>;

export const ZDeleteExerciseHistoryResponse = ZEnvelope(
  z.object({ exerciseHistoryID: z.number().int() }),
);
export type TDeleteExerciseHistoryResponse = z.infer<typeof ZDeleteExerciseHistoryResponse>;

/**
 * POST api/v1/library/exercise-history-clear: every history item of the caller, and the plays
 * behind them, in one transaction. Message 'Exercise history cleared successfully'.
 */
export const ZClearExerciseHistoryResponse = ZEnvelope(z.object({ deleted: z.number().int() }));
export type TClearExerciseHistoryResponse = z.infer<typeof ZClearExerciseHistoryResponse>;
