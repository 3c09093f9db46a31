import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Matches the unique index on lower(email), so the lookup is exact and indexed. */
const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/** Marks the study pre-survey done; a second call keeps the first time. */
export async function markPresurveyCompleted(db: Executor, id: number, now: Date) {
  await db
    .update(users)
    .set({
      presurveyCompletedAt: sql`coalesce(${users.presurveyCompletedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, id));
}
