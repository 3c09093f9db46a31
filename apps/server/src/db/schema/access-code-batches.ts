import { boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { accessCodes, cohorts } from './access-codes.ts';
import { plans } from './plans.ts';
import { studyColumn } from './studies.ts';

/**
 * A batch of access codes made at once in the researcher console: what they have in common
 * (cohort, use limit, expiry) and the plan whose whitelist a redeemer joins, if any.
 */
export const accessCodeBatches = pgTable('access_code_batches', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  studyId: studyColumn(),
  cohortId: integer().references(() => cohorts.id, { onDelete: 'set null' }),
  /** Redeeming a code of this batch whitelists the redeemer's e-mail for this plan. */
  planId: integer().references(() => plans.id, { onDelete: 'set null' }),
  count: integer().notNull(),
  useLimit: integer().notNull(),
  expiresAt: timestamp({ withTimezone: true }),
  /** Redeeming a code of this batch allocates the redeemer to an arm (decision 083). */
  randomise: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Which batch a code came from; codes made elsewhere (seed, tests) have no row here. */
export const accessCodeBatchCodes = pgTable(
  'access_code_batch_codes',
  {
    accessCodeId: integer()
      .primaryKey()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    batchId: integer()
      .notNull()
      .references(() => accessCodeBatches.id, { onDelete: 'cascade' }),
  },
  (t) => [index('access_code_batch_codes_batch_idx').on(t.batchId)],
);
