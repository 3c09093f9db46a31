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

/**
 * The general per-address counts of every API call (plugins/app/request-limit.ts), one row per
 * address, kind and minute (the key holds the minute's start). UNLOGGED (the migration says so;
 * drizzle-kit has no word for it): no WAL for a count that only matters for a minute, and a
 * crash of the database empties it, which merely forgives that minute (decision 081).
 */
export const requestCounts = pgTable('request_counts', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
});

/** ALTCHA solutions already accepted, so one solution cannot be replayed. */
export const botCheckReplays = pgTable('bot_check_replays', {
  signature: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
