import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalisedNames } from './survey-lists.ts';

/** A plan a person can subscribe to; `planId` is the payment provider's id for it. */
export const plans = pgTable(
  'plans',
  {
    id: integer().primaryKey(),
    planId: text().notNull(),
    planName: text().notNull(),
    /** Whole cents, so sums never meet floating point. */
    planPrice: integer().notNull(),
    planInterval: text({ enum: ['month', 'year'] }).notNull(),
    /** 1 public; 2 shown only to whitelisted e-mail addresses. */
    planType: smallint().notNull().default(1),
    /** 1 offered; anything else is withdrawn. */
    state: smallint().notNull().default(1),
    trialDays: smallint().notNull().default(0),
    sortOrder: smallint().notNull().default(0),
    /** What the plan gives, one localised line each. */
    featureGoals: jsonb().$type<LocalisedNames[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_plan_id_key').on(t.planId)],
);

export const planWhitelist = pgTable(
  'plan_whitelist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Stored lower-case; compared case-insensitively. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_whitelist_plan_email_key').on(t.planId, sql`lower(${t.email})`),
    index('plan_whitelist_email_idx').on(sql`lower(${t.email})`),
  ],
);
