import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ageGroups, experiences, genders, sessions, users } from '../../../db/schema/index.ts';

export async function findSurveyLists(db: Executor) {
  const [ages, genderRows, experienceRows] = await Promise.all([
    db.select().from(ageGroups).orderBy(asc(ageGroups.sortOrder)),
    db.select().from(genders).orderBy(asc(genders.sortOrder)),
    db.select().from(experiences).orderBy(asc(experiences.sortOrder)),
  ]);
  return { ages, genders: genderRows, experiences: experienceRows };
}

export async function findAgeGroup(db: Executor, id: number) {
  const [row] = await db.select().from(ageGroups).where(eq(ageGroups.id, id));
  return row ?? null;
}

export async function genderExists(db: Executor, id: number) {
  const [row] = await db.select({ id: genders.id }).from(genders).where(eq(genders.id, id));
  return Boolean(row);
}

export async function experienceExists(db: Executor, id: number) {
  const [row] = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(eq(experiences.id, id));
  return Boolean(row);
}

export async function updateUser(
  db: Executor,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row!;
}

export async function setSessionFirebaseToken(db: Executor, sessionId: number, token: string) {
  await db.update(sessions).set({ firebaseToken: token }).where(eq(sessions.id, sessionId));
}
