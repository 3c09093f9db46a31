import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TSecurityEventDetail, TSecurityEventKind } from '@resona/contract';
import { users } from './users.ts';

/**
 * A person's account security events: each sign-in and failed one, each factor added or removed,
 * each recovery code used, each session ended. The owner sees their own in Settings → Security,
 * site administrators every account's in the console. The rows go with the account (cascade): they
 * are the person's data. A failed sign-in for an address with no account is not written at all, so
 * the log never tells whether an account exists. No secret, code or token is ever in `detail`.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** SECURITY_EVENT_KINDS of the contract. */
    kind: text().$type<TSecurityEventKind>().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** The client's address as the server saw it (behind a trusted proxy, the forwarded one). */
    ip: text(),
    /** The browser's User-Agent, cut to 512 characters. */
    userAgent: text(),
    /** A little about the event: which passkey, how many devices; never a secret. */
    detail: jsonb().$type<TSecurityEventDetail>(),
  },
  (t) => [
    index('security_events_user_idx').on(t.userId, t.id),
    index('security_events_kind_idx').on(t.kind, t.id),
  ],
);
