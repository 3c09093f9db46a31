import {
  bigint,
  index,
  integer,
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
