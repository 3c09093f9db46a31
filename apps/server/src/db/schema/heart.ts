import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { exerciseHistory } from './history.ts';
import { users } from './users.ts';

/**
 * The heart beats recorded while one exercise of a session played, one row per history row with
 * the beats as arrays (decision 085): always written and read whole, never one beat at a time.
 * The summary beside them is the server's own, computed from the beats when they are stored.
 * Goes with the history row and with the account.
 */
export const sessionBeats = pgTable(
  'session_beats',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    historyId: integer()
      .notNull()
      .unique()
      .references(() => exerciseHistory.id, { onDelete: 'cascade' }),
    /** 'bluetooth', 'camera' or 'demo' (the contract's HEART_SOURCE_KINDS). */
    source: text().notNull(),
    /** The pace breathed, breaths a minute. */
    breathBpm: doublePrecision().notNull(),
    /** When each beat fell, ms after the exercise began. */
    beatMs: integer().array().notNull(),
    /** The RR interval each beat ended, ms. */
    rrMs: integer().array().notNull(),
    /** The camera's beats a stall hid, by index in beatMs: out of RMSSD (decision 123). */
    estimatedBeats: integer()
      .array()
      .notNull()
      .default(sql`'{}'`),
    beats: integer().notNull(),
    corrected: integer().notNull(),
    qualityPercent: doublePrecision().notNull(),
    meanSwingBpm: doublePrecision(),
    lfPowerMs2: doublePrecision(),
    rmssdMs: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Export and erasure find a user's rows by user_id.
  (t) => [index('session_beats_user_idx').on(t.userId)],
);
