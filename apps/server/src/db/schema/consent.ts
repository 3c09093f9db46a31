import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { studies, studyColumn } from './studies.ts';
import { users } from './users.ts';

/** What the protocol does with a withdrawn participant's data so far (decision 082). */
export const WITHDRAWAL_DATA_CHOICES = ['keep', 'erase'] as const;

/**
 * The study's consent document: one draft at a time (no version yet) and the published
 * versions, numbered 1, 2, … A published row never changes: a trigger (migration 0007) refuses
 * UPDATE and DELETE of it, whoever connects.
 */
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: studyColumn(),
    /** Null while a draft. */
    version: integer(),
    /** The text by language code (en, fr, de, ar, uk, es); a draft may miss some. */
    texts: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consent_documents_version_key').on(t.studyId, t.version),
    // At most one draft a study.
    uniqueIndex('consent_documents_one_draft')
      .on(t.studyId)
      .where(sql`${t.publishedAt} IS NULL`),
    check(
      'consent_documents_published_has_version',
      sql`(${t.version} IS NULL) = (${t.publishedAt} IS NULL)`,
    ),
  ],
);

/** A participant's signature of one version: the very text read, its hash and the name typed. */
export const consentSignatures = pgTable(
  'consent_signatures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer()
      .notNull()
      .references(() => consentDocuments.id),
    version: integer().notNull(),
    /** The language the text was read in (a code of LANGUAGES). */
    language: text().notNull(),
    text: text().notNull(),
    /** SHA-256 of `text` (UTF-8), hex. */
    textSha256: text().notNull(),
    typedName: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('consent_signatures_once').on(t.userId, t.documentId),
    index('consent_signatures_user_idx').on(t.userId, t.signedAt),
  ],
);

/** A participant's withdrawal from the study: when, after which version, and what was erased. */
export const consentWithdrawals = pgTable(
  'consent_withdrawals',
  {
    studyId: studyColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    withdrawnAt: timestamp({ withTimezone: true }).notNull(),
    /** The version last signed; null if they withdrew before signing any. */
    version: integer(),
    /** Whether the protocol erased the data collected so far (else it was kept). */
    dataErased: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.studyId] })],
);

/** A study's protocol settings for consent: one row a study, made on its first save. */
export const consentSettings = pgTable('consent_settings', {
  studyId: integer()
    .primaryKey()
    .references(() => studies.id),
  withdrawalData: text({ enum: WITHDRAWAL_DATA_CHOICES }).notNull().default('keep'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
