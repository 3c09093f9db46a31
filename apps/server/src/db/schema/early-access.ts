import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Addresses left on the promo pages to hear when Resona opens (spec §7 early-access): once per
 * address, whatever its case. No account stands behind them; the console lists and exports them.
 */
export const earlyAccessRequests = pgTable(
  'early_access_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case (the contract's e-mail field). */
    email: text().notNull(),
    /** The language of the request (device-language), which the confirmation mail was written in. */
    languageId: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('early_access_requests_email_key').on(sql`lower(${t.email})`)],
);
