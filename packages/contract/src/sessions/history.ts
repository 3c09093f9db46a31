import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZBreathedRhythm } from '../rhythms/rhythm-calls.ts';
import { ZRequiredId } from './content.ts';

/**
 * POST api/v2/user/update-history {exercise_id, rhythm?}: called when play starts. Creates the view
 * record and the history item it feeds; later duration updates name `video_views_id`.
 */
export const ZUpdateHistoryRequest = z.object({
  exercise_id: ZRequiredId,
  /** The person's own rhythm when they breathed one (issue 30); absent: the exercise's pace. */
  rhythm: ZBreathedRhythm.optional(),
});
export type TUpdateHistoryRequest = z.input<typeof ZUpdateHistoryRequest>;

export const ZUpdateHistoryResponse = ZEnvelope(
  z.object({
    video_views_id: z.number().int(),
    exerciseHistoryID: z.number().int(),
    exercise_id: z.number().int(),
  }),
);
export type TUpdateHistoryResponse = z.infer<typeof ZUpdateHistoryResponse>;

/**
 * POST api/v1/library/insert-exercise-history {exercise_id}: a history item without view
 * tracking (a session done elsewhere, or a client that does not report durations).
 */
export const ZInsertExerciseHistoryRequest = z.object({ exercise_id: ZRequiredId });
export type TInsertExerciseHistoryRequest = z.input<typeof ZInsertExerciseHistoryRequest>;

export const ZInsertExerciseHistoryResponse = ZEnvelope(
  z.object({
    exerciseHistoryID: z.number().int(),
    exercise_id: z.number().int(),
    created_at: z.string(),
  }),
);
export type TInsertExerciseHistoryResponse = z.infer<typeof ZInsertExerciseHistoryResponse>;
