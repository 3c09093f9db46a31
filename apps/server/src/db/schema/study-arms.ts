import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accessCodes, cohorts } from './access-codes.ts';
import { plans } from './plans.ts';
import { studies, studyColumn } from './studies.ts';
import { users } from './users.ts';

/**
 * How a study's randomising access codes allocate (decision 083): one row a study, made on its
 * first save. The seed never leaves the server: no reply, log line or audit row carries it.
 */
export const randomisationSettings = pgTable('randomisation_settings', {
  studyId: integer()
    .primaryKey()
    .references(() => studies.id),
  method: text({ enum: ['blocks', 'table'] }).notNull(),
  blockSizes: integer().array().notNull(),
  stratifyBy: text({ enum: ['none', 'age_group', 'gender', 'age_group_gender'] }).notNull(),
  /** 32 random bytes, hex: the key of the HMAC-SHA256 stream the blocks are drawn from. */
  seed: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An arm of the study, built on a cohort: allocation records a redemption of the arm's own
 * access code (revoked at birth, so nobody can type it), which makes the participant a member
 * of the arm's cohort for every rule that already reads cohorts (For You, broadcasts, figures).
 */
export const studyArms = pgTable(
  'study_arms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: studyColumn(),
    cohortId: integer()
      .notNull()
      .unique()
      .references(() => cohorts.id),
    accessCodeId: integer()
      .notNull()
      .unique()
      .references(() => accessCodes.id),
    /** Everyone allocated to the arm is whitelisted for this plan. */
    planId: integer().references(() => plans.id, { onDelete: 'set null' }),
    weight: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('study_arms_weight_check', sql`${t.weight} BETWEEN 1 AND 10`)],
);

/**
 * Where each stratum's sequence stands. Allocation locks its stratum's row (SELECT … FOR
 * UPDATE), so two redemptions at once take consecutive slots, never the same one.
 */
export const allocationSequences = pgTable(
  'allocation_sequences',
  {
    studyId: studyColumn(),
    stratum: text().notNull(),
    /** Slots taken so far in this stratum. */
    allocated: integer().notNull().default(0),
    /** Permuted blocks: the block (0-based) and position in it of the next slot. */
    nextBlock: integer().notNull().default(0),
    nextPosition: integer().notNull().default(0),
    /** Uploaded table: the sequence number of the last row used. */
    lastSequence: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.stratum] })],
);

/** The uploaded allocation table: the arm of each slot of each stratum, in sequence order. */
export const allocationTableRows = pgTable(
  'allocation_table_rows',
  {
    studyId: studyColumn(),
    stratum: text().notNull(),
    sequenceNumber: integer().notNull(),
    armId: integer()
      .notNull()
      .references(() => studyArms.id),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.stratum, t.sequenceNumber] })],
);

/** Who was allocated to which arm, from which slot: the allocation list. */
export const armAllocations = pgTable(
  'arm_allocations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: studyColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    armId: integer()
      .notNull()
      .references(() => studyArms.id),
    stratum: text().notNull(),
    /** The slot's number in its stratum: 1, 2, … (blocks) or the table's sequence number. */
    sequenceNumber: integer().notNull(),
    /** Permuted blocks: the block (1-based) and the position in it (1-based); null from a table. */
    blockNumber: integer(),
    blockPosition: integer(),
    /** The randomising code the participant redeemed. */
    accessCodeId: integer().references(() => accessCodes.id, { onDelete: 'set null' }),
    allocatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arm_allocations_arm_idx').on(t.armId),
    // One allocation a person in each study they join.
    uniqueIndex('arm_allocations_once').on(t.userId, t.studyId),
  ],
);
