import { sql } from 'drizzle-orm';

/**
 * How long before play a before-rating (type 1) may be given and still count for that play.
 * The before-rating is sent before play starts, so it has no view id to link it
 * (experience-feedback); it is matched to the next play of the same exercise instead.
 */
const BEFORE_WINDOW = `interval '1 hour'`;

// Written out with table names because Drizzle leaves columns unqualified in a one-table
// select, which would bind the outer row's columns to the subquery's own table. No input here.
const before = `(
  SELECT f.rating FROM exercise_feedback f
  WHERE f.user_id = exercise_history.user_id AND f.type = 1 AND (
    f.history_id = exercise_history.id OR (
      f.history_id IS NULL AND f.exercise_id = exercise_history.exercise_id
      AND f.created_at <= exercise_history.created_at
      AND f.created_at > exercise_history.created_at - ${BEFORE_WINDOW}
    )
  )
  ORDER BY (f.history_id IS NOT NULL) DESC, f.created_at DESC, f.id DESC
  LIMIT 1
)`;

/** One column of the row's latest after rating (type 2): its face, or the words given with it. */
const afterRatingColumn = (column: 'rating' | 'description') => `(
  SELECT f.${column} FROM exercise_feedback f
  WHERE f.user_id = exercise_history.user_id AND f.type = 2
    AND f.history_id = exercise_history.id
  ORDER BY f.created_at DESC, f.id DESC
  LIMIT 1
)`;

const orNull = (v: unknown) => (v === null ? null : Number(v));

/**
 * The face ratings of a history row, as columns for a select from exercise_history: the after
 * rating is linked to the row through its view; a before rating is linked when a client sent
 * one with experience_id, else matched by exercise and time.
 */
export const ratingColumns = {
  beforeRating: sql.raw(before).mapWith(orNull),
  afterRating: sql.raw(afterRatingColumn('rating')).mapWith(orNull),
};

/** The words written with the after rating, for the one history item shown in detail. */
export const afterNoteColumn = sql
  .raw(afterRatingColumn('description'))
  .mapWith((v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null));
