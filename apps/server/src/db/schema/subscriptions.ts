import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { plans } from './plans.ts';
import { users } from './users.ts';

export const SUBSCRIPTION_STATES = [
  'pending',
  'active',
  'suspended',
  'cancelled',
  'expired',
] as const;

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    state: text({ enum: SUBSCRIPTION_STATES }).notNull().default('pending'),
    provider: text({ enum: ['sandbox', 'paypal'] }).notNull(),
    /** The provider's subscription id, known from creation; webhooks name it. */
    providerSubscriptionId: text().notNull(),
    /** Set when the provider confirms the subscription (ACTIVATED). */
    paymentGatewayTransactionId: text(),
    /** `<user id>-<plan row id>` (spec §7), sent to the provider. */
    customId: text().notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    planCancelDate: timestamp({ withTimezone: true }),
    paymentDueDate: timestamp({ withTimezone: true }),
    /** Cents at the time of purchase; a later price change does not rewrite history. */
    planPrice: integer().notNull(),
    /** Time of the provider event that last set `state`; older events no longer change it. */
    stateChangedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_subscriptions_provider_id_key').on(t.provider, t.providerSubscriptionId),
    index('user_subscriptions_user_idx').on(t.userId),
  ],
);
