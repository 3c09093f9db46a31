import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessCodes } from './access-codes.ts';
import { users } from './users.ts';

// Its own file: users point at access codes (the code of their sign-up), so the table that
// points back at users sits beside both rather than closing a cycle.
export const accessCodeRedemptions = pgTable(
  'access_code_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accessCodeId: integer()
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_code_redemptions_once').on(t.accessCodeId, t.userId),
    index('access_code_redemptions_user_idx').on(t.userId),
  ],
);
