import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The study today's data became when studies arrived (migration 0018). Until the console names
 * the study of each call (decision 108, phase 2), every study row a service writes lands here.
 */
export const FIRST_STUDY_ID = 1;

/**
 * The column that puts a row in its study (issue 33, decision 108). Until the console names
 * the study of each call (phase 2), a row written without one lands in the first study.
 */
export const studyColumn = () =>
  integer()
    .notNull()
    .default(FIRST_STUDY_ID)
    .references(() => studies.id);

/**
 * A study: everything a research team runs on Resona belongs to one (issue 33, decision 108).
 * A closed study keeps its data and takes no new participants.
 */
export const studies = pgTable(
  'studies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    status: text({ enum: ['draft', 'recruiting', 'closed'] })
      .notNull()
      .default('draft'),
    /** What a participant whose answer crossed a safety threshold reads, by language code. */
    helpTexts: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('studies_name_key').on(sql`lower(${t.name})`)],
);
