import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accessCodes } from './access-codes.ts';
import { ageGroups, experiences, genders } from './survey-lists.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case; unique. */
    email: text().notNull(),
    /** Null for accounts that only sign in with Google or Facebook. */
    passwordHash: text(),
    role: text({ enum: ['participant', 'admin'] })
      .notNull()
      .default('participant'),
    defaultLanguage: smallint().notNull().default(1),
    ageGroupId: integer().references(() => ageGroups.id),
    genderId: integer().references(() => genders.id),
    experienceId: integer().references(() => experiences.id),
    isVerified: boolean().notNull().default(false),
    verifiedAt: timestamp({ withTimezone: true }),
    isSubscribed: boolean().notNull().default(false),
    isSurveyComplete: boolean().notNull().default(false),
    isCalibrated: boolean().notNull().default(false),
    averageSpeed: real(),
    tutorialPending: boolean().notNull().default(true),
    isHome: boolean().notNull().default(false),
    pushAlertStatus: smallint().notNull().default(1),
    deviceId: text(),
    deviceTimezone: text(),
    phoneNumber: text(),
    phoneDialCode: text(),
    /**
     * The invitation code checked at sign-up. It is remembered, not consumed: the code is
     * redeemed (and the subscription granted) by finish-signup on /algorithm.
     */
    signupAccessCodeId: integer().references(() => accessCodes.id, { onDelete: 'set null' }),
    /** Set by survey-completed; login is held back while STUDY_PRESURVEY_URL is set and this is null. */
    presurveyCompletedAt: timestamp({ withTimezone: true }),
    /** When the person agreed to heart data being collected (resonance assessment); null: not. */
    heartDataConsentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text().notNull(),
    deviceId: text(),
    deviceType: smallint(),
    firebaseToken: text(),
    /** The browser's User-Agent at sign-in, cut short: the person's list of signed-in devices. */
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When this session proved a second factor (at sign-in, or by confirming a new one): the
     * researcher console opens only then (issue 32).
     */
    secondFactorAt: timestamp({ withTimezone: true }),
    /** Absolute expiry; idle expiry is derived from lastSeenAt. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({
      enum: ['verify_email', 'reset_password', 'study_pre', 'study_mid', 'study_post'],
    }).notNull(),
    tokenHash: text().notNull(),
    /** A questionnaire link's study (issue 33); null for the account's own purposes. */
    studyId: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
