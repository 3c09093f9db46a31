import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { studies, studyColumn } from './studies.ts';

export const cohorts = pgTable(
  'cohorts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: studyColumn(),
    /** Unique whatever its case: "Arm A" and "arm a" would be one arm to a reader. */
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cohorts_name_key').on(t.studyId, sql`lower(${t.name})`)],
);

export const accessCodes = pgTable(
  'access_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored upper-case; compared case-insensitively. */
    code: text().notNull(),
    useLimit: integer().notNull().default(1),
    uses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    cohortId: integer().references(() => cohorts.id, { onDelete: 'set null' }),
    /**
     * The study a code admits to; null for the site's own codes (the start-up banner's,
     * SEED_ACCESS_CODES), which grant Resona and no study (decision 108).
     */
    studyId: integer().references(() => studies.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_codes_code_key').on(sql`upper(${t.code})`),
    index('access_codes_study_idx').on(t.studyId),
  ],
);
