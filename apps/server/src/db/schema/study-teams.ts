import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { studies } from './studies.ts';
import { users } from './users.ts';

/** Who runs a study, and as what (issue 33): the role decides every console call's answer. */
export const studyMembers = pgTable(
  'study_members',
  {
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'researcher', 'analyst', 'monitor'] }).notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.userId] }),
    index('study_members_user_idx').on(t.userId),
  ],
);

/**
 * An owner's invitation to join a study's team: single-use, expiring, kept as a hash of its
 * token (the link's secret is mailed, never stored).
 */
export const studyInvitations = pgTable(
  'study_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    /** Stored lower-case. */
    email: text().notNull(),
    role: text({ enum: ['owner', 'researcher', 'analyst', 'monitor'] }).notNull(),
    languageId: smallint().notNull().default(1),
    tokenHash: text().notNull(),
    /**
     * The owner who sent it, a bare id as the audit trail's actor is: the invitation is the
     * study's record, and outlives the inviter's account.
     */
    invitedBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('study_invitations_token_key').on(t.tokenHash),
    index('study_invitations_study_idx').on(t.studyId, t.createdAt),
  ],
);

/**
 * A read-only key for one study's exports (issue 33): scoped, expiring, revocable; its secret
 * shown once and kept as a hash.
 */
export const studyApiTokens = pgTable(
  'study_api_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('study_api_tokens_token_key').on(t.tokenHash),
    index('study_api_tokens_study_idx').on(t.studyId, t.createdAt),
    index('study_api_tokens_user_idx').on(t.userId),
  ],
);

/** Who is mailed at once when a participant's answer crosses a safety threshold (issue 33). */
export const studyContacts = pgTable(
  'study_contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    languageId: smallint().notNull().default(1),
  },
  (t) => [
    uniqueIndex('study_contacts_email_key').on(t.studyId, sql`lower(${t.email})`),
    check('study_contacts_name_check', sql`length(${t.name}) BETWEEN 1 AND 80`),
  ],
);
