import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for auth rate limits, shared by every server on the database.
 * Key examples: `login:ip:127.0.0.1`, `reset:email:a@b.c`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
});

/** ALTCHA solutions already accepted, so one solution cannot be replayed. */
export const botCheckReplays = pgTable('bot_check_replays', {
  signature: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
