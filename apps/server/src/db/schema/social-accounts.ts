import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A Google or Facebook identity linked to a user. The key is the provider's own subject (the ID
 * token's `sub`, the Graph user id): an address or id sent by the client is never a key
 * (docs/decisions/027).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['google', 'facebook'] }).notNull(),
    subject: text().notNull(),
    /** The address the provider gave at the last sign-in; kept for support, never looked up by. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_subject_key').on(t.provider, t.subject),
    // One identity per provider per user: a second Google subject cannot attach itself.
    uniqueIndex('social_accounts_user_provider_key').on(t.userId, t.provider),
  ],
);
