import { bigint, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every verified webhook delivery, stored before we answer 2xx. The unique key makes a
 * redelivered event a no-op: it is processed once, however often it arrives.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    eventId: text().notNull(),
    eventType: text().notNull(),
    /** The provider subscription the event concerns, when it names one. */
    resourceId: text(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    processedAt: timestamp({ withTimezone: true }),
    /** applied, stale (an older event than the state), ignored (unknown type or subscription). */
    outcome: text(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);
