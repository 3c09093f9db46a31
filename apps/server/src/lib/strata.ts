import type { TStratifyBy } from '@resona/contract';

/**
 * The stratum of a participant as the allocation list and an uploaded table write it: `all`,
 * `age_group=3`, `gender=2` or `age_group=3;gender=2`, from the sign-up survey's ids (0 for a
 * question left unanswered, which is a stratum of its own).
 */
export function stratumOf(
  by: TStratifyBy,
  person: { ageGroupId: number | null; genderId: number | null },
): string {
  const age = `age_group=${person.ageGroupId ?? 0}`;
  const gender = `gender=${person.genderId ?? 0}`;
  if (by === 'age_group') return age;
  if (by === 'gender') return gender;
  if (by === 'age_group_gender') return `${age};${gender}`;
  return 'all';
}

const SHAPES: Record<TStratifyBy, RegExp> = {
  none: /^all$/,
  age_group: /^age_group=\d+$/,
  gender: /^gender=\d+$/,
  age_group_gender: /^age_group=\d+;gender=\d+$/,
};

/** Whether a stratum written in an uploaded table is one this stratification can produce. */
export const stratumFits = (by: TStratifyBy, stratum: string) => SHAPES[by].test(stratum);
