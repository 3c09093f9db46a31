import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TBreathedRhythm } from '@resona/contract';
import { cohorts } from './access-codes.ts';
import { exercises } from './exercises.ts';
import { studies } from './studies.ts';
import { users } from './users.ts';

/**
 * A For You program (spec §2 Program). Assigned to a study cohort (everyone who redeemed an
 * access code of that cohort), or item by item to single users.
 */
export const programs = pgTable(
  'programs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The study it belongs to; null for the site's own (the demo program) (decision 108). */
    studyId: integer().references(() => studies.id),
    title: text().notNull(),
    cohortId: integer().references(() => cohorts.id, { onDelete: 'set null' }),
    /** A stable name for programs made by seed steps, so a re-run finds its own; else null. */
    seedKey: text().unique(),
    /**
     * The share of an item's planned duration a play must reach to count as done (1 = all of
     * it; decision 080). Set by the researcher per program.
     */
    doneShare: real().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('programs_done_share_check', sql`${t.doneShare} > 0 AND ${t.doneShare} <= 1`)],
);

/** One exercise of a program, due on a calendar date (the user's local date, spec §9). */
export const programItems = pgTable(
  'program_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    programId: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id),
    dueDate: date({ mode: 'string' }).notNull(),
    /** Set: for this user only. Null: for every member of the program's cohort. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The rhythm the researcher fixed for the item, as the contract's JSON (its name, timing and
     * ramp; decision 101); null: the participant's own pace.
     */
    rhythm: jsonb().$type<TBreathedRhythm>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_items_user_due_idx').on(t.userId, t.dueDate),
    index('program_items_program_due_idx').on(t.programId, t.dueDate),
  ],
);
