import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { TBreathedRhythm } from '@resona/contract';
import { exercises } from './exercises.ts';
import { users } from './users.ts';

/** One play of an exercise (spec §7 update-history → video_views_id). */
export const videoViews = pgTable(
  'video_views',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id),
    /** Seconds watched; only ever raised (beacons may arrive late or out of order). */
    durationSeconds: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_views_user_idx').on(t.userId)],
);

/** The history list of spec §3; a row made at play start links the view that feeds it. */
export const exerciseHistory = pgTable(
  'exercise_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    durationSeconds: integer().notNull().default(0),
    videoViewsId: integer().references(() => videoViews.id, { onDelete: 'set null' }),
    /** The person's own rhythm it was breathed in (issue 30); null: the exercise's own pace. */
    rhythm: jsonb().$type<TBreathedRhythm>(),
  },
  (t) => [
    // The library pages newest first by (created_at, id) keyset; this index serves it.
    index('exercise_history_user_keyset_idx').on(
      t.userId,
      sql`${t.createdAt} DESC`,
      sql`${t.id} DESC`,
    ),
    index('exercise_history_view_idx').on(t.videoViewsId),
  ],
);
