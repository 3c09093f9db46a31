import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TRhythmRamp, TRhythmTiming } from '@resona/contract';
import { users } from './users.ts';

/**
 * A rhythm a person made (issue 30): its name, its place in their list, and its breath as they
 * typed it — four phases in seconds or a pace with a ratio and holds (the contract's
 * ZRhythmTiming, checked before it is written) — with the pace it may ease down from.
 */
export const rhythms = pgTable(
  'rhythms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** 0 is first; a person's positions are 0, 1, 2… with no gap (reordering rewrites them). */
    position: integer().notNull(),
    timing: jsonb().$type<TRhythmTiming>().notNull(),
    ramp: jsonb().$type<TRhythmRamp>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rhythms_user_position_idx').on(t.userId, t.position)],
);
