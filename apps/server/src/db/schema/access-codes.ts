import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const cohorts = pgTable(
  'cohorts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Unique whatever its case: "Arm A" and "arm a" would be one arm to a reader. */
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cohorts_name_key').on(sql`lower(${t.name})`)],
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_codes_code_key').on(sql`upper(${t.code})`)],
);
