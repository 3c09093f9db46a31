import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { outbox, studySurveyResponses } from '../../../db/schema/index.ts';

/**
 * Rows that name the user by e-mail address rather than by a foreign key: mail we sent them
 * (the outbox), and study answers given before the account existed (the survey page may be
 * reached signed out). They are exported and erased with the account like the linked rows.
 * Rate-limit counters are left to expire on their own (docs/decisions/018).
 */
export interface EmailKeyed {
  name: string;
  table: PgTable;
  email: PgColumn;
  /** Columns for the export; the outbox's bodies are left out, they hold one-time links. */
  columns: { header: string; column: PgColumn }[];
}

export const EMAIL_KEYED: EmailKeyed[] = [
  {
    name: 'outbox',
    table: outbox,
    email: outbox.recipient,
    columns: [
      { header: 'id', column: outbox.id },
      { header: 'recipient', column: outbox.recipient },
      { header: 'subject', column: outbox.subject },
      { header: 'created_at', column: outbox.createdAt },
      { header: 'sent_at', column: outbox.sentAt },
    ],
  },
  {
    name: 'study_survey_responses',
    table: studySurveyResponses,
    email: studySurveyResponses.email,
    columns: [],
  },
];

export const emailMatches = (column: PgColumn, email: string): SQL =>
  sql`lower(${column}) = ${email.toLowerCase()}`;
