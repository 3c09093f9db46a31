import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every mail the server sends is written here first. Without SMTP_URL it stays here (and its
 * links go to the log) so a newcomer can verify an address with no mail server.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    /** Kept so a mail sent again is the mail first meant: the support form's copy and answer-to. */
    cc: text(),
    replyTo: text(),
    /** Tries so far: the one right after the commit, then the retry job's (core/mail-retry.ts). */
    attempts: smallint().notNull().default(0),
    lastAttemptAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    // The retry job's search: mails not yet sent, oldest first.
    index('outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
