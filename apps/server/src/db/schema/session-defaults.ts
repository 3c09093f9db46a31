import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { experienceMetas } from './content.ts';
import { users } from './users.ts';

/** The design a user last started or saved (spec §3 Default selection); one per user. */
export const sessionDefaults = pgTable('session_defaults', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  experienceMetaId: integer()
    .notNull()
    .references(() => experienceMetas.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
