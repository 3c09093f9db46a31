import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A daily reminder (spec §3 Reminder). The local time of day and the IANA zone are stored, not
 * a UTC time: the UTC instant of "07:30 in Europe/Berlin" moves with daylight saving, so each
 * occurrence is computed from these two (decision 021).
 */
export const reminders = pgTable(
  'reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Minutes after local midnight, a multiple of 15 (spec §9). */
    localMinutes: smallint().notNull(),
    timeZone: text().notNull(),
    /** is_remind: the person's switch; off keeps the times for when it comes back on. */
    isEnabled: boolean().notNull().default(true),
    /** Occurrences before this instant never fire: a new or moved reminder has no past to catch up. */
    activeFrom: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_user_minutes_key').on(t.userId, t.localMinutes),
    index('reminders_enabled_idx')
      .on(t.id)
      .where(sql`${t.isEnabled}`),
  ],
);

/**
 * One row per occurrence sent, inserted in the same transaction as its notification rows: the
 * primary key is what makes a reminder fire exactly once however many servers race for it.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    reminderId: integer()
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reminderId, t.dueAt] }),
    index('reminder_deliveries_due_idx').on(t.dueAt),
  ],
);
