import { describe, expect, test } from 'vitest';
import {
  STEPS,
  isAgeAllowed,
  nextStepPath,
  previousStepPath,
  surveyExitPath,
  surveyProblem,
  type SurveyExit,
  type SurveyUser,
} from './survey-flow.ts';

const user = (is_calibrated: 0 | 1, is_tutorial: 0 | 1): SurveyUser => ({
  is_calibrated,
  is_tutorial,
});

describe('surveyExitPath (spec §4)', () => {
  test.each<[string, SurveyExit, SurveyUser, string]>([
    ['guest skips', 'skip', null, '/signup'],
    ['guest submits', 'submit', null, '/signup'],
    ['signed in, skips, tutorial seen', 'skip', user(0, 0), '/home'],
    ['signed in, skips, tutorial unseen', 'skip', user(0, 1), '/new-tutorial'],
    ['signed in, skips, calibrated, tutorial unseen', 'skip', user(1, 1), '/new-tutorial'],
    ['signed in, skips, calibrated, tutorial seen', 'skip', user(1, 0), '/home'],
    ['signed in, submits, not calibrated', 'submit', user(0, 0), '/calibration'],
    ['signed in, submits, not calibrated, tutorial unseen', 'submit', user(0, 1), '/calibration'],
    ['signed in, submits, calibrated, tutorial seen', 'submit', user(1, 0), '/home'],
    ['signed in, submits, calibrated, tutorial unseen', 'submit', user(1, 1), '/new-tutorial'],
  ])('%s → %s', (_name, exit, who, expected) => {
    expect(surveyExitPath(exit, who)).toBe(expected);
  });
});

describe('step order', () => {
  test('age, gender, language, experience', () => {
    expect(STEPS.map((s) => s.path)).toEqual([
      '/age-question',
      '/gender-question',
      '/language-question',
      '/experience-question',
    ]);
  });

  test.each([
    [0, null, '/gender-question'],
    [1, '/age-question', '/language-question'],
    [2, '/gender-question', '/experience-question'],
    [3, '/language-question', null],
  ] as const)('step %i: previous %s, next %s', (index, previous, next) => {
    expect(previousStepPath(index)).toBe(previous);
    expect(nextStepPath(index)).toBe(next);
  });
});

describe('surveyProblem', () => {
  test.each([
    [{}, 'meditationRequired'],
    [{ age_group: 2, gender_id: 1, default_language: 3 }, 'meditationRequired'],
    [{ meditation: 2 }, null],
    [{ meditation: 1, age_group: 2, gender_id: 1, default_language: 6 }, null],
  ])('%j → %s', (answers, expected) => {
    expect(surveyProblem(answers)).toBe(expected);
  });
});

describe('isAgeAllowed', () => {
  const ages = [
    { id: 1, is_allowed: false },
    { id: 2, is_allowed: true },
  ];
  test.each([
    [undefined, true],
    [1, false],
    [2, true],
    [99, true],
  ])('age group %s → %s', (age, expected) => {
    expect(isAgeAllowed(age, ages)).toBe(expected);
  });
});
