import { languageById } from '@resona/contract';

export type DuplicatePlan =
  | { kind: 'go'; to: string }
  /** Ask Yes/No first; Yes goes to the language setting. */
  | { kind: 'ask'; to: string; exerciseLanguage: string; userLanguage: string };

/**
 * Spec §4 Duplicate: to /home/{experience_meta_id}, unless the exercise's language differs from
 * the user's default language; then the question comes first, and Yes opens the language setting
 * with the exercise's language as its `flag` (a code the settings page resolves with
 * `resolveLanguage`, which also accepts an id).
 */
export function planDuplicate({
  experienceMetaId,
  exerciseLanguageId,
  userLanguageId,
}: {
  experienceMetaId: number;
  exerciseLanguageId: number;
  /** The user's default_language; a missing value is the default, 1 (spec §3). */
  userLanguageId: number | null | undefined;
}): DuplicatePlan {
  const exercise = languageById(exerciseLanguageId);
  const user = languageById(userLanguageId ?? 1);
  if (exercise.id === user.id) return { kind: 'go', to: `/home/${experienceMetaId}` };
  return {
    kind: 'ask',
    to: `/Setting/Language-setting/${exercise.code}`,
    exerciseLanguage: exercise.name,
    userLanguage: user.name,
  };
}
