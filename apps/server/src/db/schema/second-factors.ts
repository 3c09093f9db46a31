import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's authenticator app (TOTP, RFC 6238; issue 32): one per account. The secret is kept
 * encrypted with the server's second-factor key (lib/secret-box.ts), never in the clear. A new
 * secret waits in `pendingSecret` until a code from it is confirmed, so an app already set
 * keeps working meanwhile. `lastTimeStep` is the 30-second step of the last code accepted:
 * each code is good once.
 */
export const authenticators = pgTable('authenticators', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastTimeStep: bigint({ mode: 'number' }),
  pendingSecret: text(),
  pendingAt: timestamp({ withTimezone: true }),
});

/** Recovery codes, as SHA-256 hashes only; each is good once (`usedAt`). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right, waiting for its second step: the token (hashed) the
 * browser holds for a few minutes, the tries left, and what the session will be made with.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    deviceId: text(),
    deviceType: smallint(),
    userAgent: text(),
    firebaseToken: text(),
  },
  (t) => [
    uniqueIndex('pending_sign_ins_token_hash_key').on(t.tokenHash),
    index('pending_sign_ins_user_idx').on(t.userId),
  ],
);

/**
 * A person's passkeys (WebAuthn, issue 32): each signs in alone (discoverable) and passes a
 * password sign-in's second step. The public key only; the private key never leaves the device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter: a clone shows itself by going back. */
    counter: bigint({ mode: 'number' }).notNull(),
    transports: jsonb().$type<string[]>(),
    name: text().notNull(),
    backedUp: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * The challenges handed to browsers for a passkey, each good once and for a few minutes: to
 * make one (an account's), to sign in with one (nobody's yet), or for a second step (the
 * pending sign-in's account). Kept as SHA-256.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    challengeHash: text().notNull(),
    purpose: text({ enum: ['register', 'sign-in', 'second-step'] }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_hash_key').on(t.challengeHash),
    index('webauthn_challenges_user_idx').on(t.userId),
  ],
);
