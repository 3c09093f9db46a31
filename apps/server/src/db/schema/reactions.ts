import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { exercises } from './exercises.ts';
import { exerciseHistory, videoViews } from './history.ts';
import { users } from './users.ts';

export const favoriteExercises = pgTable(
  'favorite_exercises',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.exerciseId] }),
    index('favorite_exercises_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const exerciseLikes = pgTable(
  'exercise_likes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id),
    /** 0 none, 1 liked, 2 disliked (spec §3 is_like). */
    isLike: smallint().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId] })],
);

/**
 * Ratings (experience-feedback: type 1 before, 2 after, rating 1–5) and written feedback
 * (type null) on an exercise, in one table so a history detail shows both.
 */
export const exerciseFeedback = pgTable(
  'exercise_feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id),
    historyId: integer().references(() => exerciseHistory.id, { onDelete: 'set null' }),
    /** The view the rating was given for (experience_id), when there was one. */
    videoViewsId: integer().references(() => videoViews.id, { onDelete: 'set null' }),
    type: smallint(),
    rating: smallint(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exercise_feedback_user_exercise_idx').on(t.userId, t.exerciseId),
    index('exercise_feedback_history_idx').on(t.historyId),
    // Deleting plays (clear history, account erasure) sets this to null row by row; without an
    // index each of those is a scan of the whole table (20,000 plays: 19 s instead of 1 s).
    index('exercise_feedback_view_idx').on(t.videoViewsId),
  ],
);
