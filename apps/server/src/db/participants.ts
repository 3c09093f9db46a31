import { sql, type SQL } from 'drizzle-orm';

/** The demo account seeded at start-up (db/seed/demo.ts): it looks around, it takes no part. */
export const DEMO_EMAIL = 'demo@resona.local';

/**
 * Who counts as a study participant, as SQL on a `users` row under `alias`: not a researcher,
 * not the demo account. Every study figure, export, adherence count and broadcast audience
 * uses this one rule, so the console's numbers agree with each other (decision 080).
 */
export function isParticipantRow(alias: string): SQL {
  const row = sql.raw(alias);
  return sql`(${row}.role = 'participant' AND ${row}.email <> ${DEMO_EMAIL})`;
}
