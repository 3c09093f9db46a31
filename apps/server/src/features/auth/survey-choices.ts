import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ageGroups, experiences, genders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export interface SurveyChoices {
  age_group?: number;
  gender_id?: number;
  meditation?: number;
}

const invalid = (field: string) =>
  new AppError('VALIDATION_ERROR', 'fieldInvalid', {}, { [field]: 'fieldInvalid' });

/**
 * Checks a guest's survey answers against the reference lists, and the age group against the
 * minimum age. Every sign-up path calls this, so no path can admit someone too young.
 */
export async function checkSurveyChoices(db: Executor, choices: SurveyChoices, minAge: number) {
  if (choices.age_group !== undefined) {
    const [group] = await db
      .select({ minAge: ageGroups.minAge })
      .from(ageGroups)
      .where(eq(ageGroups.id, choices.age_group));
    if (!group) throw invalid('age_group');
    if (group.minAge < minAge) throw new AppError('AGE_NOT_ALLOWED', 'ageNotAllowed', { minAge });
  }
  if (choices.gender_id !== undefined) {
    const [row] = await db
      .select({ id: genders.id })
      .from(genders)
      .where(eq(genders.id, choices.gender_id));
    if (!row) throw invalid('gender_id');
  }
  if (choices.meditation !== undefined) {
    const [row] = await db
      .select({ id: experiences.id })
      .from(experiences)
      .where(eq(experiences.id, choices.meditation));
    if (!row) throw invalid('meditation');
  }
}
