import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ageGroups, experiences, genders } from '../../../db/schema/index.ts';

/** The localised names of the user's three survey answers, in one round trip each at most. */
export async function findAnswerNames(
  db: Executor,
  ids: { ageGroupId: number | null; genderId: number | null; experienceId: number | null },
) {
  const [age, gender, experience] = await Promise.all([
    ids.ageGroupId === null
      ? undefined
      : db.select().from(ageGroups).where(eq(ageGroups.id, ids.ageGroupId)),
    ids.genderId === null
      ? undefined
      : db.select().from(genders).where(eq(genders.id, ids.genderId)),
    ids.experienceId === null
      ? undefined
      : db.select().from(experiences).where(eq(experiences.id, ids.experienceId)),
  ]);
  return {
    age: age?.[0] ?? null,
    gender: gender?.[0] ?? null,
    experience: experience?.[0] ?? null,
  };
}
