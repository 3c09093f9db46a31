import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Spec §3/§4: notification_type is Broadcast, Reminder or other. */
export const NOTIFICATION_TYPES = ['Broadcast', 'Reminder', 'Other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One row per person per notification: the bell lists, counts and marks these. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** In-app path opened on a click (e.g. /Home); never an outside address. */
    url: text(),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list: newest first per user.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The badge: counting unread rows stays cheap however long the history grows.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

/** A standard Web Push subscription (RFC 8030) of one browser or device. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    /** Base64url P-256 public key of the browser (RFC 8291 ua_public). */
    p256dh: text().notNull(),
    /** Base64url 16-byte authentication secret (RFC 8291). */
    auth: text().notNull(),
    deviceId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An endpoint belongs to one browser; re-subscribing moves it to whoever signed in there.
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
