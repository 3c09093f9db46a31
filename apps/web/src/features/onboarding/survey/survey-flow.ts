import { SURVEY_STEPS, ZSaveSurveyRequest, type TCurrentUser } from '@resona/contract';
import type { GuestSurvey } from '../../../lib/guest-survey.ts';

/** The four steps in the spec's order (§4): age, gender, language, experience. */
export const STEPS = [
  { id: 'age', path: '/age-question', field: 'age_group' },
  { id: 'gender', path: '/gender-question', field: 'gender_id' },
  { id: 'language', path: '/language-question', field: 'default_language' },
  { id: 'experience', path: '/experience-question', field: 'meditation' },
] as const satisfies readonly { id: string; path: string; field: keyof GuestSurvey }[];

export type StepIndex = 0 | 1 | 2 | 3;
export type SurveyStep = (typeof STEPS)[StepIndex];
export type SurveyExit = 'skip' | 'submit';

/** The flags that decide where the survey ends; null for a guest. */
export type SurveyUser = Pick<TCurrentUser, 'is_calibrated' | 'is_tutorial'> | null;

if (STEPS.length !== SURVEY_STEPS) throw new Error('The survey has SURVEY_STEPS steps');

export function stepAt(index: StepIndex): SurveyStep {
  return STEPS[index];
}

export function previousStepPath(index: StepIndex): string | null {
  return index === 0 ? null : STEPS[index - 1]!.path;
}

export function nextStepPath(index: StepIndex): string | null {
  return index === STEPS.length - 1 ? null : STEPS[index + 1]!.path;
}

/**
 * Where Skip or Submit leads (spec §4, "Survey"). A guest always goes on to sign-up, which sends
 * the kept answers. A signed-in user who skips goes home, or to the tutorial while it is unseen;
 * one who submits calibrates first when not yet calibrated. `user` holds the flags after the save.
 */
export function surveyExitPath(exit: SurveyExit, user: SurveyUser): string {
  if (!user) return '/signup';
  if (exit === 'submit' && user.is_calibrated === 0) return '/calibration';
  return user.is_tutorial === 0 ? '/home' : '/new-tutorial';
}

/**
 * Checks the answers with the contract's rule before Submit: the message key of the first problem
 * ('meditationRequired' when no experience was chosen), or null when they may be sent.
 */
export function surveyProblem(answers: GuestSurvey): string | null {
  const result = ZSaveSurveyRequest.safeParse(answers);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? 'fieldInvalid';
}

/** Whether an age group may use Resona; unknown ids (list not loaded) are not blocked here. */
export function isAgeAllowed(
  ageGroup: number | undefined,
  ages: readonly { id: number; is_allowed: boolean }[],
): boolean {
  if (ageGroup === undefined) return true;
  return ages.find((age) => age.id === ageGroup)?.is_allowed ?? true;
}
