import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Invitations a user sent to friends (spec §5 Invite friend), one row per recipient and send.
 * Kept so the sender's data export shows what went out in their name; gone with the sender.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The friend's address, stored lower-case. */
    email: text().notNull(),
    /** The language the mail was written in: the sender's at the time (spec §3 language ids). */
    languageId: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_user_created_idx').on(t.userId, t.createdAt)],
);
