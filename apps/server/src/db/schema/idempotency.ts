import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The replies of writes sent with an Idempotency-Key (decision 073): a repeat of a key answers
 * the stored reply instead of writing again. The row is inserted in the same transaction as the
 * write, so a key is taken exactly when its write commits. Swept after 30 days.
 */
export const idempotentReplies = pgTable(
  'idempotent_replies',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client-made UUID. */
    key: text().notNull(),
    /** The contract call it was sent to (operationId). */
    callId: text().notNull(),
    /** SHA-256 of the call, its params, query and body: the same key with another request is refused. */
    requestHash: text().notNull(),
    /** The reply envelope the first request answered. */
    reply: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_replies_created_at_idx').on(t.createdAt),
  ],
);
