import { describe, expect, it } from 'vitest';
import { API, LANGUAGES, ZSearchResponse, type LanguageCode } from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { get, query } from '../test-helpers.ts';
import { homeChoices } from './home-choices.ts';

const { app, db, clock } = await createTestApp();

/** What the design screen would have asked the search for, as a person in `lang`. */
async function searched(lang: LanguageCode, params: Record<string, number | string>) {
  const defaultLanguage = LANGUAGES.find((l) => l.code === lang)!.id;
  const { auth } = await buildSignedInUser(db, clock.now(), { defaultLanguage });
  const res = await get(app, `${API.exerciseSearch}?${query(params)}`, auth);
  expect(res.statusCode).toBe(200);
  return ZSearchResponse.parse(res.json()).data;
}

describe("/home's lists in its HTML (decision 106)", () => {
  it.each(['en', 'ar'] as const)('are what the search answers, in %s', async (lang) => {
    const choices = await homeChoices(db, lang);
    expect(await searched(lang, {})).toEqual({ output: 'GOAL', goal_list: choices.goals });
    expect(await searched(lang, { output: 'THEME' })).toEqual({
      output: 'THEME',
      theme_list: choices.themes,
    });
    expect(choices.durations.map((d) => d.goal_id)).toEqual(choices.goals.map((g) => g.goal_id));
    for (const { goal_id, durations } of choices.durations) {
      expect(await searched(lang, { output: 'TIME', goal_id })).toEqual({
        output: 'TIME',
        duration_list: durations,
      });
    }
    for (const { goal_id, duration_minute_id, narrations } of choices.narrations) {
      const params = { output: 'NARRATION', goal_id, duration_minute_id };
      expect(await searched(lang, params)).toEqual({
        output: 'NARRATION',
        narration_list: narrations,
      });
    }
  });

  it('are in the language asked for', async () => {
    const arabic = await homeChoices(db, 'ar');
    expect(arabic.goals.map((g) => g.title)).toEqual([
      'المرونة في مواجهة التوتر',
      'التركيز',
      'النوم',
    ]);
  });
});
