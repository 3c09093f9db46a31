import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { STUDY_SURVEY_KINDS } from './study-surveys.ts';
import { studyColumn } from './studies.ts';
import { users } from './users.ts';

export const SCHEDULE_MODES = ['day', 'date'] as const;
export const DELIVERY_STAGES = ['first', 'reminder'] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/**
 * When a questionnaire reaches participants (decision 084): on a day of their study (0 = the day
 * it starts) or on one date, at a local time in each participant's own zone; a reminder after
 * `remind_after_days` when it is not done, which is also when an answer starts to count as late.
 * One schedule per questionnaire kind.
 */
export const questionnaireSchedules = pgTable(
  'questionnaire_schedules',
  {
    studyId: studyColumn(),
    kind: text({ enum: STUDY_SURVEY_KINDS }).notNull(),
    /** Off keeps the settings; nothing is sent while it is off. */
    enabled: boolean().notNull().default(true),
    mode: text({ enum: SCHEDULE_MODES }).notNull(),
    dayInStudy: smallint(),
    onDate: date({ mode: 'string' }),
    /** Minutes after local midnight, in each participant's zone (decision 021's rule). */
    localMinutes: smallint().notNull(),
    remindAfterDays: smallint().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.kind] }),
    check(
      'questionnaire_schedules_when_check',
      sql`(${t.mode} = 'day' AND ${t.dayInStudy} >= 0 AND ${t.onDate} IS NULL)
        OR (${t.mode} = 'date' AND ${t.onDate} IS NOT NULL AND ${t.dayInStudy} IS NULL)`,
    ),
    check(
      'questionnaire_schedules_numbers_check',
      sql`${t.localMinutes} BETWEEN 0 AND 1439 AND ${t.remindAfterDays} >= 1`,
    ),
  ],
);

/**
 * One row per questionnaire, participant and stage sent, inserted in the transaction of its
 * notification: the primary key makes each stage go out exactly once however many servers run
 * the job, and whatever the schedule later becomes.
 */
export const questionnaireDeliveries = pgTable(
  'questionnaire_deliveries',
  {
    studyId: studyColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: STUDY_SURVEY_KINDS }).notNull(),
    stage: text({ enum: DELIVERY_STAGES }).notNull(),
    /** The moment it fell due (for the first) or the reminder's moment. */
    dueAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.studyId, t.kind, t.stage] }),
    index('questionnaire_deliveries_kind_idx').on(t.kind, t.stage),
  ],
);
