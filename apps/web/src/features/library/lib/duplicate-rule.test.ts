import { describe, expect, test } from 'vitest';
import { planDuplicate } from './duplicate-rule.ts';

describe('planDuplicate', () => {
  test.each([
    // exercise language, user language, expected
    [1, 1, { kind: 'go', to: '/home/42' }],
    [6, 6, { kind: 'go', to: '/home/42' }],
    [1, null, { kind: 'go', to: '/home/42' }],
    [1, undefined, { kind: 'go', to: '/home/42' }],
    [
      2,
      1,
      {
        kind: 'ask',
        to: '/Setting/Language-setting/fr',
        exerciseLanguage: 'Français',
        userLanguage: 'English',
      },
    ],
    [
      4,
      5,
      {
        kind: 'ask',
        to: '/Setting/Language-setting/ar',
        exerciseLanguage: 'العربية',
        userLanguage: 'Українська',
      },
    ],
    [
      1,
      3,
      {
        kind: 'ask',
        to: '/Setting/Language-setting/en',
        exerciseLanguage: 'English',
        userLanguage: 'Deutsch',
      },
    ],
  ] as const)('exercise %s, user %s', (exerciseLanguageId, userLanguageId, expected) => {
    expect(planDuplicate({ experienceMetaId: 42, exerciseLanguageId, userLanguageId })).toEqual(
      expected,
    );
  });
});
