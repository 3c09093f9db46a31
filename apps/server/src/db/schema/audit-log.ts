import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { studies } from './studies.ts';

/**
 * Where a researcher action came from; `server` is Resona acting by itself (a safety alert),
 * 'api-token' a study API token's download (decision 110).
 */
export const AUDIT_SOURCES = ['console', 'command-line', 'server', 'api-token'] as const;

/**
 * The audit trail of the researcher console and the command line: one row per action, written
 * in the transaction of the action. Append-only: triggers (migration 0005) refuse UPDATE,
 * DELETE and TRUNCATE, so history cannot be rewritten, not even by the table's owner through
 * the application's connection (decision 079).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The researcher's user id, no foreign key: erasing the account must not touch this row
     * (it cannot), and an id is never reused, so an erased actor stays a bare number.
     */
    actorId: integer(),
    /**
     * The study an entry belongs to; null for the site's own (roles, second factors, plans,
     * early access) (decision 108). A study's members see its entries only.
     */
    studyId: integer().references(() => studies.id),
    source: text({ enum: AUDIT_SOURCES }).notNull(),
    /** The operating-system user behind a command-line action; null from the console. */
    actorName: text(),
    /** What was done, `<subject>.<verb>` (AUDIT_ACTIONS in the contract). */
    action: text().notNull(),
    /** What it was done to, e.g. `cohort:12`, `user:7`, `export:sessions`. */
    target: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_study_idx').on(t.studyId, t.id),
  ],
);
