import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZDate } from './program.ts';

export const PROGRESS_WEEKS = 12;

/** A session of the last weeks with at least one face rating. */
export const ZProgressSession = z.object({
  exerciseHistoryID: z.number().int(),
  created_at: z.string(),
  exercise_id: z.number().int(),
  before_rating: z.number().int().nullable(),
  after_rating: z.number().int().nullable(),
});

/** One ISO week (Monday to Sunday in the caller's time zone). */
export const ZProgressWeek = z.object({
  /** The Monday, YYYY-MM-DD. */
  week_start: ZDate,
  /** ISO week label, e.g. 2025-W07. */
  iso_week: z.string(),
  minutes: z.number(),
  sessions: z.number().int(),
});

/**
 * GET api/v1/library/progress: how the caller felt before and after each session, and minutes
 * practised per week, over the last PROGRESS_WEEKS weeks (oldest first; empty weeks are zero).
 */
export const ZProgressResponse = ZEnvelope(
  z.object({
    time_zone: z.string(),
    sessions: z.array(ZProgressSession),
    weeks: z.array(ZProgressWeek),
  }),
);
export type TProgressResponse = z.infer<typeof ZProgressResponse>;
